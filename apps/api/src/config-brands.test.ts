// Each brand's lender lines (address, licences by state), its application page and its own app.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_LENDERS, licenceLineOf, missingLenderLines } from './lender-config';
import { PRODUCTION_ENV } from './testing/production-env';

describe('loadConfig: brands', () => {
  it('gives every brand its lender address, and outside production placeholder licences by state, each overridable', () => {
    const defaults = loadConfig({}).lenders;
    expect(Object.keys(defaults).sort()).toEqual([
      'c1l',
      'ccc',
      'ccf',
      'chs',
      'cic',
      'esm',
      'inl',
      'tmx',
    ]);
    expect(defaults.inl.address).toBe(DEFAULT_LENDERS.inl.address);
    // the brand's home state has its line; another state a placeholder naming that state (issue 48)
    expect(licenceLineOf(defaults.inl, 'IL', 'en')).toBe(DEFAULT_LENDERS.inl.licence);
    expect(licenceLineOf(defaults.inl, 'IL', 'es')).toBe(DEFAULT_LENDERS.inl.licenceEs);
    expect(licenceLineOf(defaults.inl, 'TX', 'en')).toBe(
      'Texas lending licence no. TX-0000 (placeholder)',
    );
    expect(licenceLineOf(defaults.inl, 'tx', 'es')).toBe(
      'Licencia de préstamos de Texas n.º TX-0000 (provisional)',
    );
    const set = loadConfig({
      LENDER_ADDRESS_INL: ' Oak Loans, LLC, 1 Main St, Chicago, IL 60601 ',
      LENDER_LICENCE_INL_TX: 'Texas CAB licence 1234',
      LENDER_LICENCE_TMX: 'NMLS 99',
    }).lenders;
    expect(set.inl.address).toBe('Oak Loans, LLC, 1 Main St, Chicago, IL 60601');
    // a state's own line, in English only, is the Spanish documents' too (a legal line is never made up)
    expect(licenceLineOf(set.inl, 'TX', 'en')).toBe('Texas CAB licence 1234');
    expect(licenceLineOf(set.inl, 'TX', 'es')).toBe('Texas CAB licence 1234');
    // a brand-wide line serves every state without its own
    expect(licenceLineOf(set.tmx, 'OH', 'en')).toBe('NMLS 99');
    expect(licenceLineOf(set.tmx, 'IL', 'en')).toBe(DEFAULT_LENDERS.tmx.licence);
    expect(() => loadConfig({ LENDER_LICENCE_CHS_OH: 'x'.repeat(201) })).toThrow(
      /LENDER_LICENCE_CHS_OH: must be at most 200 characters/,
    );
  });

  it('in production makes nothing up: no placeholder address or licence, and the missing keys are named', () => {
    const production = loadConfig({ ...PRODUCTION_ENV }).lenders;
    expect(production.inl.address).toBe('');
    expect(licenceLineOf(production.inl, 'TX', 'en')).toBe('');
    expect(licenceLineOf(production.inl, 'IL', 'en')).toBe('');
    expect(missingLenderLines(production)).toEqual(
      expect.arrayContaining(['LENDER_ADDRESS_INL', 'LENDER_LICENCE_INL_<STATE>']),
    );
    const set = loadConfig({
      ...PRODUCTION_ENV,
      LENDER_ADDRESS_INL: 'Oak Loans, LLC, 1 Main St, Chicago, IL 60601',
      LENDER_LICENCE_INL_TX: 'Texas CAB licence 1234',
    }).lenders;
    expect(licenceLineOf(set.inl, 'TX', 'en')).toBe('Texas CAB licence 1234');
    expect(licenceLineOf(set.inl, 'OH', 'en')).toBe('');
    expect(missingLenderLines(set)).not.toContain('LENDER_ADDRESS_INL');
    expect(missingLenderLines(set)).not.toContain('LENDER_LICENCE_INL_<STATE>');
    for (const brand of Object.values(production)) {
      expect(brand.placeholders).toBe(false);
      expect(JSON.stringify({ ...brand, placeholders: undefined })).not.toMatch(
        /placeholder|provisional/i,
      );
    }
  });

  it('gives the two apply-for-loan brands an application page, each overridable by APPLY_URL_<BRAND> (an http(s) URL)', () => {
    expect(loadConfig({}).applyUrls).toEqual({
      inl: 'https://apply.oak-loans.example/start',
      tmx: 'https://apply.pine-title-loans.example/start',
    });
    expect(loadConfig({ APPLY_URL_INL: 'https://apply.example.com/oak' }).applyUrls.inl).toBe(
      'https://apply.example.com/oak',
    );
    expect(() => loadConfig({ APPLY_URL_TMX: 'javascript:alert(1)' })).toThrow(
      /APPLY_URL_TMX: must be an http\(s\) URL/,
    );
  });

  it('gives every brand its own app’s address, overridable by APP_URL_<BRAND> (an http(s) URL)', () => {
    expect(loadConfig({}).appUrls).toMatchObject({ ccc: 'https://ccc.app.example/' });
    expect(loadConfig({ APP_URL_CCC: 'https://app.ccc.test/' }).appUrls.ccc).toBe(
      'https://app.ccc.test/',
    );
    expect(() => loadConfig({ APP_URL_TMX: 'javascript:alert(1)' })).toThrow(
      /APP_URL_TMX: must be an http\(s\) URL/,
    );
  });
});
