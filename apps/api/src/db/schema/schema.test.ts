import { readFileSync, readdirSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveMigrationsFolder } from '../migrate';
import * as schema from './index';

const tables = Object.entries(schema as Record<string, unknown>).filter(
  (entry): entry is [string, PgTable] => is(entry[1], PgTable),
);

/** Names that could hold a full card number or a security code. */
const FORBIDDEN =
  /card_?num|cardnumber|(^|[._])pan($|[._])|primary_?account|cvv|cvc|(^|[._])cid($|[._])|security_?code|full_?card/i;

describe('schema', () => {
  it('exports the tables the API codes against', () => {
    expect(tables.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'brands',
        'cards',
        'cashAdvances',
        'customers',
        'identities',
        'loans',
        'offers',
        'outbox',
        'profiles',
        'providers',
        'referralAccounts',
        'referralLedger',
        'settings',
        'stores',
      ]),
    );
  });

  it('uses snake_case SQL names for every table and column', () => {
    for (const [, table] of tables) {
      const config = getTableConfig(table);
      expect(config.name).toMatch(/^[a-z0-9_]+$/);
      for (const column of config.columns) expect(column.name).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it('has no column that could hold a card number or a CVV', () => {
    const names = tables.flatMap(([tableName, table]) => [
      ...getTableConfig(table).columns.map((c) => `${tableName}.${c.name}`),
      ...Object.keys(table).map((key) => `${tableName}.${key}`),
    ]);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => FORBIDDEN.test(name))).toEqual([]);
    const cardColumns = Object.keys(schema.cards);
    expect(cardColumns.filter((name) => FORBIDDEN.test(name))).toEqual([]);
    expect(cardColumns).toEqual(expect.arrayContaining(['processorToken', 'last4', 'bin8']));
  });

  it('keeps card display fields too short to hold a card number', () => {
    const columns = getTableConfig(schema.cards).columns;
    const sized = Object.fromEntries(columns.map((c) => [c.name, c.getSQLType()]));
    expect(sized.last4).toBe('char(4)');
    expect(sized.bin8).toBe('char(8)');
  });

  it('stores money as integer cents and instants with a time zone', () => {
    for (const [, table] of tables) {
      for (const column of getTableConfig(table).columns) {
        if (column.name.endsWith('_cents')) expect(column.getSQLType(), column.name).toBe('bigint');
        if (column.name.endsWith('_at') || column.name === 'doc_exp')
          expect(column.getSQLType(), column.name).toBe('timestamp with time zone');
      }
    }
  });

  it('has generated migrations with no card-number or CVV column', () => {
    const folder = resolveMigrationsFolder();
    const sqlFiles = readdirSync(folder).filter((f) => f.endsWith('.sql'));
    expect(sqlFiles.length).toBeGreaterThan(0);
    const text = sqlFiles.map((f) => readFileSync(`${folder}/${f}`, 'utf8')).join('\n');
    for (const [, table] of tables)
      expect(text).toContain(`CREATE TABLE "${getTableConfig(table).name}"`);
    const columnNames = [...text.matchAll(/^\s+"([a-z0-9_]+)" /gm)].map((m) => m[1] ?? '');
    expect(columnNames.filter((name) => FORBIDDEN.test(name))).toEqual([]);
  });
});
