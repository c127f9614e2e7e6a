import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { forgotPasswordSchema, recoveryVerifySchema, resetPasswordSchema } from '@souk/shared/schemas/recovery';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ADDRESS_LIMITS } from '../../http/address-gate.ts';
import { ok } from '../../http/envelope.ts';
import type { OutboxNudge } from '../otp/otp.routes.ts';
import { checkResetToken, forgotPassword, resetPassword, verifyRecoveryCode } from './recovery.service.ts';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export async function recoveryRoutes(app: FastifyInstance, options: { db: Db; config: Config; outbox: OutboxNudge }) {
  const { db, outbox } = options;
  const { codeHashKey } = options.config;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recovery'];

  api.post(
    '/api/recovery/forgot-password',
    { config: { access: 'public', addressGate: ADDRESS_LIMITS.codes }, schema: { tags, body: forgotPasswordSchema } },
    async (request) => {
      const { token, sent } = await forgotPassword(db, codeHashKey, request.body.email, request.ip);
      outbox.nudge();
      if (sent) app.metrics.codeSent('email', 'password_reset');
      return ok(token, MESSAGES.resetCodeSent);
    },
  );

  api.post(
    '/api/recovery/verify-code',
    { config: { access: 'public' }, schema: { tags, body: recoveryVerifySchema } },
    async (request) => {
      return ok(await verifyRecoveryCode(db, codeHashKey, request.body), MESSAGES.codeVerified);
    },
  );

  api.get(
    '/api/recovery/reset-password/:token',
    { config: { access: 'public', reach: 'any' }, schema: { tags, params: tokenParams } },
    async (request) => {
      await checkResetToken(db, request.params.token);
      return ok(null, MESSAGES.tokenValid);
    },
  );

  api.post(
    '/api/recovery/reset-password/:token',
    { config: { access: 'public', reach: 'any' }, schema: { tags, params: tokenParams, body: resetPasswordSchema } },
    async (request) => {
      await resetPassword(db, request.params.token, request.body.password);
      return ok(null, MESSAGES.passwordResetDone);
    },
  );
}
