/**
 * The sandbox's routing table: a few published ABA routing numbers and their banks (every one passes the
 * checksum; a test checks). A real provider (the Federal Reserve's E-Payments directory, or a vendor) replaces it
 * behind the port.
 */
export const SANDBOX_ROUTING_TABLE: Readonly<Record<string, string>> = {
  '011000015': 'Federal Reserve Bank of Boston',
  '021000021': 'JPMorgan Chase Bank, N.A.',
  '021000089': 'Citibank, N.A.',
  '026009593': 'Bank of America, N.A.',
  '031100209': 'Citibank, N.A. (Delaware)',
  '044000037': 'JPMorgan Chase Bank, N.A. (Ohio)',
  '061000104': 'Truist Bank',
  '063100277': 'Bank of America, N.A. (Florida)',
  '071000013': 'JPMorgan Chase Bank, N.A. (Illinois)',
  '081000032': 'Bank of America, N.A. (Missouri)',
  '091000019': 'Wells Fargo Bank, N.A. (Minnesota)',
  '111000025': 'Federal Reserve Bank of Dallas',
  '111000614': 'JPMorgan Chase Bank, N.A. (Texas)',
  '113000023': 'Bank of America, N.A. (Texas)',
  '121000358': 'Bank of America, N.A. (California)',
  '122105278': 'Wells Fargo Bank, N.A. (Arizona)',
  '256074974': 'Navy Federal Credit Union',
  '322271627': 'JPMorgan Chase Bank, N.A. (California)',
};

/** A routing number with a valid checksum for which the sandbox directory fails (to try the lookup-failure path). */
export const SANDBOX_UNAVAILABLE_ROUTING_NUMBER = '999999992';
