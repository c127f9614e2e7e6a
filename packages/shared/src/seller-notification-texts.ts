/**
 * The words of seller notifications (the seller area's bell and e-mails), in both languages. As
 * with buyer notifications, the server stores the kind and params with the English words, and the
 * web app shows them in the reader's language from these templates.
 */
export const SELLER_NOTIFICATION_KINDS = [
  'shop_approved',
  'shop_suspended',
  'new_order',
  'order_cancelled',
  'item_approved',
  'item_rejected',
  'promotion_accepted',
  'promotion_declined',
  'payout_paid',
  /** Issue 16: the sales team offers a discount; the seller accepts or declines it. */
  'discount_offered',
  /** To the staff member who made the offer (the sales dashboard's Notifications). */
  'discount_offer_accepted',
  'discount_offer_declined',
  'profile_update_approved',
  'profile_update_declined',
  /** A notice written by staff (spec 3: POST seller/notifications, send to seller): its title and message are given. */
  'staff_notice',
  /** Issue 40: a buyer asked a question about one of the shop's products. */
  'new_question',
] as const;
export type SellerNotificationKind = (typeof SELLER_NOTIFICATION_KINDS)[number];

export interface SellerNotificationParams {
  businessName?: string;
  orderNumber?: string;
  /** Formatted money, e.g. "$24.50". */
  amount?: string;
  units?: number;
  productName?: string;
  /** A discount offered by the sales team, in percent. */
  percent?: number;
  reason?: string;
  /** Dates as YYYY-MM-DD, the period of a promotion or a payout. */
  from?: string;
  to?: string;
  /** staff_notice only: the words staff wrote. */
  title?: string;
  message?: string;
}

type Template = {
  title: (params: SellerNotificationParams) => string;
  message: (params: SellerNotificationParams) => string;
};
export type SellerNotificationLanguage = 'en' | 'ar';

const EN: Record<SellerNotificationKind, Template> = {
  shop_approved: {
    title: () => 'Your shop is approved',
    message: (p) =>
      `${p.businessName ?? 'Your shop'} is live on Souk: your published products are now listed on the storefront.`,
  },
  shop_suspended: {
    title: () => 'Your shop is suspended',
    message: () => 'Your products are off the storefront until the shop is reactivated. Contact support to learn more.',
  },
  new_order: {
    title: (p) => `New order ${p.orderNumber}`,
    message: (p) =>
      `${p.units} ${p.units === 1 ? 'item' : 'items'} worth ${p.amount} to prepare. Open your orders to process it.`,
  },
  order_cancelled: {
    title: (p) => `Order ${p.orderNumber} cancelled`,
    message: () => 'The order was cancelled; its items are back in your stock.',
  },
  item_approved: {
    title: () => 'Item Approved And Published',
    message: (p) => `${p.productName} is now live on the storefront.`,
  },
  item_rejected: {
    title: () => 'Item Rejected',
    message: (p) => `${p.productName} was not published. Reason: ${p.reason}`,
  },
  promotion_accepted: {
    title: () => 'Promotion accepted',
    message: (p) => `Your promotion of ${p.productName} runs from ${p.from} to ${p.to}.`,
  },
  promotion_declined: {
    title: () => 'Promotion declined',
    message: (p) =>
      `Your promotion request for ${p.productName} was declined.${p.reason ? ` Reason: ${p.reason}` : ''}`,
  },
  payout_paid: {
    title: () => 'Payout sent',
    message: (p) => `We paid you ${p.amount} for the sales of ${p.from} to ${p.to}.`,
  },
  discount_offered: {
    title: () => 'A discount is suggested',
    message: (p) =>
      `Souk's sales team suggests ${p.percent}% off ${p.productName} from ${p.from} to ${p.to}. Accept or decline it in Promotions.${p.message ? ` ${p.message}` : ''}`,
  },
  discount_offer_accepted: {
    title: () => 'Discount offer accepted',
    message: (p) => `${p.businessName} accepted ${p.percent}% off ${p.productName} from ${p.from} to ${p.to}.`,
  },
  discount_offer_declined: {
    title: () => 'Discount offer declined',
    message: (p) => `${p.businessName} declined ${p.percent}% off ${p.productName}.`,
  },
  profile_update_approved: {
    title: () => 'Profile change approved',
    message: () => 'The changes you asked for are now on your shop profile.',
  },
  profile_update_declined: {
    title: () => 'Profile change declined',
    message: (p) => `Your profile change was not applied.${p.reason ? ` Reason: ${p.reason}` : ''}`,
  },
  staff_notice: { title: (p) => p.title ?? '', message: (p) => p.message ?? '' },
  new_question: {
    title: () => 'New question from a buyer',
    message: (p) => `A buyer asked about ${p.productName}. Answer it in Questions.`,
  },
};

