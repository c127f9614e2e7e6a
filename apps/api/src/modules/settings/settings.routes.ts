import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES } from '@souk/shared/roles';
import { settingsPatchSchema } from '@souk/shared/schemas/settings';
import { centsToUsd } from '@souk/shared/money';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { saveSettings, siteRules, type SiteRules } from './settings.service.ts';

/** The settings as admins read and send them: fees in USD. */
const settingsView = (rules: SiteRules) => ({
  ...rules,
  deliveryFees: Object.fromEntries(
    Object.entries(rules.deliveryCents).map(([governorate, cents]) => [governorate, centsToUsd(cents)]),
  ),
  deliveryCents: undefined,
  cashOnDelivery: {
    confirmBelowDelivered: rules.cashOnDelivery.confirmBelowDelivered,
    confirmHours: rules.cashOnDelivery.confirmHours,
    refusalLimit: rules.cashOnDelivery.refusalLimit,
    fee: centsToUsd(rules.cashOnDelivery.feeCents),
    maxTotal: rules.cashOnDelivery.maxTotalCents === null ? null : centsToUsd(rules.cashOnDelivery.maxTotalCents),
  },
});

/** Issue 14: site settings stored in the database and applied without a restart (admins only). */
export async function settingsRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: ADMIN_TYPES } as const;
  const tags = ['administration'];
  const me = (request: FastifyRequest) => request.auth!.user.id;

  /**
   * Which sign-in providers are on, and what turns one on (issue 38): they are set in the server's
   * environment, not here, since their secrets must not live in the database.
   */
  const signIn = (['google', 'facebook'] as const).map((provider) => ({
    provider,
    on: config.oauth[provider] !== undefined,
    variables: [`${provider.toUpperCase()}_CLIENT_ID`, `${provider.toUpperCase()}_CLIENT_SECRET`],
    callbackUrl: `${config.publicUrl}/api/auth/${provider}/callback`,
  }));
  api.get('/api/admin/settings', { config: admins, schema: { tags } }, async () =>
    ok({ settings: settingsView(await siteRules(db, config)), signIn }),
  );
  api.put('/api/admin/settings', { config: admins, schema: { tags, body: settingsPatchSchema } }, async (request) => {
    await saveSettings(db, me(request), request.body);
    return ok({ settings: settingsView(await siteRules(db, config)) }, MESSAGES.settingSaved);
  });
}
