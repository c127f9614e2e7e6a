import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareCachesThrough, TtlCache } from './ttl-cache.ts';

describe('TtlCache in process', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const loader = () => {
    const load = vi.fn(async () => 'answer');
    return load;
  };

  // The soak (bench/soak.ts) saw the server's memory climb while new listing URLs kept coming:
  // dead answers stayed until 5,000 of them had piled up.
  it('drops expired entries as new ones come, not only past the size bound', async () => {
    const cache = new TtlCache<string>(5_000);
    for (let page = 1; page <= 100; page++) await cache.get(`/api/products/getproducts?page=${page}`, loader());
    expect(cache.localSize).toBe(100);
    vi.advanceTimersByTime(6_000);
    await cache.get('/api/products/getproducts?page=101', loader());
    expect(cache.localSize).toBe(1);
  });

  it('keeps fresh entries, answers them without loading again, and still holds to its size bound', async () => {
    const cache = new TtlCache<string>(5_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, loader());
    expect(cache.localSize).toBe(3);
    const again = loader();
    await cache.get('d', again);
    expect(again).not.toHaveBeenCalled();
    const oldest = loader();
    await cache.get('a', oldest);
    expect(oldest).toHaveBeenCalledOnce();
  });

  it('keeps a key reloaded after it expired until its new time is up', async () => {
    const cache = new TtlCache<string>(1_000);
    await cache.get('a', loader());
    vi.advanceTimersByTime(500);
    await cache.get('b', loader());
    vi.advanceTimersByTime(600);
    await cache.get('a', loader()); // expired: loaded again, now the newest
    vi.advanceTimersByTime(500);
    await cache.get('c', loader()); // b has expired and goes; a has not
    expect(cache.localSize).toBe(2);
    const fresh = loader();
    await cache.get('a', fresh);
    expect(fresh).not.toHaveBeenCalled();
  });
});

describe('TtlCache shared through Redis', () => {
  it('answers by loading while Redis cannot be reached, instead of failing the request', async () => {
    // Nothing listens on port 1: every command fails at once.
    const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null });
    unreachable.on('error', () => undefined);
    const stopSharing = shareCachesThrough(unreachable, 'ttl-cache-test:');
    try {
      const cache = new TtlCache<string>(5_000, 10, 'unreachable');
      const load = vi.fn(async () => 'fresh answer');
      await expect(cache.get('a', load)).resolves.toBe('fresh answer');
      expect(load).toHaveBeenCalledOnce();
    } finally {
      stopSharing();
      unreachable.disconnect();
    }
  });
});
