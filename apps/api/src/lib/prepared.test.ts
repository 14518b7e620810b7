import { describe, expect, it } from 'vitest';
import { lazily, perDatabase } from './prepared';

/** a Drizzle-shaped object: its session sends queries through `client` */
const drizzleOn = (client: object) => ({ session: { client } });

describe('perDatabase', () => {
  it('builds once per connection: two transactions on one pooled connection share the statements', () => {
    let builds = 0;
    const statements = perDatabase((db: object) => ({ db, build: ++builds }));
    const connection = {};
    const first = statements(drizzleOn(connection));
    const second = statements(drizzleOn(connection));
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect(statements(drizzleOn({}))).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('keys by the object itself when it names no client (PGlite transactions, plain objects), and apart per key', () => {
    let builds = 0;
    const statements = perDatabase((_db: object, key: string) => ({ key, build: ++builds }));
    const db = {};
    expect(statements(db, 'NLS')).toBe(statements(db, 'NLS'));
    expect(statements(db, 'TLXe').key).toBe('TLXe');
    expect(statements({}, 'NLS')).not.toBe(statements(db, 'NLS'));
    expect(builds).toBe(3);
  });
});

describe('lazily', () => {
  it('builds each statement on its first use only, and once', () => {
    const built: string[] = [];
    const statements = lazily({
      a: () => (built.push('a'), { name: 'a' }),
      b: () => (built.push('b'), { name: 'b' }),
    });
    expect(built).toEqual([]);
    expect(statements.a.name).toBe('a');
    expect(statements.a).toBe(statements.a);
    expect(built).toEqual(['a']);
    expect(Object.keys(statements)).toEqual(['a', 'b']);
    expect(built).toEqual(['a']);
  });
});
