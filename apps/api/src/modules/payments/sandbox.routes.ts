import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import {
  SANDBOX_CARDS,
  SANDBOX_WALLETS,
  sandboxOutcome,
  type sandboxGateway,
} from '../../integrations/payments/sandbox-gateway.ts';
import { sandboxCharges } from './payments.tables.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The hosted page speaks the shopper's language: the store passes `lang`, as it would a provider's `locale`. */
const TEXTS = {
  en: {
    title: 'Bobsal sandbox checkout',
    badge: 'Sandbox — no real money moves',
    heading: (method: string) => `Pay Souk with ${method}`,
    methods: { credit_card: 'Card', whish_money: 'Whish Money', omt: 'OMT' } as Record<string, string>,
    reference: 'Order',
    cardNumber: 'Card number',
    expiry: 'Expiry (MMYY)',
    cvc: 'CVC',
    wallet: 'Wallet phone number (8 digits)',
    pay: 'Pay',
    cancel: 'Cancel payment',
    succeeds: 'succeeds',
    declined: 'is declined',
    retry: 'asks you to try again',
    refundDeclined: 'succeeds; its refunds are declined',
    badCard: 'That card number is not valid.',
    badWallet: 'Enter the 8-digit wallet number.',
    tryAgain: 'The bank asked to try again. Please retry the payment.',
    otherLanguage: 'العربية',
  },
  ar: {
    title: 'صفحة الدفع التجريبية Bobsal',
    badge: 'بيئة تجريبية — لا تُنقل أموال حقيقية',
    heading: (method: string) => `ادفع لسوق عبر ${method}`,
    methods: { credit_card: 'البطاقة', whish_money: 'Whish Money', omt: 'OMT' } as Record<string, string>,
    reference: 'الطلب',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MMYY)',
    cvc: 'رمز التحقق',
    wallet: 'رقم هاتف المحفظة (8 أرقام)',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    succeeds: 'تنجح',
    declined: 'تُرفض',
    retry: 'تطلب إعادة المحاولة',
    refundDeclined: 'تنجح، ويُرفض ردّ المبلغ إليها',
    badCard: 'رقم البطاقة غير صالح.',
    badWallet: 'أدخل رقم المحفظة المؤلف من 8 أرقام.',
    tryAgain: 'طلب المصرف إعادة المحاولة. يرجى إعادة الدفع.',
    otherLanguage: 'English',
  },
};
type Language = keyof typeof TEXTS;
type PageError = 'badCard' | 'badWallet' | 'tryAgain';

