/**
 * The texts of the federal box (the Truth in Lending disclosure): their own i18next namespace 'disclosureShared', in
 * ./locales/{en,es}.json, lazy like a feature's (the route layer loads them before a screen that shows the box).
 */
export const DISCLOSURE_SHARED_NS = 'disclosureShared';
