import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { sendCodeSchema, verifyCodeSchema } from '@souk/shared/schemas/otp';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ADDRESS_LIMITS } from '../../http/address-gate.ts';
import { ok } from '../../http/envelope.ts';
import { isPhoneRegistered } from '../auth/auth.service.ts';
import { sendCode, verifyCode } from './otp.service.ts';
import { requestLanguage } from '../../http/request-language.ts';

export interface OutboxNudge {
  nudge(): void;
}

export async function otpRoutes(app: FastifyInstance, options: { db: Db; config: Config; outbox: OutboxNudge }) {
  const { db, outbox } = options;
  const { codeHashKey } = options.config;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['codes'];
  const isTaken = (phone: string, provenOnly: boolean) => isPhoneRegistered(db, phone, provenOnly);

  for (const [path, resend] of [
    ['/api/otp/send', false],
    ['/api/otp/resend', true],
  ] as const) {
    api.post(
      path,
      { config: { access: 'public', addressGate: ADDRESS_LIMITS.codes }, schema: { tags, body: sendCodeSchema } },
      async (request) => {
        const reply = await sendCode(db, codeHashKey, request.body, request.ip, isTaken, requestLanguage(request));
        outbox.nudge();
        app.metrics.codeSent(request.body.deliveryMethod, request.body.purpose);
        const message = resend
          ? MESSAGES.otpResent
          : request.body.deliveryMethod === 'email'
            ? MESSAGES.otpSentEmail
            : MESSAGES.otpSentPhone;
        return ok(reply, message);
      },
    );
  }

  api.post(
    '/api/otp/verify',
    { config: { access: 'public' }, schema: { tags, body: verifyCodeSchema } },
    async (request) => {
      return ok(await verifyCode(db, codeHashKey, request.body), MESSAGES.codeVerified);
    },
  );
}
