import { describe, it, expect } from 'vitest';
import { CARDS_SHARED_NS } from '../../shared/cards/i18n';
import { DISCLOSURE_SHARED_NS } from '../../shared/disclosure/i18n';
import { RISK_INFO_SHARED_NS } from '../../shared/risk-info/i18n';
import { DEFAULT_NAMESPACE, LOCALE_LOADERS } from '../i18n-resources';
import { collectScreenNamespaces, collectScreensByFeature } from './feature-screens';
import { buildRouteTable } from './route-table';
import { featureNamespaces, screenNamespaces } from './screen-namespaces';

const sources = import.meta.glob<string>(
  [
    '../../features/*/**/*.{ts,tsx}',
    '!../../features/**/*.test.{ts,tsx}',
    '!../../features/*/test-utils.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const knownNamespaces = new Set(Object.keys(LOCALE_LOADERS.en ?? {}));

/** Namespaces a source renders with: useTranslation('ns'), 'ns:key' keys, the shared card components. */
function namespacesUsedBy(source: string): string[] {
  const used = new Set<string>();
  for (const [, ns] of source.matchAll(/useTranslation\(\s*['"`](\w+)['"`]/g)) used.add(ns ?? '');
  for (const [, ns] of source.matchAll(/['"`](\w+):/g))
    if (ns && knownNamespaces.has(ns)) used.add(ns);
  if (/from '(\.\.\/)+shared\/cards['/]/.test(source)) used.add(CARDS_SHARED_NS);
  if (/from '(\.\.\/)+shared\/risk-info['/]/.test(source)) used.add(RISK_INFO_SHARED_NS);
  if (/from '(\.\.\/)+shared\/disclosure['/]/.test(source)) used.add(DISCLOSURE_SHARED_NS);
  used.delete(DEFAULT_NAMESPACE);
  return [...used];
}

describe('screen namespaces', () => {
  it("preloads every namespace a feature's code renders with for each of its screens", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const byFeature = collectScreensByFeature();
    const namespaces = collectScreenNamespaces();
    for (const [path, source] of Object.entries(sources)) {
      const feature = /features\/([^/]+)\//.exec(path)?.[1] ?? '';
      for (const name of Object.keys(byFeature[feature] ?? {})) {
        expect(namespaces[name], `${name} (${path})`).toEqual(
          expect.arrayContaining(namespacesUsedBy(source)),
        );
      }
    }
  });

  it('finds what the features use: their own folder, and cardsShared where shared cards show', () => {
    expect(
      namespacesUsedBy(
        "const { t } = useTranslation('stores'); useHeader('stores:locator.title');",
      ),
    ).toEqual(['stores']);
    expect(namespacesUsedBy("import { CardList } from '../../../shared/cards';")).toEqual([
      CARDS_SHARED_NS,
    ]);
    expect(
      namespacesUsedBy("const { t } = useTranslation(); t('layout.back'); 'https://x'"),
    ).toEqual([]);
    const namespaces = collectScreenNamespaces();
    expect(namespaces.Login).toEqual(['auth']);
    expect(namespaces.ContactUs).toEqual(['legal']);
    expect(namespaces.PwaInstallApple).toEqual(['pwa']);
    expect(namespaces.MakePayment).toEqual(['payments', CARDS_SHARED_NS]);
    expect(namespaces.ManagePaymentMethod).toEqual(['cards', CARDS_SHARED_NS]);
  });

  it('leaves out namespaces without locale files and maps each screen of a feature', () => {
    expect(featureNamespaces('payments', (ns) => ns !== CARDS_SHARED_NS)).toEqual(['payments']);
    expect(featureNamespaces('no-texts', () => false)).toEqual([]);
    const screen = async () => ({ default: () => null });
    expect(screenNamespaces({ legal: { A: screen, B: screen } }, () => true)).toEqual({
      A: ['legal'],
      B: ['legal'],
    });
  });

  it('gives each route entry its namespaces', () => {
    const table = buildRouteTable('inl');
    expect(table.find((r) => r.name === 'inl-MakePayment')?.namespaces).toEqual([
      'payments',
      CARDS_SHARED_NS,
    ]);
    expect(table.find((r) => r.name === 'ContactUs')?.namespaces).toEqual(['legal']);
    expect(table.find((r) => r.name === 'inl-FeatureUnavailable')?.namespaces).toEqual(['legal']);
  });
});
