import { randomBytes } from 'node:crypto';
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

/** Redis and the key prefix named caches use while REDIS_URL is set (the page store keeps pages there too). */
export const sharedCacheStore = (): { redis: Redis; prefix: string } | undefined => sharedStore;

/**
 * Purges (issue 37): a cache that depends on what a scope names (`site`: everything the storefront
 * shows; `lists`: the home and the listings; `product:<id>`: one product) keeps the generation of
 * each of its scopes with its entries, and answers an entry only while those generations are still
 * the current ones. `purgeScopes` gives the scopes new generations: in Redis while REDIS_URL is set,
 * so every instance sees it on its next read (one MGET, in the same round trip as the entry), else
 * in this process. A load that started before a purge stores what it read under the generation it
 * started with, which is no longer current: it can never be answered after the purge.
 */
const localGenerations = new Map<string, { token: string; at: number }>();
/**
 * How long a generation is kept: longer than any entry that depends on it may live (a page's fresh
 * and stale times are at most an hour each, config.ts), so a scope that was forgotten and reads "0"
 * again has no entry left from before its purge.
 */
const GENERATION_KEPT_MS = 3 * 60 * 60_000;
const LOCAL_GENERATIONS_KEPT = 10_000;
const generationKey = (shared: NonNullable<typeof sharedStore>, scope: string) => `${shared.prefix}generation:${scope}`;
const localGeneration = (scope: string) => localGenerations.get(scope)?.token ?? '0';

/** The current generation of each scope, joined: what an entry that depends on them is kept with. */
export async function generationOf(scopes: readonly string[]): Promise<string> {
  const shared = sharedStore;
  if (shared && scopes.length > 0) {
    const values = await shared.redis.mget(scopes.map((scope) => generationKey(shared, scope))).catch(() => undefined);
    if (values) return values.map((value) => value ?? '0').join('|');
  }
  return scopes.map(localGeneration).join('|');
}

/** New generations for `scopes`: no entry kept under the old ones is answered again, here or on any instance. */
export async function purgeScopes(scopes: readonly string[]): Promise<void> {
  if (scopes.length === 0) return;
  const now = Date.now();
  const token = `${now.toString(36)}.${randomBytes(6).toString('hex')}`;
  for (const scope of scopes) {
    localGenerations.delete(scope);
    localGenerations.set(scope, { token, at: now });
  }
  // Oldest first (a Map iterates in insertion order); only ones older than any entry may be.
  for (const [scope, generation] of localGenerations) {
    if (localGenerations.size <= LOCAL_GENERATIONS_KEPT || now - generation.at < GENERATION_KEPT_MS) break;
    localGenerations.delete(scope);
  }
  const shared = sharedStore;
  if (!shared) return;
  const writes = shared.redis.multi();
  for (const scope of scopes) writes.set(generationKey(shared, scope), token, 'PX', GENERATION_KEPT_MS);
  // While Redis is away the other instances cannot be told; the write that purged has happened all
  // the same, so it is not failed: their entries run out with their fresh and stale times.
  await writes.exec().catch(() => undefined);
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

  /**
   * `name` also names the cache in the metrics; unnamed ones are counted together as `unnamed`.
   * `scopes`: what its entries show, purged by `purgeScopes`.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly name?: string,
    private readonly scopes: readonly string[] = [],
  ) {
    const label = name ?? 'unnamed';
    this.counts = cacheCounts.get(label) ?? { hits: 0, misses: 0 };
    cacheCounts.set(label, this.counts);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const shared = this.name ? sharedStore : undefined;
    if (shared)
      return this.scopes.length > 0 ? this.getSharedScoped(shared, key, load) : this.getShared(shared, key, load);
    // In process the generations are this process's: an entry is kept under the ones it was loaded with.
    return this.getLocal(this.scopes.length > 0 ? `${this.scopes.map(localGeneration).join('|')}|${key}` : key, load);
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

  /**
   * A purged entry is never answered: the generations of its scopes are read with it, in one MGET,
   * and compared with the ones it was stored with. Concurrent misses share a load only within one
   * generation, so a request after a purge never waits for a load that began before it.
   */
  private async getSharedScoped(shared: NonNullable<typeof sharedStore>, key: string, load: () => Promise<T>) {
    const redisKey = this.prefixIn(shared) + key;
    const read = await shared.redis
      .mget(...this.scopes.map((scope) => generationKey(shared, scope)), redisKey)
      .catch(() => undefined);
    const generation = read
      ? read
          .slice(0, -1)
          .map((value) => value ?? '0')
          .join('|')
      : this.scopes.map(localGeneration).join('|');
    const stored = read?.at(-1);
    if (stored) {
      const entry = JSON.parse(stored) as { generation: string; value: T };
      if (entry.generation === generation) {
        this.counts.hits++;
        return entry.value;
      }
    }
    const loadingKey = `${generation}|${redisKey}`;
    const pending = this.loading.get(loadingKey);
    if (pending) {
      this.counts.hits++;
      return pending;
    }
    this.counts.misses++;
    const value = (async () => {
      const fresh = await load();
      await shared.redis
        .set(redisKey, JSON.stringify({ generation, value: fresh }), 'PX', this.ttlMs)
        .catch(() => undefined);
      return fresh;
    })().finally(() => this.loading.delete(loadingKey));
    this.loading.set(loadingKey, value);
    return value;
  }

  private prefixIn(shared: NonNullable<typeof sharedStore>) {
    return `${shared.prefix}cache:${this.name}:`;
  }
}
