/**
 * "Read in English" (decision 062): a document sent in the borrower's language has its English original one tap
 * away. The switch shows the other version in the signing frame (the signing page's ?document=en); what she signs is
 * the version on the page, and the envelope records its language. While the English original shows, a note says so.
 */
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@lender/contract';
import content from '../ui/content.module.css';
import controls from '../ui/controls.module.css';

export interface DocumentVersionSwitchProps {
  /** the language the document was sent in (not English: otherwise there is nothing to switch) */
  sent: TLanguage;
  english: boolean;
  onChange: (english: boolean) => void;
}

export function DocumentVersionSwitch({ sent, english, onChange }: DocumentVersionSwitchProps) {
  const { t } = useTranslation();
  return (
    <div>
      <button type="button" className={controls.buttonSecondary} onClick={() => onChange(!english)}>
        {english ? t(`signing.readIn.${sent}`) : t('signing.readIn.en')}
      </button>
      {english && <p className={content.muted}>{t('signing.englishNote')}</p>}
    </div>
  );
}
