/**
 * The Military Lending Act declaration on her profile (GET/POST /militarystatus; decision 059): whether she is on
 * active duty, or the spouse or dependent of someone who is. Covered, the app offers no renewal or new loan (the
 * domain's newCreditRefusal; the server refuses them). Loading, error with a retry, and the save's outcome.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  militaryStatusQuery,
  useDeclareMilitaryStatus,
} from '../../../shared/loans/credit-standing';
import { useFormat } from '../../../shared/i18n/format';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { Checkbox } from '../../../shared/ui/choice';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { SaveMessage } from './save-message';

function Form({ activeDuty, dependent }: { activeDuty: boolean; dependent: boolean }) {
  const { t } = useTranslation('profile');
  const declare = useDeclareMilitaryStatus();
  const [choice, setChoice] = useState({ isActiveDuty: activeDuty, isDependent: dependent });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        declare.mutate(choice);
      }}
    >
      <Checkbox
        framed
        checked={choice.isActiveDuty}
        onChange={(event) => setChoice({ ...choice, isActiveDuty: event.target.checked })}
      >
        {t('military.activeDuty')}
      </Checkbox>
      <Checkbox
        framed
        checked={choice.isDependent}
        onChange={(event) => setChoice({ ...choice, isDependent: event.target.checked })}
      >
        {t('military.dependent')}
      </Checkbox>
      <div className={controls.actions}>
        <button type="submit" className={controls.button} disabled={declare.isPending}>
          {declare.isPending ? t('common.saving') : t('military.save')}
        </button>
      </div>
      <SaveMessage error={declare.error} saved={declare.isSuccess} />
    </form>
  );
}

export function MilitarySection() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const status = useQuery(militaryStatusQuery());
  const declared = status.data?.declaredAt ? format.date(status.data.declaredAt) : undefined;
  return (
    <section className={content.card} aria-labelledby="profile-military">
      <h2 id="profile-military">{t('military.heading')}</h2>
      <p className={content.muted}>{t('military.lead')}</p>
      {status.isPending && <Loading text={t('military.loading')} />}
      {status.isError && (
        <ErrorAlert message={t('military.error')} onRetry={() => void status.refetch()} />
      )}
      {status.data && (
        <>
          <p>
            {declared
              ? t(status.data.mlaCovered ? 'military.covered' : 'military.notCovered', {
                  date: declared,
                })
              : t('military.never')}
          </p>
          <Form
            key={status.data.declaredAt ?? 'never'}
            activeDuty={status.data.isActiveDuty}
            dependent={status.data.isDependent}
          />
        </>
      )}
    </section>
  );
}
