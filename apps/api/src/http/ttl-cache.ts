import type { Redis } from 'ioredis';

/** Where named caches keep their entries while REDIS_URL is set (app.ts sets it once). */
let sharedStore: { redis: Redis; prefix: string } | undefined;

/**
 * From now on named caches keep their entries in Redis, so every instance answers from (and
 * fills) the same ones; returns what puts them back in each process.
 */
export function shareCachesThrough(redis: Redis, prefix: string): () => void {
  const store = { redis, prefix };
  sharedStore = store;
  return () => {
    if (sharedStore === store) sharedStore = undefined;
  };
}

/**
 * Hits and misses of every cache of this process by cache name, for GET /metrics. The caches live
 * at module level, shared by every app a process builds (one, outside tests), so their counts do too.
 */
const cacheCounts = new Map<string, { hits: number; misses: number }>();
export const cacheStatistics = (): ReadonlyMap<string, { readonly hits: number; readonly misses: number }> =>
  cacheCounts;

/**
 * A small cache with a time to live, for answers that may be a few seconds stale: listing totals,
 * predictive suggestions. In process (with a size bound, oldest entries go first) unless it has a
 * `name` and REDIS_URL is set: then its entries are JSON in Redis, expiring with the same time to
 * live, so a change made through one instance shows on every other within that time. Concurrent
 * misses for one key on one instance share a single load.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();
  private readonly loading = new Map<string, Promise<T>>();
  private readonly counts: { hits: number; misses: number };

  /** `name` also names the cache in the metrics; unnamed ones are counted together as `unnamed`. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly name?: string,
  ) {
    const label = name ?? 'unnamed';
    this.counts = cacheCounts.get(label) ?? { hits: 0, misses: 0 };
    cacheCounts.set(label, this.counts);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const shared = this.name ? sharedStore : undefined;
    return shared ? this.getShared(shared, key, load) : this.getLocal(key, load);
  }

  async clear() {
    this.entries.clear();
    const shared = this.name ? sharedStore : undefined;
    if (!shared) return;
    for await (const keys of shared.redis.scanStream({
      match: `${this.prefixIn(shared)}*`,
      count: 500,
    }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await shared.redis.unlink(...keys);
    }
  }

  private getLocal(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.counts.hits++;
      return hit.value;
    }
    this.counts.misses++;
    // Expired entries go as new ones come, not only past the size bound: that alone kept up to
    // 5,000 dead listing pages (80-170 KB each) alive, which bench/soak.ts saw as memory climbing
    // for as long as new URLs came. One time to live for all and a refreshed key moved to the
    // end keep the map in expiry order, so the expired entries are its first ones.
    this.entries.delete(key);
    for (const [oldest, entry] of this.entries) {
      if (entry.expires > now && this.entries.size < this.maxEntries) break;
      this.entries.delete(oldest);
    }
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed load is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Entries held in this process, expired ones not yet dropped included. */
  get localSize() {
    return this.entries.size;
  }

  private getShared(shared: NonNullable<typeof sharedStore>, key: string, load: () => Promise<T>): Promise<T> {
    const redisKey = this.prefixIn(shared) + key;
    const pending = this.loading.get(redisKey);
    if (pending) {
      this.counts.hits++;
      return pending;
    }
    // A cache is only a shortcut: while Redis is away the answer is loaded as if it were not there
    // (the health route reports Redis), rather than failing the page.
    const value = (async () => {
      const stored = await shared.redis.get(redisKey).catch(() => null);
      if (stored !== null) {
        this.counts.hits++;
        return JSON.parse(stored) as T;
      }
      this.counts.misses++;
      const fresh = await load();
      await shared.redis.set(redisKey, JSON.stringify(fresh), 'PX', this.ttlMs).catch(() => undefined);
      return fresh;
    })().finally(() => this.loading.delete(redisKey));
    this.loading.set(redisKey, value);
    return value;
  }

  private prefixIn(shared: NonNullable<typeof sharedStore>) {
    return `${shared.prefix}cache:${this.name}:`;
  }
}
