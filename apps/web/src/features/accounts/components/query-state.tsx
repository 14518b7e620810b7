/** The shared loading and error states (shared/ui/query-state), as the accounts screens import them. */
export { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
