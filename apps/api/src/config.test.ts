import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      siteMode: 'live',
      seedDemo: true,
      databaseUrl: undefined,
      secureCookies: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.vatRate).toBe(0.11);
    expect(loadConfig({ VAT_RATE: '0.05' }).vatRate).toBe(0.05);
  });

  it('bounds the rendered pages: 5 s fresh, 5 min stale, 2 renders at once, 8 waiting up to 2 s (issue 37)', () => {
    expect(loadConfig({}).pages).toEqual({
      freshMs: 5000,
      staleMs: 300_000,
      rendersAtOnce: 2,
      renderQueue: 8,
      renderWaitMs: 2000,
    });
    expect(loadConfig({ PAGE_RENDERS_AT_ONCE: '1', PAGE_RENDER_QUEUE: '0' }).pages).toMatchObject({
      rendersAtOnce: 1,
      renderQueue: 0,
    });
    expect(() => loadConfig({ PAGE_RENDERS_AT_ONCE: '0' })).toThrow(/PAGE_RENDERS_AT_ONCE must be 1 to 64/);
    expect(() => loadConfig({ PAGE_FRESH_SECONDS: '0' })).toThrow(/PAGE_FRESH_SECONDS/);
  });

  it('takes the footer social links from the environment, none by default', () => {
    expect(loadConfig({}).social).toEqual({ facebook: null, instagram: null, whatsapp: null });
    const env = { SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/souk.lb', WHATSAPP_NUMBER: '+961 71 123-456' };
    expect(loadConfig(env).social).toEqual({
      facebook: null,
      instagram: 'https://www.instagram.com/souk.lb',
      whatsapp: 'https://wa.me/96171123456',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_MODE: 'beta' }, 'SITE_MODE'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/souk', DATABASE_READ_URL: 'replica:5432' }, 'DATABASE_READ_URL'],
    [{ DATABASE_READ_URL: 'postgres://replica/souk' }, 'DATABASE_READ_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ COOKIE_DOMAIN: 'bad domain' }, 'COOKIE_DOMAIN'],
    [{ VAT_RATE: '11' }, 'VAT_RATE'],
    [{ SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' }, 'SOCIAL_FACEBOOK_URL'],
    [{ WHATSAPP_NUMBER: 'call me' }, 'WHATSAPP_NUMBER'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'souk prod' }, 'REDIS_KEY_PREFIX'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
  ])('stops on %o with a one-line message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('shares counters and caches through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'souk:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache.souk.lb', REDIS_KEY_PREFIX: 'souk-staging:' }).redis?.keyPrefix,
    ).toBe('souk-staging:');
  });

  it('reads the catalogue from a replica only when DATABASE_READ_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/souk' }).databaseReadUrl).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/souk', DATABASE_READ_URL: 'postgresql://replica/souk' })
        .databaseReadUrl,
    ).toBe('postgresql://replica/souk');
  });

  it('takes the settings of instances behind a load balancer', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, cookieDomain: undefined });
    expect(loadConfig({ TRUST_PROXY: 'true', COOKIE_DOMAIN: '.souk.lb' })).toMatchObject({
      trustProxy: true,
      cookieDomain: '.souk.lb',
    });
  });

  it('marks cookies Secure on anything but plain-http localhost', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://souk.lb' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).secureCookies).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false', SITE_MODE: 'prelaunch' })).toMatchObject({
      seedDemo: false,
      siteMode: 'prelaunch',
    });
  });

  it('adds the year of demo history unless DEMO_HISTORY says not to', () => {
    expect(loadConfig({}).demoHistory).toBe(true);
    expect(loadConfig({ DEMO_HISTORY: 'false' }).demoHistory).toBe(false);
    expect(() => loadConfig({ DEMO_HISTORY: 'sometimes' })).toThrow('DEMO_HISTORY');
  });
});
