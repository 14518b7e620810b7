import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { runningJobSettings } from './job-config';

describe('the job settings a process runs with (decision 067)', () => {
  it('on the embedded database, unset: two workers a queue polling every 2 s', () => {
    const settings = runningJobSettings(loadConfig({}).jobs, 'pglite');
    expect(settings).toMatchObject({ workers: 2, pollingIntervalSeconds: 2, batchSize: 10 });
  });

  it('on PostgreSQL, unset: four workers a queue polling every 0.5 s (other processes send too)', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/lender' });
    expect(runningJobSettings(config.jobs, 'postgres')).toMatchObject({
      workers: 4,
      pollingIntervalSeconds: 0.5,
    });
  });

  it('what the environment sets wins on either database', () => {
    const jobs = loadConfig({ JOB_WORKERS: '8', JOB_POLL_SECONDS: '1' }).jobs;
    for (const kind of ['pglite', 'postgres'] as const)
      expect(runningJobSettings(jobs, kind)).toMatchObject({
        workers: 8,
        pollingIntervalSeconds: 1,
      });
  });
});
