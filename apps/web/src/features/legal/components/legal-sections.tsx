/** Renders a legal text kept in the locale file as a list of { heading, body[] } sections. */
import { useTranslation } from 'react-i18next';
import styles from './legal-page.module.css';

interface Section {
  heading: string;
  body: string[];
}

function isSection(value: unknown): value is Section {
  if (typeof value !== 'object' || value === null) return false;
  const { heading, body } = value as Partial<Section>;
  return (
    typeof heading === 'string' && Array.isArray(body) && body.every((p) => typeof p === 'string')
  );
}

export interface LegalSectionsProps {
  /** key of the sections array in the legal namespace, e.g. 'terms.sections' */
  sectionsKey: string;
  values?: Record<string, string>;
}

export function LegalSections({ sectionsKey, values }: LegalSectionsProps) {
  const { t } = useTranslation('legal');
  const raw: unknown = t(sectionsKey, { returnObjects: true, ...values });
  const sections = Array.isArray(raw) ? raw.filter(isSection) : [];
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** A plain list of strings kept in the locale file (e.g. 'consent.items'). */
export function useTranslatedList(key: string): string[] {
  const { t } = useTranslation('legal');
  const raw: unknown = t(key, { returnObjects: true });
  return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
}
