/**
 * The i18n namespaces a screen renders with, loaded before it renders: its feature folder's
 * namespace plus the shared namespaces its feature's components use. screen-namespaces.test.ts reads
 * the features' sources and fails when a feature uses a namespace this file does not list.
 */
import { CARDS_SHARED_NS } from '../../shared/cards/i18n';
import { DISCLOSURE_SHARED_NS } from '../../shared/disclosure/i18n';
import { RISK_INFO_SHARED_NS } from '../../shared/risk-info/i18n';
import type { ScreenRegistry } from '../../shared/routing/types';
import { isKnownNamespace } from '../i18n-resources';

/** Shared namespaces a feature renders with besides its own (the shared card components, the risk info dialogs, the federal box). */
export const SHARED_NAMESPACES_OF_FEATURE: Readonly<Record<string, readonly string[]>> = {
  cards: [CARDS_SHARED_NS],
  payments: [CARDS_SHARED_NS],
  referral: [CARDS_SHARED_NS],
  // the draw notice's open-end federal box
  funds: [CARDS_SHARED_NS, RISK_INFO_SHARED_NS, DISCLOSURE_SHARED_NS],
  accounts: [RISK_INFO_SHARED_NS],
  // the refinance risk dialogs over ProductSwitch, and its cash back's card choice (decision 057)
  refinance: [CARDS_SHARED_NS, RISK_INFO_SHARED_NS, DISCLOSURE_SHARED_NS],
  // the refinance disclosure's federal box
  disclosures: [DISCLOSURE_SHARED_NS],
  // origination's disburse card screens
  offers: [CARDS_SHARED_NS, DISCLOSURE_SHARED_NS],
  // the renewal's auto-pay card list and card form
  'auto-pay': [CARDS_SHARED_NS],
};

/** A feature's namespaces that have locale files (a feature without texts needs none). */
export function featureNamespaces(
  feature: string,
  isKnown: (namespace: string) => boolean = isKnownNamespace,
): string[] {
  return [feature, ...(SHARED_NAMESPACES_OF_FEATURE[feature] ?? [])].filter((ns) => isKnown(ns));
}

/** Base route name → namespaces, from the screen registries of each feature. */
export function screenNamespaces(
  registriesByFeature: Readonly<Record<string, ScreenRegistry>>,
  isKnown?: (namespace: string) => boolean,
): Record<string, readonly string[]> {
  const namespaces: Record<string, readonly string[]> = {};
  for (const [feature, registry] of Object.entries(registriesByFeature)) {
    const ofFeature = featureNamespaces(feature, isKnown);
    for (const name of Object.keys(registry)) namespaces[name] = ofFeature;
  }
  return namespaces;
}
