/**
 * The words of buyer notifications, in both languages. The server stores a notification's kind
 * and params (and the English text, for e-mail and the API); the web app shows it in the reader's
 * language from the same templates, so the two never drift apart.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_paid',
  'payment_failed',
  'order_shipped',
  'order_delivered',
  /** Issue 41: the parcel is with the courier's driver today; refused at the door and sent back. */
  'order_out_for_delivery',
  'order_refused',
  'order_cancelled',
  'refund',
  'part_cancelled',
  'return_declined',
  'shop_rating_hidden',
  /** Issue 40: the shop answered the buyer's question on a product (no order: `orderNumber` is empty). */
  'question_answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationParams {
  orderNumber: string;
  /** Formatted money, e.g. "$24.50". */
  amount?: string;
  /** The seller whose parcel moved, when the order has several. */
  seller?: string;
  /** Placed with an online method: confirmed once paid. */
  online?: boolean;
  /** Cash collected on this delivery. */
  cashPaid?: boolean;
  /** Cancelled after payment: the money goes back. */
  refundDue?: boolean;
  /** Cancelled by the store: the online payment never came. */
  unpaid?: boolean;
  /** How long an online order waits for its payment (UNPAID_ORDER_HOLD_MINUTES when it was placed). */
  holdMinutes?: number;
  /** A cash order waiting for the buyer's code (issue 41): `holdMinutes` is how long it waits. */
  awaitingConfirmation?: boolean;
  /** Cancelled by the store: the buyer did not confirm the cash order within `holdMinutes`. */
  unconfirmed?: boolean;
  /** Refunded to a card rather than a wallet (notifications stored before `refundTo`). */
  card?: boolean;
  /** Where a refund goes: the card or wallet the buyer paid with, or cash for cash on delivery. */
  refundTo?: RefundDestination;
  /** Why a seller cancelled its part of the order, or declined a return. */
  reason?: string;
  /** The item a return was asked for. */
  item?: string;
  /** The product a question was asked about. */
  productName?: string;
  /** Issue 41: the courier carrying the parcel and its tracking number; none for the seller's own delivery. */
  courier?: string;
  trackingNumber?: string;
}

export type RefundDestination = 'credit_card' | 'whish_money' | 'omt' | 'cash_on_delivery';

/** Notifications stored before the hold was configurable were placed under a two-hour hold. */
const EARLIER_HOLD_MINUTES = 120;

