/**
 * Communication preferences (spec §3 communicationSettings: email 0, text 1, both 2; §6 voice messages flag): how
 * receipts and reminders reach the borrower. Voice is offered only where the flag allows, and needs text
 * (the domain's communicationSettingsIssue, which the server applies too).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMUNICATION_PREFERENCE_CODES,
  communicationSettingsIssue,
  type CommunicationPreferenceCode,
} from '@lender/domain';
import type { TPersonalInfoResponse } from '@lender/contract';
import { recordMarketingEvent } from '../../../shared/session/marketing-events';
import { useSaveCustomerInfo } from '../api';
import { SaveMessage } from './save-message';
import content from '../../../shared/ui/content.module.css';
import { Checkbox, Radio } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

export function PreferencesSection({ info }: { info: TPersonalInfoResponse }) {
  const { t } = useTranslation('profile');
  const save = useSaveCustomerInfo();
  const [preference, setPreference] = useState<CommunicationPreferenceCode>(
    info.communicationSettings.preference,
  );
  const [voice, setVoice] = useState(info.communicationSettings.voice);
  const issue = communicationSettingsIssue(
    { preference, voice },
    { voiceMessages: info.voiceMessagesAllowed },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (issue) return;
    save.mutate(
      { settings: { preference, voice } },
      // decision 059: after the save (a text-only choice is then refused by the server's preference rule)
      { onSuccess: () => recordMarketingEvent('preferencesUpdated', { preference }) },
    );
  };

  return (
    <section className={content.card} aria-labelledby="profile-preferences">
      <h2 id="profile-preferences">{t('preferences.heading')}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={controls.group}>
          <legend className={controls.legend}>{t('preferences.legend')}</legend>
          {COMMUNICATION_PREFERENCE_CODES.map((code) => (
            <Radio
              key={code}
              framed
              name="communication-preference"
              checked={preference === code}
              onChange={() => setPreference(code)}
            >
              {t(`preferences.option.${code}`)}
            </Radio>
          ))}
        </fieldset>
        {info.voiceMessagesAllowed && (
          <Checkbox
            checked={voice}
            onChange={(event) => setVoice(event.target.checked)}
            aria-describedby={issue ? 'profile-voice-error' : undefined}
          >
            {t('preferences.voice')}
          </Checkbox>
        )}
        {issue && (
          <p id="profile-voice-error" className={styles.fieldError}>
            {t(`issues.${issue}`)}
          </p>
        )}
        <SaveMessage error={save.error} saved={save.isSuccess} />
        <div>
          <button
            type="submit"
            className={controls.button}
            disabled={save.isPending || Boolean(issue)}
          >
            {t(save.isPending ? 'common.saving' : 'preferences.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
