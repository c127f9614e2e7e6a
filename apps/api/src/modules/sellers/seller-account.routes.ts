import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPDATE_TOKEN_HEADER } from '@souk/shared/headers';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import {
  onboardingChoiceSchema,
  SELLER_MANAGEMENT_CHOICES,
  SELLER_PLAN_CHOICES,
  SELLER_STATUS_CHOICES,
  sellerSignupSchema,
  sellerUpdateSchema,
} from '@souk/shared/schemas/sellers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import {
  decideUpdateRequest,
  listSellers,
  listUpdateRequests,
  myUpdateRequests,
  requestProfileUpdate,
  requireSellerProfile,
  saveOnboardingChoice,
  sellerProfileView,
  setSellerManagement,
  setSellerPlan,
  setSellerStatus,
  signUpSeller,
  submitProfileUpdate,
} from './seller-account.service.ts';
import { liveConfig, siteRules } from '../settings/settings.service.ts';

const sellerParams = z.object({ id: z.uuid(MESSAGES.sellerNotFound) });

/** Spec 2 sections 2, 3 and 7: becoming a seller, the seller's profile and its changes; shop approval by admins. */
export async function sellerAccountRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sellers'];
  const me = (request: FastifyRequest) => request.auth!.user;

  api.post(
    '/api/auth/onboarding',
    { config: { access: 'user', reach: 'any' }, schema: { tags, body: sellerSignupSchema } },
    async (request, reply) => {
      const profile = await signUpSeller(db, me(request).id, request.body);
      return reply.status(201).send(ok({ seller: await sellerProfileView(db, profile) }, MESSAGES.sellerSignedUp));
    },
  );

  api.put(
    '/api/seller/onboarding/choice',
    { config: { access: 'user' }, schema: { tags, body: onboardingChoiceSchema } },
    async (request) => ok(await saveOnboardingChoice(db, me(request).id, request.body), MESSAGES.choicesSaved),
  );

  // The suspended shop's page reads these two: its status, and how to reach Souk.
  const suspendedPage = { access: SELLER_TYPES, openToSuspendedShop: true } as const;
  api.get('/api/seller/profile', { config: suspendedPage, schema: { tags } }, async (request) =>
    ok({ seller: await sellerProfileView(db, await requireSellerProfile(db, me(request).id)) }),
  );

  api.get('/api/seller/contact-info', { config: suspendedPage, schema: { tags } }, async (request) => {
    const profile = await requireSellerProfile(db, me(request).id);
    const live = await liveConfig(db, config);
    const { hotline } = await siteRules(db, config);
    return ok({
      seller: {
        businessName: profile.businessName,
        businessEmail: profile.businessEmail,
        businessPhone: profile.businessPhone,
        communicationMethod: profile.communicationMethod,
      },
      support: { email: live.mail.support, whatsapp: live.social.whatsapp, hotline },
    });
  });

  api.post(
    '/api/seller-update/request-update',
    { config: { access: SELLER_TYPES }, schema: { tags } },
    async (request) => {
      await requestProfileUpdate(db, me(request).id, me(request).email);
      return ok(null, MESSAGES.updateTokenSent);
    },
  );

  api.post(
    '/api/seller-update/submit-form',
    {
      config: { access: SELLER_TYPES, reach: 'any' },
      schema: {
        tags,
        body: sellerUpdateSchema,
        headers: z.object({ [UPDATE_TOKEN_HEADER]: z.string().trim().min(1).max(200).optional() }),
      },
    },
    async (request) => {
      const token = request.headers[UPDATE_TOKEN_HEADER];
      if (!token) throw new HttpError(401, MESSAGES.updateTokenInvalid);
      return ok(
        { request: await submitProfileUpdate(db, me(request).id, token, request.body) },
        MESSAGES.updateRequestSubmitted,
      );
    },
  );

  api.get('/api/seller-update/my-requests', { config: { access: SELLER_TYPES }, schema: { tags } }, async (request) =>
    ok({ requests: await myUpdateRequests(db, me(request).id) }),
  );

  // Admin side (the screens come with the administration issue).
  const admin = { access: ADMIN_TYPES } as const;
  const adminTags = ['admin: sellers'];

  api.get(
    '/api/admin/sellers',
    {
      config: admin,
      schema: {
        tags: adminTags,
        querystring: z.object({
          status: z.enum(['pending', ...SELLER_STATUS_CHOICES]).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => ok(await listSellers(db, request.query)),
  );

  api.put(
    '/api/admin/sellers/:id/status',
    {
      config: admin,
      schema: {
        tags: adminTags,
        params: sellerParams,
        body: z.object({ status: z.enum(SELLER_STATUS_CHOICES, 'Status must be active or suspended') }),
      },
    },
    async (request) =>
      ok(
        {
          seller: await sellerProfileView(
            db,
            await setSellerStatus(db, request.auth!.user.id, request.params.id, request.body.status),
          ),
        },
        MESSAGES.sellerStatusUpdated,
      ),
  );

  api.put(
    '/api/admin/sellers/:id/plan',
    {
      config: admin,
      schema: {
        tags: adminTags,
        params: sellerParams,
        body: z.object({ plan: z.enum(SELLER_PLAN_CHOICES, 'Plan must be regular, premium or gold') }),
      },
    },
    async (request) =>
      ok(
        {
          seller: await sellerProfileView(
            db,
            await setSellerPlan(db, request.auth!.user.id, request.params.id, request.body.plan),
          ),
        },
        MESSAGES.sellerPlanUpdated,
      ),
  );

  api.put(
    '/api/admin/sellers/:id/management',
    {
      config: admin,
      schema: {
        tags: adminTags,
        params: sellerParams,
        body: z.object({
          dataEntryChoice: z.enum(SELLER_MANAGEMENT_CHOICES, 'Choose self_managed or product_managed'),
        }),
      },
    },
    async (request) =>
      ok(
        {
          seller: await sellerProfileView(
            db,
            await setSellerManagement(db, request.auth!.user.id, request.params.id, request.body.dataEntryChoice),
          ),
        },
        MESSAGES.sellerManagementUpdated,
      ),
  );

  api.get(
    '/api/admin/seller-update-requests',
    {
      config: admin,
      schema: {
        tags: adminTags,
        querystring: z.object({ status: z.enum(['pending', 'approved', 'declined']).default('pending') }),
      },
    },
    async (request) => ok({ requests: await listUpdateRequests(db, request.query.status) }),
  );

  api.put(
    '/api/admin/seller-update-requests/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        params: z.object({ id: z.uuid(MESSAGES.updateRequestNotFound) }),
        body: z.object({ decision: z.enum(['approve', 'decline']), note: z.string().trim().max(500).optional() }),
      },
    },
    async (request) => {
      const decided = await decideUpdateRequest(db, {
        id: request.params.id,
        adminId: me(request).id,
        ...request.body,
      });
      return ok(
        { request: decided },
        request.body.decision === 'approve' ? MESSAGES.updateRequestApproved : MESSAGES.updateRequestDeclined,
      );
    },
  );
}