/** "30 minutes", "2 hours": whole hours are said in hours. */
function holdEn(minutes = EARLIER_HOLD_MINUTES) {
  const [count, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The same after خلال: one, two (dual), three to ten (plural), then the singular again. */
function holdAr(minutes = EARLIER_HOLD_MINUTES) {
  const [count, one, two, few] =
    minutes % 60 === 0 ? [minutes / 60, 'ساعة', 'ساعتين', 'ساعات'] : [minutes, 'دقيقة', 'دقيقتين', 'دقائق'];
  if (count === 1) return one;
  if (count === 2) return two;
  return `${count} ${count <= 10 ? few : one}`;
}

type Template = { title: (params: NotificationParams) => string; message: (params: NotificationParams) => string };
export type NotificationLanguage = 'en' | 'ar';

/** Where the money goes, said plainly: the card or wallet paid with, or cash handed back. */
const REFUND_TO_EN: Record<RefundDestination, (amount: string | undefined) => string> = {
  credit_card: (amount) =>
    `We refunded ${amount} to the card you paid with. Your bank shows it within 5 to 10 working days.`,
  whish_money: (amount) => `We refunded ${amount} to your Whish Money wallet.`,
  omt: (amount) => `We refunded ${amount} to your OMT wallet.`,
  cash_on_delivery: (amount) =>
    `We are giving you back ${amount} in cash: customer service will call you to hand it over.`,
};

/** The delivered notice invites a rating of the shop (issue 40; SHOP_RATING_WINDOW_DAYS). */
const RATE_INVITE_EN = 'You can rate the shop from your order history within 30 days.';
const RATE_INVITE_AR = 'يمكنك تقييم المتجر من سجل طلباتك خلال 30 يومًا.';

const EN: Record<NotificationKind, Template> = {
  order_placed: {
    title: (p) => `Order ${p.orderNumber} placed`,
    message: (p) =>
      `We received your order of ${p.amount}. ${p.online ? `It is confirmed once the payment goes through; unpaid after ${holdEn(p.holdMinutes)}, it is cancelled.` : p.awaitingConfirmation ? `Please confirm it with the code we sent to your phone; unconfirmed after ${holdEn(p.holdMinutes)}, it is cancelled. You pay cash on delivery.` : 'You pay cash on delivery.'}`,
  },
  order_paid: {
    title: (p) => `Payment received for ${p.orderNumber}`,
    message: (p) => `We received ${p.amount}. Your order is confirmed.`,
  },
  payment_failed: {
    title: (p) => `Payment failed for ${p.orderNumber}`,
    message: () => 'The payment did not go through. You can try again from your order history.',
  },
  order_shipped: {
    title: (p) => `Order ${p.orderNumber} shipped`,
    message: (p) =>
      `${p.seller ? `The items from ${p.seller} are on their way` : 'Your order is on its way'}${p.courier ? ` with ${p.courier}, tracking number ${p.trackingNumber ?? ''}.` : '.'} Expect it within 1 to 3 days.`,
  },
  order_out_for_delivery: {
    title: (p) => `Order ${p.orderNumber} out for delivery`,
    message: (p) =>
      `${p.seller ? `The items from ${p.seller} are` : 'Your order is'} out for delivery and arrive today. Please keep your phone near you.`,
  },
  order_refused: {
    title: (p) => `Order ${p.orderNumber} refused at the door`,
    message: (p) =>
      `${p.seller ? `The parcel from ${p.seller} was` : 'Your parcel was'} refused at the door and goes back to the seller. Contact customer service if this is a mistake.`,
  },
  order_delivered: {
    title: (p) => `Order ${p.orderNumber} delivered`,
    message: (p) =>
      `${p.seller ? `The items from ${p.seller} were delivered.` : 'Your order was delivered.'}${p.cashPaid ? ` Cash payment of ${p.amount} received.` : ''} ${RATE_INVITE_EN}`,
  },
  order_cancelled: {
    title: (p) => `Order ${p.orderNumber} cancelled`,
    message: (p) =>
      p.refundDue
        ? `Your order was cancelled. The ${p.amount} you paid will be refunded.`
        : p.unpaid
          ? `Your order was cancelled because its payment was not completed within ${holdEn(p.holdMinutes)}. Nothing was charged.`
          : p.unconfirmed
            ? `Your order was cancelled because it was not confirmed within ${holdEn(p.holdMinutes)}. Nothing will be charged.`
            : 'Your order was cancelled. Nothing will be charged.',
  },
  refund: {
    title: (p) => `Refund issued for ${p.orderNumber}`,
    message: (p) => REFUND_TO_EN[p.refundTo ?? (p.card ? 'credit_card' : 'whish_money')](p.amount),
  },
  part_cancelled: {
    title: (p) => `Part of order ${p.orderNumber} cancelled`,
    message: (p) =>
      `${p.seller ?? 'A seller'} cancelled its items of your order${p.reason ? `: ${p.reason}` : '.'} You will not be charged for them.`,
  },
  return_declined: {
    title: (p) => `Return declined for ${p.orderNumber}`,
    message: (p) =>
      `The seller declined the return of ${p.item ?? 'your item'}${p.reason ? `: ${p.reason}` : '.'} Customer service can help if you disagree.`,
  },
  shop_rating_hidden: {
    title: (p) => `Rating hidden for order ${p.orderNumber}`,
    message: (p) =>
      `Souk hid your rating of ${p.seller ?? 'the shop'}${p.reason ? `: ${p.reason}` : '.'} Customer service can help if you disagree.`,
  },
  question_answered: {
    title: () => 'Your question was answered',
    message: (p) =>
      `${p.seller ?? 'The shop'} answered your question about ${p.productName ?? 'a product'}. The answer is on the product's page.`,
  },
};

// Order numbers and amounts are wrapped in FSI/PDI marks so they keep their order inside Arabic.
const ltr = (text: string | undefined) => `\u2068${text ?? ''}\u2069`;

const REFUND_TO_AR: Record<RefundDestination, (amount: string) => string> = {
  credit_card: (amount) => `أعدنا ${amount} إلى البطاقة التي دفعت بها. يظهر المبلغ لدى مصرفك خلال 5 إلى 10 أيام عمل.`,
  whish_money: (amount) => `أعدنا ${amount} إلى محفظة Whish Money الخاصة بك.`,
  omt: (amount) => `أعدنا ${amount} إلى محفظة OMT الخاصة بك.`,
  cash_on_delivery: (amount) => `سنعيد إليك ${amount} نقدًا: سيتصل بك فريق خدمة العملاء لتسليمه.`,
};

const AR: Record<NotificationKind, Template> = {
  order_placed: {
    title: (p) => `تم تقديم الطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `استلمنا طلبك بقيمة ${ltr(p.amount)}. ${p.online ? `يُؤكَّد الطلب بعد نجاح الدفع، ويُلغى إن لم يُدفع خلال ${holdAr(p.holdMinutes)}.` : p.awaitingConfirmation ? `يرجى تأكيده بالرمز الذي أرسلناه إلى هاتفك، ويُلغى إن لم يُؤكَّد خلال ${holdAr(p.holdMinutes)}. الدفع نقدًا عند الاستلام.` : 'الدفع نقدًا عند الاستلام.'}`,
  },
  order_paid: {
    title: (p) => `تم استلام الدفعة للطلب ${ltr(p.orderNumber)}`,
    message: (p) => `استلمنا ${ltr(p.amount)}. تم تأكيد طلبك.`,
  },
  payment_failed: {
    title: (p) => `فشل الدفع للطلب ${ltr(p.orderNumber)}`,
    message: () => 'لم تتم عملية الدفع. يمكنك المحاولة مجددًا من سجل طلباتك.',
  },
  order_shipped: {
    title: (p) => `تم شحن الطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `${p.seller ? `المنتجات من ${p.seller} في الطريق إليك` : 'طلبك في الطريق إليك'}${p.courier ? ` مع ${p.courier}، رقم التتبع ${ltr(p.trackingNumber)}.` : '.'} يصلك خلال يوم إلى 3 أيام.`,
  },
  order_out_for_delivery: {
    title: (p) => `الطلب ${ltr(p.orderNumber)} قيد التوصيل`,
    message: (p) =>
      `${p.seller ? `المنتجات من ${p.seller} قيد التوصيل` : 'طلبك قيد التوصيل'} وتصلك اليوم. يرجى إبقاء هاتفك قريبًا منك.`,
  },
  order_refused: {
    title: (p) => `رُفض استلام الطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `${p.seller ? `رُفض استلام الطرد من ${p.seller}` : 'رُفض استلام طردك'} عند الباب ويعود إلى البائع. تواصل مع خدمة العملاء إن كان ذلك خطأ.`,
  },
  order_delivered: {
    title: (p) => `تم تسليم الطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `${p.seller ? `تم تسليم المنتجات من ${p.seller}.` : 'تم تسليم طلبك.'}${p.cashPaid ? ` تم استلام دفعة نقدية بقيمة ${ltr(p.amount)}.` : ''} ${RATE_INVITE_AR}`,
  },
  order_cancelled: {
    title: (p) => `تم إلغاء الطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      p.refundDue
        ? `تم إلغاء طلبك. سيُعاد إليك المبلغ المدفوع ${ltr(p.amount)}.`
        : p.unpaid
          ? `تم إلغاء طلبك لأن الدفع لم يكتمل خلال ${holdAr(p.holdMinutes)}. لم يُحتسب أي مبلغ.`
          : p.unconfirmed
            ? `تم إلغاء طلبك لأنه لم يُؤكَّد خلال ${holdAr(p.holdMinutes)}. لن يُحتسب أي مبلغ.`
            : 'تم إلغاء طلبك. لن يُحتسب أي مبلغ.',
  },
  refund: {
    title: (p) => `تم ردّ المبلغ للطلب ${ltr(p.orderNumber)}`,
    message: (p) => REFUND_TO_AR[p.refundTo ?? (p.card ? 'credit_card' : 'whish_money')](ltr(p.amount)),
  },
  part_cancelled: {
    title: (p) => `تم إلغاء جزء من الطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `ألغى ${p.seller ?? 'أحد البائعين'} منتجاته من طلبك${p.reason ? `: ${p.reason}` : '.'} لن يُحتسب عليك ثمنها.`,
  },
  return_declined: {
    title: (p) => `رُفض الإرجاع للطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `رفض البائع إرجاع ${p.item ?? 'منتجك'}${p.reason ? `: ${p.reason}` : '.'} يمكن لخدمة العملاء مساعدتك إن لم توافق.`,
  },
  shop_rating_hidden: {
    title: (p) => `أُخفي تقييمك للطلب ${ltr(p.orderNumber)}`,
    message: (p) =>
      `أخفى فريق سوق تقييمك ${p.seller ? `للمتجر ${p.seller}` : 'للمتجر'}${p.reason ? `: ${p.reason}` : '.'} يمكن لخدمة العملاء مساعدتك إن لم توافق.`,
  },
  question_answered: {
    title: () => 'تمت الإجابة عن سؤالك',
    message: (p) =>
      `أجاب ${p.seller ?? 'المتجر'} عن سؤالك حول ${p.productName ?? 'أحد المنتجات'}. الإجابة على صفحة المنتج.`,
  },
};

const TEXTS: Record<NotificationLanguage, Record<NotificationKind, Template>> = { en: EN, ar: AR };

export function notificationText(
  kind: NotificationKind,
  params: NotificationParams,
  language: NotificationLanguage = 'en',
) {
  const template = TEXTS[language][kind];
  return { title: template.title(params), message: template.message(params) };
}

export const isNotificationKind = (kind: string | undefined): kind is NotificationKind =>
  NOTIFICATION_KINDS.includes(kind as NotificationKind);
