/** The Truth in Lending disclosure on a screen (the federal box), closed-end and open-end; texts in 'disclosureShared'. */
export { FederalBox } from './federal-box';
export { OpenEndBox } from './open-end-box';
export { formatRate } from './rate';
export { DISCLOSURE_SHARED_NS } from './i18n';
