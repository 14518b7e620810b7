import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { parseWithoutEval } from './zod-without-eval';

describe('zod parses without eval (the CSP has no unsafe-eval)', () => {
  it('puts jitless on zod’s shared config object, made if zod has not loaded yet', () => {
    const fresh: Record<string, unknown> = {};
    parseWithoutEval(fresh);
    expect(fresh).toEqual({ __zod_globalConfig: { jitless: true } });
    const loaded: Record<string, unknown> = { __zod_globalConfig: { localeError: 'kept' } };
    parseWithoutEval(loaded);
    expect(loaded).toEqual({ __zod_globalConfig: { localeError: 'kept', jitless: true } });
  });

  it('is taken up by a zod that loads after it (the app’s entry runs before zod’s chunk): zod adopts that object', () => {
    // a process of its own: zod is loaded in this one already
    const script = `globalThis.__zod_globalConfig = { jitless: true };
      const { config } = await import('zod');
      process.stdout.write(String(config().jitless));`;
    const jitless = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(jitless).toBe('true');
  });

  it('reaches a zod already loaded, and zod then parses without trying new Function', async () => {
    const { z, config } = await import('zod');
    delete config().jitless;
    parseWithoutEval();
    expect(config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    const answer = z.object({ loanId: z.string(), cents: z.number().int() });
    expect(answer.parse({ loanId: 'L1', cents: 5 })).toEqual({ loanId: 'L1', cents: 5 });
    expect(probe).not.toHaveBeenCalled();
  });
});
