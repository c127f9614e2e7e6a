import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from '../modules/auth/auth.tables.ts';
import { DESK_ISSUE_TYPES } from '@souk/shared/schemas/cs';
import { faqs, issueTypes } from '../modules/cs/cs.tables.ts';
import { createBuyerTicket } from '../modules/cs/tickets.service.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';

const CLIENT_ISSUES = Object.keys(DESK_ISSUE_TYPES.client);
const SELLER_ISSUES = Object.keys(DESK_ISSUE_TYPES.seller);

const BUYER_FAQS: [category: string, question: string, answer: string][] = [
  [
    'orders',
    'How do I follow my order?',
    'Open Order history from your account: each order shows its status and every parcel, seller by seller.',
  ],
  [
    'payments',
    'Which payment methods can I use?',
    'Cash on delivery, a card, Whish Money or OMT. Prices show in USD or LBP at the rate of the day.',
  ],
  [
    'shipping',
    'How long does delivery take?',
    'Most orders arrive within 2 to 4 working days anywhere in Lebanon; the fee depends on the governorate.',
  ],
  [
    'returns&refunds',
    'Can I return an item?',
    'Yes, within 14 days of delivery: open Order history, choose the item and ask for a return. Our team follows it with the seller.',
  ],
  [
    'account',
    'I forgot my password',
    'Choose "Forgot password" on the login page: we send you a code to set a new one.',
  ],
];
const SELLER_FAQS: [category: string, question: string, answer: string][] = [
  ['selling', 'When is my shop live?', 'As soon as our team approves it; you get an e-mail and a notification.'],
  [
    'payments',
    'When am I paid?',
    'Payouts are calculated every two weeks from delivered orders, less the commission of your plan.',
  ],
  [
    'returns&refunds',
    'What happens when a buyer asks for a refund?',
    'Customer service sends you the request; you accept or reject it from Returns in your area.',
  ],
];

/** The desk's starting content: issue types, FAQs, and two tickets on the demo buyer's orders. */
export async function seedCustomerService(db: Db) {
  await db
    .insert(issueTypes)
    .values([
      ...CLIENT_ISSUES.map((value) => ({ userType: 'client', value, label: value })),
      ...SELLER_ISSUES.map((value) => ({ userType: 'seller', value, label: value })),
    ]);
  await db.insert(faqs).values([
    ...BUYER_FAQS.map(([category, question, answer], index) => ({
      type: 'buyer',
      category,
      question,
      answer,
      displayOrder: index + 1,
    })),
    ...SELLER_FAQS.map(([category, question, answer], index) => ({
      type: 'seller',
      category,
      question,
      answer,
      displayOrder: index + 1,
    })),
  ]);
  const [agent] = await db.select().from(users).where(eq(users.userName, 'cs.agent'));
  const [buyer] = await db.select().from(users).where(eq(users.userName, 'buyer'));
  if (!agent || !buyer) return;
  const items = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, buyer.id))
    .limit(2);
  for (const [index, item] of items.entries()) {
    await createBuyerTicket(
      db,
      { id: agent.id, accountTypes: agent.accountTypes },
      {
        ticketType: 'buyer',
        userId: buyer.id,
        orderId: item.orderId,
        selectedItems: [item.id],
        issueType: CLIENT_ISSUES[index]!,
        notes:
          index === 0 ? 'The box arrived crushed; the buyer sent photos on WhatsApp.' : 'Asked where the parcel is.',
        priority: index === 0,
      },
    );
  }
}
