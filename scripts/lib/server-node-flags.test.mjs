import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags of the API package’s own start script too (package.json cannot import them)', () => {
    const { scripts } = JSON.parse(
      readFileSync(new URL('../../apps/api/package.json', import.meta.url), 'utf8'),
    );
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`);
  });
});
