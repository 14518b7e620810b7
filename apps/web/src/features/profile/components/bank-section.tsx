/** Bank accounts (spec §3 banks): each masked to its last 4, the primary marked; add one in place. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPersonalInfoResponse } from '@lender/contract';
import { recordMarketingEvent } from '../../../shared/session/marketing-events';
import { BankAccountForm } from './bank-account-form';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

export function BankSection({ info }: { info: TPersonalInfoResponse }) {
  const { t } = useTranslation('profile');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  return (
    <section className={content.card} aria-labelledby="profile-banks">
      <h2 id="profile-banks">{t('bank.heading')}</h2>
      {info.banks.length === 0 ? (
        <p className={content.muted}>{t('bank.empty')}</p>
      ) : (
        <ul className={styles.bankList}>
          {info.banks.map((bank) => (
            <li key={bank.id}>
              {t('bank.account', { name: bank.bankName, number: bank.accountNumber })}
              {bank.primary && ` — ${t('bank.primary')}`}
            </li>
          ))}
        </ul>
      )}
      {added && !adding && (
        <div role="status" className={controls.success}>
          <p>{t('bank.added')}</p>
        </div>
      )}
      {adding ? (
        <BankAccountForm
          isFirst={info.banks.length === 0}
          onDone={() => setAdding(false)}
          onAdded={() => {
            setAdded(true);
            // decision 059: that she added one, never which (no number, no bank)
            recordMarketingEvent('bankAccountAdded');
          }}
        />
      ) : (
        <button
          type="button"
          className={controls.buttonSecondary}
          onClick={() => {
            setAdded(false);
            setAdding(true);
          }}
        >
          {t('bank.add')}
        </button>
      )}
    </section>
  );
}
