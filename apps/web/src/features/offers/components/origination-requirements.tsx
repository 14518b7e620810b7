/** The questions a flagged product asks before "Get my loan" (decision 060, 063): the spouse, then the demographics. */
import { ErrorAlert } from '../../../shared/ui/query-state';
import type { Requirements } from '../origination/use-requirements';
import { DemographicFields } from './demographic-fields';
import { SpouseFields } from './spouse-fields';
import styles from './requirements.module.css';

export function OriginationRequirements({ requirements }: { requirements: Requirements }) {
  if (!requirements.needed) return null;
  return (
    <div ref={requirements.container} className={styles.stack}>
      {requirements.spouseAddress.required && <SpouseFields requirements={requirements} />}
      {requirements.demographics.required && !requirements.demographics.answered && (
        <DemographicFields requirements={requirements} />
      )}
      {requirements.errors.form && <ErrorAlert message={requirements.errors.form} />}
    </div>
  );
}
