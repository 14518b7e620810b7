export { registerJobs } from './plugin';
export { startJobRuntime, type JobRuntime, type JobRuntimeOptions } from './runtime';
export type { JobSender, JobQueue, QueuePolicy, JobHandler } from './queue';
export type { JobContext, JobDefinition } from './types';
export type { JobSettings } from '../job-config';
