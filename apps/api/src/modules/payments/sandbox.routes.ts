import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { SANDBOX_CARDS, SANDBOX_WALLETS, sandboxOutcome, type sandboxGateway } from '../../integrations/payments/sandbox-gateway.ts';
import { sandboxCharges } from './payments.tables.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const METHOD_LABELS: Record<string, string> = { credit_card: 'Card', whish_money: 'Whish Money', omt: 'OMT' };

/** The sandbox's hosted payment page: plain HTML, no script, like a provider's checkout. */
function page(charge: typeof sandboxCharges.$inferSelect, error?: string) {
  const card = charge.method === 'credit_card';
  const amount = `$${(charge.amountCents / 100).toFixed(2)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bobsal sandbox checkout</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f3;margin:0;color:#1b2a24}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}.badge{display:inline-block;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.amount{font-size:32px;font-weight:700;margin:18px 0 4px}.muted{color:#5b6b64;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #c9d4cf;border-radius:10px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:10px;background:#2f6b4f;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.cancel{background:#fff;color:#2f6b4f;border:1px solid #2f6b4f;margin-top:10px}.error{background:#fdecec;color:#a12626;border-radius:10px;padding:10px 12px;margin-top:16px;font-size:14px}
ul{padding-inline-start:18px;font-size:13px;color:#5b6b64}code{background:#f1f5f3;padding:1px 4px;border-radius:4px}
</style></head><body><main>
<span class="badge">Sandbox — no real money moves</span>
<h1>Pay Souk with ${escape(METHOD_LABELS[charge.method] ?? charge.method)}</h1>
<div class="amount">${escape(amount)}</div><div class="muted">Order reference ${escape(charge.reference.slice(0, 8))}</div>
${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
<form method="post">
${
  card
    ? `<label for="instrument">Card number</label><input id="instrument" name="instrument" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MMYY)</label><input id="expiry" name="expiry" inputmode="numeric" maxlength="4" placeholder="1230" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" maxlength="4" placeholder="123" required></div></div>`
    : `<label for="instrument">Wallet phone number (8 digits)</label><input id="instrument" name="instrument" inputmode="numeric" maxlength="8" placeholder="70000000" required>`
}
<button type="submit" name="action" value="pay">Pay ${escape(amount)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>
</form>
<ul>${
    card
      ? `<li><code>${SANDBOX_CARDS.success}</code> succeeds</li><li><code>${SANDBOX_CARDS.decline}</code> is declined</li><li><code>${SANDBOX_CARDS.retry}</code> asks you to try again</li>`
      : `<li><code>${SANDBOX_WALLETS.success}</code> succeeds</li><li><code>${SANDBOX_WALLETS.decline}</code> is declined</li>`
  }</ul>
</main></body></html>`;
}

export async function sandboxRoutes(app: FastifyInstance, options: { db: Db; sandbox: ReturnType<typeof sandboxGateway> }) {
  const { db, sandbox } = options;
  await app.register(formbody, { bodyLimit: 4096 });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ chargeId: z.uuid('Unknown payment') });

  async function openCharge(chargeId: string) {
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    if (!charge) throw new HttpError(404, 'Unknown payment');
    return charge;
  }

  api.get('/api/payment/sandbox/checkout/:chargeId', { config: { access: 'public' }, schema: { tags: ['sandbox gateway'], params } }, async (request, reply) => {
    const charge = await openCharge(request.params.chargeId);
    if (charge.status !== 'open') return reply.redirect(`${charge.returnUrl}${charge.returnUrl.includes('?') ? '&' : '?'}payment=${charge.status === 'succeeded' ? 'success' : 'failed'}`);
    return reply.type('text/html; charset=utf-8').send(page(charge));
  });

  api.post(
    '/api/payment/sandbox/checkout/:chargeId',
    { config: { access: 'public' }, schema: { tags: ['sandbox gateway'], params, body: z.object({ instrument: z.string().max(40).optional(), action: z.enum(['pay', 'cancel']).default('pay') }).passthrough() } },
    async (request, reply) => {
      const charge = await openCharge(request.params.chargeId);
      if (charge.status !== 'open') throw new HttpError(409, 'This payment is already settled.');
      if (request.body.action === 'cancel') return reply.redirect(await sandbox.settle(charge.id, 'failed'), 303);
      const outcome = sandboxOutcome(charge.method, request.body.instrument ?? '');
      if (outcome === 'invalid') return reply.status(422).type('text/html; charset=utf-8').send(page(charge, charge.method === 'credit_card' ? 'That card number is not valid.' : 'Enter the 8-digit wallet number.'));
      if (outcome === 'retry') return reply.status(402).type('text/html; charset=utf-8').send(page(charge, 'The bank asked to try again. Please retry the payment.'));
      return reply.redirect(await sandbox.settle(charge.id, outcome), 303);
    },
  );
}
