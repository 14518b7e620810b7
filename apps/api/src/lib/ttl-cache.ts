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

/** Values by key, each cached in process for a short time (per node; safe to drop). */
export class TtlMap<K, V> {
  private readonly caches = new Map<K, TtlCache<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxKeys = 1_000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    let cache = this.caches.get(key);
    if (!cache) {
      if (this.caches.size >= this.maxKeys) this.caches.clear();
      cache = new TtlCache<V>(this.ttlMs, this.clock);
      this.caches.set(key, cache);
    }
    return cache.get(load);
  }
}
