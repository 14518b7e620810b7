/** Test harness of the stores screens: the shared screen harness and the routes the screens link to. */
import { registerRoutes } from '../../shared/routing/route-path';
import { inlRoute } from '../../test/render-screen';

export { calledUrls, jsonResponse, mockApi, renderScreen } from '../../test/render-screen';

export function registerStoreRoutes(): void {
  registerRoutes([
    inlRoute('StoreLocator', 'Stores'),
    inlRoute('StoreDetails', 'Stores/:storeId'),
    inlRoute('AccountDetails', 'Accounts/:loanId'),
    inlRoute('Appointment', 'Accounts/:loanId/Appointment'),
  ]);
}
