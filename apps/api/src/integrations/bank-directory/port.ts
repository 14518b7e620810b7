/** The bank directory port (spec §7 GET /bankInfo: bank name lookup by routing number). The sandbox is one implementation. */
export interface BankDirectoryPort {
  /** The bank's name for a routing number (checksum already checked), null when the directory has none. Throws when unreachable. */
  bankName(routingNumber: string): Promise<string | null>;
}

/** The directory could not answer (a provider fault): the lookup failure is logged and rethrown as a 503. */
export class BankDirectoryUnavailableError extends Error {
  constructor() {
    super('The bank directory is unavailable');
    this.name = 'BankDirectoryUnavailableError';
  }
}
