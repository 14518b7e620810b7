import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBusinessDay,
  formatDate,
  formatFor,
  formatMoney,
  formatStoreDay,
  formatStoreTime,
  intlLocale,
} from './format';

describe('formatMoney', () => {
  it('writes dollars with a thousands separator and 2 decimals in both languages', () => {
    expect(formatFor('en').money(123456)).toBe('$1,234.56');
    expect(formatFor('es').money(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-50000)).toBe('-$500.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  // decision 031: the domain's form, not Intl's, must still be what Intl writes for en-US and es-US
  it('is what Intl writes for US dollars in en-US and es-US, for any amount', () => {
    const intl = ['en-US', 'es-US'].map(
      (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    );
    const amounts = fc.oneof(
      fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }),
      fc.integer({ min: -1_000, max: 1_000 }),
    );
    fc.assert(
      fc.property(amounts, (cents) => {
        for (const formatter of intl)
          expect(formatMoney(cents)).toBe(formatter.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatDate', () => {
  it('is MM/DD/YYYY in English (spec §5)', () => {
    expect(formatDate('2026-12-05', 'en')).toBe('12/05/2026');
    expect(formatDate('2024-02-29T23:30:00Z', 'en')).toBe('02/29/2024');
  });

  it('is a long date in Spanish, never a day/month a Spanish reader would misread', () => {
    expect(formatDate('2026-12-05', 'es')).toBe('5 de diciembre de 2026');
    expect(formatDate('2026-01-31', 'es')).toBe('31 de enero de 2026');
    expect(formatDate('2026-12-05', 'es')).not.toMatch(/\d+\/\d+\/\d+/);
  });

  // decision 031: written from the date's parts, it must still be what Intl writes (MM/DD/YYYY; es-US 'long')
  it('is what Intl writes for en-US (2-digit) and es-US (long), every day from 1902 to 2100', () => {
    const en = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    const es = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });
    // compared plainly and asserted once: 145,368 expect() calls took ~5 s of CPU, past the timeout on a busy machine
    const differences: string[] = [];
    let checked = 0;
    for (let at = Date.UTC(1902, 0, 1, 12); at < Date.UTC(2101, 0, 1); at += 86_400_000) {
      const iso = new Date(at).toISOString();
      const [ours, intl] = [formatDate(iso.slice(0, 10), 'en'), en.format(at)];
      const [nuestro, suyo] = [formatDate(iso, 'es'), es.format(at)];
      if (ours !== intl) differences.push(`${iso.slice(0, 10)} en: ${ours} ≠ ${intl}`);
      if (nuestro !== suyo) differences.push(`${iso.slice(0, 10)} es: ${nuestro} ≠ ${suyo}`);
      checked += 1;
    }
    expect(differences).toEqual([]);
    expect(checked).toBe(72_684);
  }, 20_000); // 145,368 Intl formats: ~1–2.5 s of CPU, more on a machine that is running other work

  it('hides a missing, unreadable or placeholder date', () => {
    expect(formatDate(undefined, 'en')).toBeUndefined();
    expect(formatDate('', 'es')).toBeUndefined();
    expect(formatDate('not a date', 'en')).toBeUndefined();
    expect(formatDate('2026-02-30', 'en')).toBeUndefined();
    expect(formatDate('1901-01-01', 'es')).toBeUndefined();
  });
});

describe('formatBusinessDay', () => {
  it('is the day America/Chicago saw, in the language', () => {
    // 03:00 UTC on the 6th is still the 5th in Chicago
    expect(formatBusinessDay('2026-12-06T03:00:00Z', 'en')).toBe('12/05/2026');
    expect(formatBusinessDay('2026-12-06T03:00:00Z', 'es')).toBe('5 de diciembre de 2026');
    // summer time: 04:59 UTC on 1 July is 23:59 on 30 June in Chicago; 05:00 is 1 July
    expect(formatBusinessDay('2026-07-01T04:59:00Z', 'en')).toBe('06/30/2026');
    expect(formatBusinessDay('2026-07-01T05:00:00Z', 'es')).toBe('1 de julio de 2026');
  });

  it('refuses what is not an instant', () => {
    expect(() => formatBusinessDay('not a time', 'en')).toThrow(RangeError);
  });
});

describe('formatStoreTime and formatStoreDay', () => {
  const elPaso = { localStoreState: 'TX', localStoreCity: 'El Paso' };
  const houston = { localStoreState: 'TX', localStoreCity: 'Houston' };

  it('read the clock of the store’s city: El Paso is on Mountain time, Houston on Central', () => {
    const at = '2026-12-10T15:00:00.000Z';
    expect(formatStoreTime(at, elPaso, 'en')).toBe('12/10/2026, 8:00 AM MST');
    expect(formatStoreTime(at, houston, 'en')).toBe('12/10/2026, 9:00 AM CST');
    expect(formatFor('es').storeTime(at, elPaso)).toMatch(/^10\/12\/2026, 8:00\sa\.\s?m\.\sMST$/u);
  });

  it('give the day the store saw', () => {
    const lateInElPaso = '2026-12-11T06:30:00.000Z';
    expect(formatStoreDay(lateInElPaso, elPaso, 'en')).toBe('12/10/2026');
    expect(formatStoreDay(lateInElPaso, houston, 'en')).toBe('12/11/2026');
    expect(formatStoreDay(lateInElPaso, elPaso, 'es')).toBe('10 de diciembre de 2026');
  });
});

describe('formatFor', () => {
  it('binds the language, and maybeMoney passes a missing amount on', () => {
    const es = formatFor('es');
    expect(es.locale).toBe('es-US');
    expect(intlLocale('en')).toBe('en-US');
    expect(es.money(100)).toBe('$1.00');
    expect(es.maybeMoney(null)).toBeUndefined();
    expect(es.date('2026-07-04')).toBe('4 de julio de 2026');
  });
});
