/**
 * ProductSwitch's amount (spec §4 Refinance eligibility, §5 Currency input): the renewal minimum, or another amount
 * typed in the shared currency input. The error of the amount is tied to the input (or, for the minimum, the group).
 */
import { useTranslation } from 'react-i18next';
import { AmountChoiceGroup } from '../../../shared/ui/amount-choice-group';
import type { RenewalChoice } from '../renewal-choice';

export interface RenewalAmountProps {
  minimumCents: number;
  choice: RenewalChoice;
  onChoice: (choice: RenewalChoice) => void;
  otherText: string;
  onOtherText: (text: string) => void;
  /** the amount's refusal, shown under the input ('other') or the group ('minimum') */
  error?: string;
}

export function RenewalAmount({
  minimumCents,
  choice,
  onChoice,
  otherText,
  onOtherText,
  error,
}: RenewalAmountProps) {
  const { t } = useTranslation('refinance');
  return (
    <AmountChoiceGroup<RenewalChoice>
      legend={t('productSwitch.amountLegend')}
      options={[{ value: 'minimum', label: t('productSwitch.minimum'), cents: minimumCents }]}
      otherValue="other"
      otherLabel={t('productSwitch.other')}
      otherAmountLabel={t('productSwitch.otherAmount')}
      choice={choice}
      onChoice={onChoice}
      otherText={otherText}
      onOtherText={onOtherText}
      otherError={choice === 'other' ? error : undefined}
      groupError={choice === 'minimum' ? error : undefined}
    />
  );
}
