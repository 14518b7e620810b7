import type { Clock } from './clock';

/** A single value cached in process for a short time (per node; safe to drop). */
export class TtlCache<T> {
  private entry: { value: T; expiresAt: number } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  async get(load: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    if (this.entry && this.entry.expiresAt > now) return this.entry.value;
    const value = await load();
    this.entry = { value, expiresAt: now + this.ttlMs };
    return value;
  }

  clear(): void {
    this.entry = undefined;
  }
}
