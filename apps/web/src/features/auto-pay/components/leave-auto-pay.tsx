/** Leaving auto-pay (decision 056): asked once before it is done — the loan is then paid only when she pays it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';

export function LeaveAutoPay({ pending, onLeave }: { pending: boolean; onLeave: () => void }) {
  const { t } = useTranslation('auto-pay');
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <div className={controls.actions}>
        <button type="button" className={controls.buttonDanger} onClick={() => setAsking(true)}>
          {t('manage.turnOff')}
        </button>
      </div>
    );
  return (
    <section className={content.card} aria-labelledby="auto-pay-leave">
      <h2 id="auto-pay-leave">{t('manage.turnOffQuestion')}</h2>
      <p>{t('manage.turnOffLead')}</p>
      <div className={controls.actions}>
        <button
          type="button"
          className={controls.buttonDanger}
          disabled={pending}
          onClick={() => {
            onLeave();
            setAsking(false);
          }}
        >
          {t('manage.turnOffYes')}
        </button>
        <button type="button" className={controls.buttonSecondary} onClick={() => setAsking(false)}>
          {t('manage.keep')}
        </button>
      </div>
    </section>
  );
}
