/**
 * A renewal refused out of the store's state, said with both places named (issue 48: "You must be located in the
 * same state as your store" named neither): where she is (from her position) and her store, its city and state.
 */
import { useTranslation } from 'react-i18next';
import type { TRefiAllowedStatus } from '@lender/contract';
import { usStateLabel } from '@lender/domain';
import content from '../ui/content.module.css';

export function OutOfStoreState({
  status,
}: {
  status: Pick<TRefiAllowedStatus, 'positionState' | 'storeState' | 'storeName' | 'storeCity'>;
}) {
  const { t } = useTranslation();
  const state = usStateLabel(status.storeState) ?? status.storeState;
  const here = status.positionState
    ? (usStateLabel(status.positionState) ?? status.positionState)
    : null;
  const store = { store: status.storeName, city: status.storeCity, state };
  return (
    <p className={`${content.notice} ${content.noticeWarning}`} role="alert">
      {here
        ? t('common.location.outOfStoreState', { here, ...store })
        : t('common.location.outsideStates', store)}
    </p>
  );
}
