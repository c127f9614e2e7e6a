import { sharedCacheStore } from '../../http/ttl-cache.ts';

/** A page as it was rendered, with when and under which generations of what it shows. */
export interface KeptPage {
  status: number;
  html: string;
  /** Where a 301 points (a shop's page asked by its id or a former slug, issue 40). */
  location?: string;
  etag: string;
  /** When its render began (ms since the epoch): it shows what was there then. */
  renderedAt: number;
  /** The generations of its scopes when its render began (http/ttl-cache.ts `generationOf`). */
  generation: string;
}

/** How long a refresh may hold its claim on a page before another instance may try. */
const REFRESH_CLAIM_MS = 30_000;

/**
 * The rendered pages (issue 37): fresh for `freshMs`, then still answered, stale, for `staleMs` more
 * while one render refreshes them; a page whose generation is no longer current (purged) is never
 * answered. Each instance keeps the pages it answered (bounded; a page is 20-200 KB); while REDIS_URL
 * is set they are also kept in Redis, so an instance answers a page another one rendered, and one
 * refresh (claimed in Redis) serves them all.
 */
export class PageStore {
  private readonly local = new Map<string, KeptPage>();
  /**
   * Pages that are not there (404: a product id nobody sells): kept apart, here only and only while
   * fresh, so asking again for one costs neither a read nor a render, while random ids can neither
   * push real pages out nor fill Redis.
   */
  private readonly missing = new Map<string, KeptPage>();

  constructor(
    readonly freshMs: number,
    readonly staleMs: number,
    private readonly maxEntries = 500,
    private readonly maxMissing = 1000,
  ) {}

  /** How long a page is answered at all: fresh, then stale. */
  private get lifeMs() {
    return this.freshMs + this.staleMs;
  }

  /** The newest page kept for `key` under `generation` and within its stale time, or undefined. */
  async find(key: string, generation: string): Promise<KeptPage | undefined> {
    const now = Date.now();
    const gone = this.missing.get(key);
    if (gone && gone.generation === generation && now - gone.renderedAt < this.freshMs) return gone;
    const usable = (page: KeptPage | undefined) =>
      page && page.generation === generation && now - page.renderedAt < this.lifeMs ? page : undefined;
    const here = usable(this.local.get(key));
    if (here && now - here.renderedAt < this.freshMs) return here;
    const shared = sharedCacheStore();
    if (!shared) return here;
    // Stale or missing here: another instance may have rendered it since.
    const stored = await shared.redis.get(this.redisKey(shared.prefix, key)).catch(() => null);
    const there = usable(stored === null ? undefined : (JSON.parse(stored) as KeptPage));
    if (there && (!here || there.renderedAt > here.renderedAt)) {
      this.keepHere(key, there);
      return there;
    }
    return here;
  }

  /** Keeps a page just rendered, unless a newer one for `key` is already kept here. */
  async keep(key: string, page: KeptPage): Promise<void> {
    if (page.status === 404) return this.keepMissing(key, page);
    const current = this.local.get(key);
    if (current && current.generation === page.generation && current.renderedAt > page.renderedAt) return;
    this.keepHere(key, page);
    const shared = sharedCacheStore();
    const lifeMs = page.renderedAt + this.lifeMs - Date.now();
    if (!shared || lifeMs <= 0) return;
    await shared.redis
      .set(this.redisKey(shared.prefix, key), JSON.stringify(page), 'PX', Math.ceil(lifeMs))
      .catch(() => undefined);
  }

  /**
   * Whether this instance may refresh `key`'s stale page: true for one instance at a time (a claim
   * in Redis, given back by `done`, or lapsing); always true without Redis, where the page routes let
   * one refresh per key run.
   */
  async claimRefresh(key: string): Promise<{ done: () => Promise<void> } | undefined> {
    const shared = sharedCacheStore();
    if (!shared) return { done: async () => {} };
    const claim = `${this.redisKey(shared.prefix, key)}:refresh`;
    const claimed = await shared.redis.set(claim, '1', 'PX', REFRESH_CLAIM_MS, 'NX').catch(() => null);
    if (claimed !== 'OK') return undefined;
    return {
      done: () =>
        shared.redis.del(claim).then(
          () => undefined,
          () => undefined,
        ),
    };
  }

  /** Pages held in this process. */
  get localSize() {
    return this.local.size;
  }

  private keepHere(key: string, page: KeptPage) {
    // The newest last (a Map iterates in insertion order): past the bound the oldest go first.
    this.local.delete(key);
    this.local.set(key, page);
    const now = Date.now();
    for (const [oldest, kept] of this.local) {
      if (this.local.size <= this.maxEntries && now - kept.renderedAt < this.lifeMs) break;
      this.local.delete(oldest);
    }
  }

  private keepMissing(key: string, page: KeptPage) {
    this.missing.delete(key);
    this.missing.set(key, page);
    for (const oldest of this.missing.keys()) {
      if (this.missing.size <= this.maxMissing) break;
      this.missing.delete(oldest);
    }
  }

  private redisKey(prefix: string, key: string) {
    return `${prefix}page:${key}`;
  }
}
