/**
 * The restricted-state consent (spec §7 refiallowedstatus): where the store's state asks for it, the borrower
 * agrees to renew electronically while in that state before signing. The answer is recorded on "Review and sign".
 */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import content from '../../../shared/ui/content.module.css';

export function RenewalConsent({
  stateName,
  checked,
  onChange,
  error,
}: {
  stateName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation('disclosures');
  return (
    <section className={content.card} aria-labelledby="renewal-consent">
      <h2 id="renewal-consent">{t('consent.heading')}</h2>
      <p id="renewal-consent-why">{t('consent.why', { state: stateName })}</p>
      <Checkbox
        framed
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={
          error ? 'renewal-consent-why renewal-consent-error' : 'renewal-consent-why'
        }
        aria-invalid={error ? true : undefined}
      >
        {t('consent.agree', { state: stateName })}
      </Checkbox>
      {error && (
        <p id="renewal-consent-error" className={controls.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
