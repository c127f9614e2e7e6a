import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CounterStore } from './counter-store.ts';
import { CHALLENGE_HEADER, type Challenges } from './challenges.ts';
import { ok } from './envelope.ts';
import { admit, type ThrottleKey } from './throttle.ts';

export type AddressLimit = Omit<ThrottleKey, 'key'> & { name: string };

/**
 * What one public address may do before it is asked for a challenge, and far above that before it
 * is refused. Generous: a carrier or an office puts many people behind one address. The strict
 * limits sit on what an attacker targets (a recipient, an account), not here.
 */
export const ADDRESS_LIMITS = {
  /** Codes by SMS, WhatsApp or e-mail (sign-up and password reset). */
  codes: { name: 'codes', windowSeconds: 3600, challengeAfter: 10, refuseAfter: 500 },
  signUp: { name: 'sign-up', windowSeconds: 3600, challengeAfter: 10, refuseAfter: 300 },
  /** Forms that reach customer service's inbox. */
  forms: { name: 'forms', windowSeconds: 600, challengeAfter: 5, refuseAfter: 100 },
} as const satisfies Record<string, AddressLimit>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each call per address; routes opt in with one of ADDRESS_LIMITS. */
    addressGate?: AddressLimit;
  }
  interface FastifyInstance {
    challenges: Challenges;
    /** Throttle counters every instance shares (the database, or Redis with REDIS_URL). */
    counters: CounterStore;
  }
}

/** Spends the solved challenge the request carries (true once for a valid one). */
export const challengeOf = (request: FastifyRequest) => () => {
  const header = request.headers[CHALLENGE_HEADER];
  return request.server.challenges.redeem(typeof header === 'string' ? header : undefined);
};

/** `factor` (ADDRESS_LIMIT_FACTOR) raises every threshold, for a site behind a very large shared address. */
export function registerAddressGate(app: FastifyInstance, counters: CounterStore, challenges: Challenges, factor = 1) {
  app.decorate('counters', counters);
  app.decorate('challenges', challenges);
  app.addHook('preHandler', async (request) => {
    const limit = request.routeOptions.config.addressGate;
    if (!limit) return;
    const key: ThrottleKey = {
      key: `gate:${limit.name}:${request.ip}`,
      windowSeconds: limit.windowSeconds,
      challengeAfter: limit.challengeAfter * factor,
      refuseAfter: limit.refuseAfter * factor,
    };
    await admit(counters, [key], challengeOf(request));
  });
  // A fresh challenge for the widget to solve; never cached, each one is good once.
  const options = { config: { access: 'public' as const }, schema: { tags: ['auth'] } };
  app.get('/api/auth/challenge', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await challenges.issue());
  });
}