// Order numbers, amounts and dates are wrapped in FSI/PDI marks so they keep their order inside Arabic.
const ltr = (text: string | number | undefined) => `\u2068${text ?? ''}\u2069`;

const AR: Record<SellerNotificationKind, Template> = {
  shop_approved: {
    title: () => 'تمت الموافقة على متجرك',
    message: (p) => `${p.businessName ?? 'متجرك'} متاح الآن على سوق: منتجاتك المنشورة تظهر في المتجر.`,
  },
  shop_suspended: {
    title: () => 'تم تعليق متجرك',
    message: () => 'منتجاتك خارج المتجر حتى يُعاد تفعيل متجرك. تواصل مع الدعم لمعرفة المزيد.',
  },
  new_order: {
    title: (p) => `طلب جديد ${ltr(p.orderNumber)}`,
    message: (p) => `${ltr(p.units)} من المنتجات بقيمة ${ltr(p.amount)} بانتظار التجهيز. افتح طلباتك لمعالجته.`,
  },
  order_cancelled: {
    title: (p) => `تم إلغاء الطلب ${ltr(p.orderNumber)}`,
    message: () => 'تم إلغاء الطلب، وعادت منتجاته إلى مخزونك.',
  },
  item_approved: {
    title: () => 'تمت الموافقة على المنتج ونشره',
    message: (p) => `${p.productName} متاح الآن في المتجر.`,
  },
  item_rejected: { title: () => 'تم رفض المنتج', message: (p) => `لم يُنشر ${p.productName}. السبب: ${p.reason}` },
  promotion_accepted: {
    title: () => 'تم قبول العرض الترويجي',
    message: (p) => `يسري العرض على ${p.productName} من ${ltr(p.from)} إلى ${ltr(p.to)}.`,
  },
  promotion_declined: {
    title: () => 'تم رفض العرض الترويجي',
    message: (p) => `تم رفض طلب العرض على ${p.productName}.${p.reason ? ` السبب: ${p.reason}` : ''}`,
  },
  payout_paid: {
    title: () => 'تم تحويل دفعتك',
    message: (p) => `حوّلنا إليك ${ltr(p.amount)} عن مبيعات الفترة من ${ltr(p.from)} إلى ${ltr(p.to)}.`,
  },
  discount_offered: {
    title: () => 'اقتراح خصم',
    message: (p) =>
      `يقترح فريق المبيعات في سوق خصم ${ltr(`${p.percent}%`)} على ${p.productName} من ${ltr(p.from)} إلى ${ltr(p.to)}. اقبله أو ارفضه في العروض الترويجية.${p.message ? ` ${p.message}` : ''}`,
  },
  discount_offer_accepted: {
    title: () => 'تم قبول عرض الخصم',
    message: (p) =>
      `قبل ${p.businessName} خصم ${ltr(`${p.percent}%`)} على ${p.productName} من ${ltr(p.from)} إلى ${ltr(p.to)}.`,
  },
  discount_offer_declined: {
    title: () => 'تم رفض عرض الخصم',
    message: (p) => `رفض ${p.businessName} خصم ${ltr(`${p.percent}%`)} على ${p.productName}.`,
  },
  profile_update_approved: {
    title: () => 'تمت الموافقة على تعديل الملف',
    message: () => 'التعديلات التي طلبتها أصبحت على ملف متجرك.',
  },
  profile_update_declined: {
    title: () => 'تم رفض تعديل الملف',
    message: (p) => `لم يُطبَّق تعديل ملفك.${p.reason ? ` السبب: ${p.reason}` : ''}`,
  },
  staff_notice: { title: (p) => p.title ?? '', message: (p) => p.message ?? '' },
  new_question: {
    title: () => 'سؤال جديد من مشترٍ',
    message: (p) => `سأل أحد المشترين عن ${p.productName}. أجب عنه في الأسئلة.`,
  },
};

const TEXTS: Record<SellerNotificationLanguage, Record<SellerNotificationKind, Template>> = { en: EN, ar: AR };

export function sellerNotificationText(
  kind: SellerNotificationKind,
  params: SellerNotificationParams,
  language: SellerNotificationLanguage = 'en',
) {
  const template = TEXTS[language][kind];
  return { title: template.title(params), message: template.message(params) };
}

export const isSellerNotificationKind = (kind: string | undefined): kind is SellerNotificationKind =>
  SELLER_NOTIFICATION_KINDS.includes(kind as SellerNotificationKind);
