/** The e-signature ceremony and its calls, shared by the offers (settlement, origination) and disclosures (renewal) features. */
export {
  isSigningWaiting,
  signingStatusQuery,
  startSigning,
  useSigningStatus,
  useStartSigning,
} from './api';
export {
  SigningCeremony,
  signingPageUrl,
  type FinalSigningStatus,
  type SigningCeremonyProps,
  type SigningTextKey,
} from './signing-ceremony';
