/** The pg-boss adapter's transaction: its commands commit together or not at all, on either driver. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from './test-db';
import { bossDbOf, type TransactionalBossDb } from './boss-db';

let database: DatabaseHandle;
let boss: TransactionalBossDb;
const names = async () =>
  (await boss.executeSql('select name from boss_db_probe order by name')).rows.map(
    (row) => (row as { name: string }).name,
  );

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  boss = bossDbOf(database);
  await boss.executeSql('create table boss_db_probe (name text primary key)');
  await boss.executeSql("insert into boss_db_probe values ('stored')");
});
afterAll(() => database.close());

describe('bossDbOf(database).transaction', () => {
  it('commits every command of the unit', async () => {
    await boss.transaction(async (tx) => {
      await tx.executeSql('delete from boss_db_probe where name = $1', ['stored']);
      await tx.executeSql('insert into boss_db_probe values ($1)', ['retry']);
    });
    expect(await names()).toEqual(['retry']);
  });

  it('rolls the delete back when the send after it fails: the job is never missing', async () => {
    await expect(
      boss.transaction(async (tx) => {
        await tx.executeSql('delete from boss_db_probe where name = $1', ['retry']);
        await tx.executeSql('insert into boss_db_probe values ($1), ($1)', ['duplicate']);
      }),
    ).rejects.toThrow();
    expect(await names()).toEqual(['retry']);
  });
});
