/** The shared loading and error states (shared/ui/query-state), as the payment screens import them. */
export { ErrorAlert, Loading } from '../../../shared/ui/query-state';
