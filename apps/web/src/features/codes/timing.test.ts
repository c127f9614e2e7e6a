import { describe, expect, it } from 'vitest';
import { formatClock, resendCooldownSeconds, validitySeconds } from './timing.ts';

describe('code timing (spec 1 section 4)', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  const inSeconds = (seconds: number) => new Date(now + seconds * 1000).toISOString();

  it('takes resendAfterSeconds first, then cooldownSeconds', () => {
    expect(resendCooldownSeconds({ resendAfterSeconds: 45, cooldownSeconds: 90, expiresAt: inSeconds(200) }, now)).toBe(
      45,
    );
    expect(resendCooldownSeconds({ cooldownSeconds: 90, expiresAt: inSeconds(200) }, now)).toBe(90);
    expect(resendCooldownSeconds({ resendAfterSeconds: 0, cooldownSeconds: 30 }, now)).toBe(30);
  });

  it('then the time to expiresAt, capped by the validity', () => {
    expect(resendCooldownSeconds({ expiresAt: inSeconds(200) }, now)).toBe(200);
    expect(resendCooldownSeconds({ expiresAt: inSeconds(900), validityMinutes: 5 }, now)).toBe(300);
    expect(resendCooldownSeconds({ expiresAt: inSeconds(900), validityMinutes: 10 }, now)).toBe(600);
  });

  it('else 60 s, also for an expiry already past or unreadable', () => {
    expect(resendCooldownSeconds({}, now)).toBe(60);
    expect(resendCooldownSeconds({ expiresAt: inSeconds(-5) }, now)).toBe(60);
    expect(resendCooldownSeconds({ expiresAt: 'soon' }, now)).toBe(60);
  });

  it('counts the validity from validityMinutes, 5 minutes by default', () => {
    expect(validitySeconds({ validityMinutes: 5 })).toBe(300);
    expect(validitySeconds({ validityMinutes: 2 })).toBe(120);
    expect(validitySeconds({})).toBe(300);
  });

  it('formats mm:ss', () => {
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(9.2)).toBe('00:10');
  });
});