/** The sandbox's hosted payment page: plain HTML, no script, like a provider's checkout. */
function page(charge: typeof sandboxCharges.$inferSelect, lang: Language, error?: PageError) {
  const text = TEXTS[lang];
  const card = charge.method === 'credit_card';
  const amount = `$${(charge.amountCents / 100).toFixed(2)}`;
  const testNumbers = card
    ? [
        [SANDBOX_CARDS.success, text.succeeds],
        [SANDBOX_CARDS.decline, text.declined],
        [SANDBOX_CARDS.retry, text.retry],
        [SANDBOX_CARDS.refundDeclined, text.refundDeclined],
      ]
    : [
        [SANDBOX_WALLETS.success, text.succeeds],
        [SANDBOX_WALLETS.decline, text.declined],
      ];
  const other: Language = lang === 'en' ? 'ar' : 'en';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans Arabic",Tahoma,sans-serif;background:#f1f5f3;margin:0;color:#1b2a24}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:28px}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px}.lang{font-size:14px;color:#2f6b4f}
h1{font-size:20px;margin:12px 0 4px}.badge{display:inline-block;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.amount{font-size:32px;font-weight:700;margin:18px 0 4px;direction:ltr;unicode-bidi:isolate}.muted{color:#5b6b64;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c9d4cf;border-radius:10px;font-size:16px;direction:ltr;text-align:start}
[dir=rtl] input{text-align:right}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:10px;background:#2f6b4f;color:#fff;font-size:16px;font-weight:600;cursor:pointer;font-family:inherit}
.cancel{background:#fff;color:#2f6b4f;border:1px solid #2f6b4f;margin-top:10px}.error{background:#fdecec;color:#a12626;border-radius:10px;padding:10px 12px;margin-top:16px;font-size:14px}
ul{padding-inline-start:18px;font-size:13px;color:#5b6b64}code{background:#f1f5f3;padding:1px 4px;border-radius:4px;direction:ltr;unicode-bidi:isolate}
</style></head><body><main>
<div class="top"><span class="badge">${escape(text.badge)}</span><a class="lang" href="?lang=${other}" lang="${other}">${escape(text.otherLanguage)}</a></div>
<h1>${escape(text.heading(text.methods[charge.method] ?? charge.method))}</h1>
<div class="amount">${escape(amount)}</div><div class="muted" data-order-number>${escape(text.reference)} <bdi dir="ltr">${escape(charge.description || charge.reference.slice(0, 8))}</bdi></div>
${error ? `<div class="error" role="alert">${escape(text[error])}</div>` : ''}
<form method="post">
${
  card
    ? `<label for="instrument">${escape(text.cardNumber)}</label><input id="instrument" name="instrument" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">${escape(text.expiry)}</label><input id="expiry" name="expiry" inputmode="numeric" maxlength="4" placeholder="1230" required></div>
<div><label for="cvc">${escape(text.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" maxlength="4" placeholder="123" required></div></div>`
    : `<label for="instrument">${escape(text.wallet)}</label><input id="instrument" name="instrument" inputmode="numeric" maxlength="8" placeholder="70000000" required>`
}
<button type="submit" name="action" value="pay">${escape(text.pay)} <bdi dir="ltr">${escape(amount)}</bdi></button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escape(text.cancel)}</button>
</form>
<ul>${testNumbers.map(([number, outcome]) => `<li><code>${number}</code> ${escape(outcome!)}</li>`).join('')}</ul>
</main></body></html>`;
}

export async function sandboxRoutes(
  app: FastifyInstance,
  options: { db: Db; sandbox: ReturnType<typeof sandboxGateway> },
) {
  const { db, sandbox } = options;
  await app.register(formbody, { bodyLimit: 4096 });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ chargeId: z.uuid('Unknown payment') });
  const querystring = z.object({ lang: z.enum(['en', 'ar']).catch('en').default('en') });

  async function openCharge(chargeId: string) {
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    if (!charge) throw new HttpError(404, 'Unknown payment');
    return charge;
  }

  api.get(
    '/api/payment/sandbox/checkout/:chargeId',
    { config: { access: 'public', reach: 'any' }, schema: { tags: ['sandbox gateway'], params, querystring } },
    async (request, reply) => {
      const charge = await openCharge(request.params.chargeId);
      if (charge.status !== 'open')
        return reply.redirect(
          `${charge.returnUrl}${charge.returnUrl.includes('?') ? '&' : '?'}payment=${charge.status === 'succeeded' ? 'success' : 'failed'}`,
        );
      return reply.type('text/html; charset=utf-8').send(page(charge, request.query.lang));
    },
  );

  api.post(
    '/api/payment/sandbox/checkout/:chargeId',
    {
      config: { access: 'public', reach: 'any' },
      schema: {
        tags: ['sandbox gateway'],
        params,
        querystring,
        body: z
          .object({ instrument: z.string().max(40).optional(), action: z.enum(['pay', 'cancel']).default('pay') })
          .passthrough(),
      },
    },
    async (request, reply) => {
      const charge = await openCharge(request.params.chargeId);
      const settle = async (outcome: 'succeeded' | 'failed') => {
        const returnTo =
          charge.status === 'open' ? await sandbox.settle(charge.id, outcome, request.body.instrument) : null;
        if (!returnTo) throw new HttpError(409, MESSAGES.paymentAlreadySettled);
        return reply.redirect(returnTo, 303);
      };
      if (request.body.action === 'cancel') return settle('failed');
      const outcome = sandboxOutcome(charge.method, request.body.instrument ?? '');
      const { lang } = request.query;
      if (outcome === 'invalid')
        return reply
          .status(422)
          .type('text/html; charset=utf-8')
          .send(page(charge, lang, charge.method === 'credit_card' ? 'badCard' : 'badWallet'));
      if (outcome === 'retry')
        return reply
          .status(402)
          .type('text/html; charset=utf-8')
          .send(page(charge, lang, 'tryAgain'));
      return settle(outcome);
    },
  );
}
