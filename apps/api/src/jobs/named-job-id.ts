import { createHash } from 'node:crypto';

/**
 * A pg-boss id (a uuid, version 5's shape) named by what the job is for: every process that queues the same job
 * (a day's pass, one charge's notice) names it alike, so the queue keeps one. The daily passes use it (auto-pay,
 * due-date reminders).
 */
export function namedJobId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
