/**
 * What an e-mail costs to build (issue 41, decision 0023): for each kind of e-mail, the time to
 * render its HTML with react-email and to read its plain-text alternative from it, and the size of
 * each part. No database: the templates alone, as the services call them inside their transactions.
 *
 *   node --import tsx bench/email-render.tsx        (ROUNDS=200 by default)
 */
// The server runs through tsx from the repository's root, where no tsconfig names the JSX runtime.
/** @jsxRuntime automatic @jsxImportSource react */
import { gzipSync } from 'node:zlib';
import { render, toPlainText } from '@react-email/render';
import type { EmailOrder } from '../apps/api/src/modules/emails/blocks.tsx';
import {
  buyerNoticeEmail,
  codeEmail,
  orderThanksEmail,
  sellerNoticeEmail,
  welcomeEmail,
  type Email,
} from '../apps/api/src/modules/emails/emails.tsx';
import { supportAnswerEmail } from '../apps/api/src/modules/emails/messages.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 200);

const order: EmailOrder = {
  orderNumber: 'SK100123',
  lines: [
    { name: 'Olive oil soap, 3 bars', details: 'green', quantity: 2, unitPriceCents: 850 },
    { name: 'Cedar wood box', details: 'L', quantity: 1, unitPriceCents: 1200 },
    { name: 'Zaatar mix 500 g', quantity: 3, unitPriceCents: 650 },
  ],
  totals: {
    subtotalCents: 4850,
    discountCents: 500,
    shippingCents: 300,
    vatCents: 478,
    codFeeCents: 100,
    totalCents: 5228,
  },
  address: { name: 'Rana Khoury', lines: ['Hamra St', 'Building Al Nour, 3', 'Beirut'], phone: '+96171123456' },
};

const kinds: [string, (language: 'en' | 'ar') => Email][] = [
  ['welcome', (language) => welcomeEmail({ language, name: 'Rana' })],
  ['code', (language) => codeEmail({ language, purpose: 'verification', code: '482913', minutes: 5 })],
  [
    'order thanks (3 items)',
    (language) => orderThanksEmail({ language, orderNumber: 'SK100123', totalCents: 5228, cash: true, order }),
  ],
  [
    'order shipped (notice)',
    (language) =>
      buyerNoticeEmail({
        language,
        kind: 'order_shipped',
        params: { orderNumber: 'SK100123', seller: 'Cedar Crafts' },
        order,
      }),
  ],
  [
    'seller new order',
    (language) =>
      sellerNoticeEmail({
        language,
        kind: 'new_order',
        params: { orderNumber: 'SK100123', units: 3, amount: '$48.50' },
      }),
  ],
  [
    'support answer',
    (language) =>
      supportAnswerEmail(language, { name: 'Rana', answer: 'It left this morning.', wrote: 'Where is it?' }),
  ],
];

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`rounds per kind and language: ${ROUNDS} (after 20 warm-up rounds)\n`);
console.log('| e-mail | language | HTML render | plain text | HTML size (gzip) | text size |');
console.log('|---|---|---|---|---|---|');
for (const [name, build] of kinds)
  for (const language of ['en', 'ar'] as const) {
    for (let round = 0; round < 20; round++) toPlainText(await render(build(language).element));
    let html = '';
    let renderMs = 0;
    let textMs = 0;
    let text = '';
    for (let round = 0; round < ROUNDS; round++) {
      const started = process.hrtime.bigint();
      html = await render(build(language).element);
      renderMs += ms(started);
      const textStarted = process.hrtime.bigint();
      text = toPlainText(html);
      textMs += ms(textStarted);
    }
    const bytes = Buffer.byteLength(html);
    console.log(
      `| ${name} | ${language} | ${(renderMs / ROUNDS).toFixed(2)} ms | ${(textMs / ROUNDS).toFixed(2)} ms | ${kb(bytes)} (${kb(gzipSync(html).length)}) | ${kb(Buffer.byteLength(text))} |`,
    );
  }
