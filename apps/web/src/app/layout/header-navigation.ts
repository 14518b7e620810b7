/**
 * The header's back button (spec §2 Layout): on the AddPaymentMethod path it goes to MakePayment;
 * otherwise back in history, or to Login if there is no history.
 */
import { matchPath } from 'react-router';
import { isBrandCode } from '@lender/domain';
import { buildPath, findRoute } from '../../shared/routing/route-path';

export type BackAction = { kind: 'path'; to: string } | { kind: 'history' };

/** `hasHistory`: the app was navigated within (React Router's location key is not 'default'). */
export function backAction(pathname: string, hasHistory: boolean): BackAction {
  const brand = pathname.split('/')[1];
  if (isBrandCode(brand)) {
    const addPaymentMethod = findRoute(`${brand}-AddPaymentMethod`);
    const makePayment = findRoute(`${brand}-MakePayment`);
    const match =
      addPaymentMethod && matchPath({ path: addPaymentMethod.path, end: true }, pathname);
    if (match && makePayment)
      return { kind: 'path', to: buildPath(makePayment.path, match.params) };
  }
  if (hasHistory) return { kind: 'history' };
  return { kind: 'path', to: buildPath(findRoute('Login')?.path ?? '/') };
}
