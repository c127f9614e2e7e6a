import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../modules/auth/auth.tables.ts';
import { DESK_ISSUE_TYPES } from '@souk/shared/schemas/cs';
import { faqs, issueTypes } from '../modules/cs/cs.tables.ts';
import { createBuyerTicket } from '../modules/cs/tickets.service.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';

const CLIENT_ISSUES = Object.keys(DESK_ISSUE_TYPES.client);
const SELLER_ISSUES = Object.keys(DESK_ISSUE_TYPES.seller);

/** A FAQ as the desk starts with it, in English and in Arabic. */
type SeedFaq = [category: string, question: string, answer: string, questionAr: string, answerAr: string];

const BUYER_FAQS: SeedFaq[] = [
  [
    'orders',
    'How do I follow my order?',
    'Open Order history from your account: each order shows its status and every parcel, seller by seller.',
    'كيف أتابع طلبي؟',
    'افتح سجل الطلبات من حسابك: يظهر كل طلب بحالته وبكل طرد فيه، بائعاً بائعاً.',
  ],
  [
    'payments',
    'Which payment methods can I use?',
    'Cash on delivery, a card, Whish Money or OMT. Prices show in USD or LBP at the rate of the day.',
    'ما طرق الدفع المتاحة؟',
    'الدفع نقداً عند الاستلام أو بالبطاقة أو عبر Whish Money أو OMT. تظهر الأسعار بالدولار أو بالليرة اللبنانية بسعر اليوم.',
  ],
  [
    'shipping',
    'How long does delivery take?',
    'Most orders arrive within 2 to 4 working days anywhere in Lebanon; the fee depends on the governorate.',
    'كم يستغرق التوصيل؟',
    'تصل معظم الطلبات خلال يومين إلى أربعة أيام عمل إلى أي منطقة في لبنان، وتختلف رسوم التوصيل بحسب المحافظة.',
  ],
  [
    'returns&refunds',
    'Can I return an item?',
    'Yes, within 14 days of delivery: open Order history, choose the item and ask for a return. Our team follows it with the seller.',
    'هل يمكنني إرجاع منتج؟',
    'نعم، خلال 14 يوماً من التسليم: افتح سجل الطلبات واختر المنتج واطلب إرجاعه، ويتابع فريقنا الطلب مع البائع.',
  ],
  [
    'account',
    'I forgot my password',
    'Choose "Forgot password" on the login page: we send you a code to set a new one.',
    'نسيت كلمة المرور',
    'اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول، فنرسل إليك رمزاً لتعيين كلمة مرور جديدة.',
  ],
];
const SELLER_FAQS: SeedFaq[] = [
  [
    'selling',
    'When is my shop live?',
    'As soon as our team approves it; you get an e-mail and a notification.',
    'متى يصبح متجري متاحاً للزوار؟',
    'فور موافقة فريقنا عليه، وتصلك رسالة بالبريد الإلكتروني وإشعار بذلك.',
  ],
  [
    'payments',
    'When am I paid?',
    'Payouts are calculated every two weeks from delivered orders, less the commission of your plan.',
    'متى أتقاضى مستحقاتي؟',
    'تُحتسب الدفعات كل أسبوعين من الطلبات التي سُلّمت، بعد خصم عمولة باقتك.',
  ],
  [
    'returns&refunds',
    'What happens when a buyer asks for a refund?',
    'Customer service sends you the request; you accept or reject it from Returns in your area.',
    'ماذا يحدث عندما يطلب مشترٍ استرداد المبلغ؟',
    'ترسل إليك خدمة العملاء الطلب، فتقبله أو ترفضه من صفحة المرتجعات في مساحتك.',
  ],
];

/** The starting issue types' Arabic labels, as the web app names them (locales' issueTypes). */
const ISSUE_LABELS_AR: Record<string, string> = {
  'Damaged item': 'منتج تالف',
  'Wrong item received': 'وصل منتج غير المطلوب',
  'Missing item': 'منتج ناقص',
  'Late delivery': 'تأخر التوصيل',
  'Refund request': 'طلب استرداد',
  'Return request': 'طلب إرجاع',
  'Payment problem': 'مشكلة في الدفع',
  'Payout question': 'سؤال عن الدفعات',
  'Order dispute': 'خلاف على طلب',
  'Listing problem': 'مشكلة في عرض منتج',
  'Account access': 'الدخول إلى الحساب',
  'Delivery pickup': 'استلام الطرود للتوصيل',
};

/** The desk's starting content: issue types, FAQs, and two tickets on the demo buyer's orders. */
export async function seedCustomerService(db: Db) {
  await db
    .insert(issueTypes)
    .values([
      ...CLIENT_ISSUES.map((value) => ({ userType: 'client', value, label: value, labelAr: ISSUE_LABELS_AR[value]! })),
      ...SELLER_ISSUES.map((value) => ({ userType: 'seller', value, label: value, labelAr: ISSUE_LABELS_AR[value]! })),
    ]);
  await db.insert(faqs).values([
    ...BUYER_FAQS.map(([category, question, answer, questionAr, answerAr], index) => ({
      type: 'buyer',
      category,
      question,
      answer,
      questionAr,
      answerAr,
      displayOrder: index + 1,
    })),
    ...SELLER_FAQS.map(([category, question, answer, questionAr, answerAr], index) => ({
      type: 'seller',
      category,
      question,
      answer,
      questionAr,
      answerAr,
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
