import type { LanguageCode } from '@souk/shared/languages';

/** "دقيقة واحدة", "دقيقتين", "5 دقائق", "15 دقيقة": Arabic counts its nouns. */
function minutesAr(count: number) {
  if (count === 1) return 'دقيقة واحدة';
  if (count === 2) return 'دقيقتين';
  return `${count} ${count <= 10 ? 'دقائق' : 'دقيقة'}`;
}

/** The words every e-mail shares (layout, order summary, buttons), in the reader's language. */
export const WORDS = {
  en: {
    brand: 'Souk',
    tagline: 'The marketplace of Lebanon',
    subjectPrefix: 'Souk',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'You receive this e-mail because of your account or an order on Souk.',
    help: 'Help centre',
    shop: 'Shop on Souk',
    viewOrder: 'View your order',
    orderNumber: 'Order number',
    items: 'Your items',
    quantity: (count: number) => `Qty ${count}`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    delivery: 'Delivery',
    free: 'Free',
    cashFee: 'Cash on delivery fee',
    vat: 'VAT',
    total: 'Total',
    address: 'Delivery address',
    sellerArea: 'Open your seller area',
    codeLabel: 'Your code',
    codeValidity: (minutes: number) => `It works once, within ${minutes} minutes. Never share it with anyone.`,
    notYou: 'If you did not ask for this, ignore this e-mail.',
  },
  ar: {
    brand: 'سوق',
    tagline: 'سوق لبنان الإلكتروني',
    subjectPrefix: 'سوق',
    hello: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    footer: 'تصلك هذه الرسالة بسبب حسابك أو طلب لك على سوق.',
    help: 'مركز المساعدة',
    shop: 'تسوّق على سوق',
    viewOrder: 'عرض طلبك',
    orderNumber: 'رقم الطلب',
    items: 'منتجاتك',
    quantity: (count: number) => `الكمية ${count}`,
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    delivery: 'التوصيل',
    free: 'مجاني',
    cashFee: 'رسم الدفع عند الاستلام',
    vat: 'الضريبة على القيمة المضافة',
    total: 'المجموع',
    address: 'عنوان التوصيل',
    sellerArea: 'افتح لوحة البائع',
    codeLabel: 'رمزك',
    codeValidity: (minutes: number) => `يعمل مرة واحدة خلال ${minutesAr(minutes)}. لا تشاركه مع أحد.`,
    notYou: 'إن لم تطلب ذلك، تجاهل هذه الرسالة.',
  },
} satisfies Record<LanguageCode, unknown>;

export type Words = (typeof WORDS)['en'];
export const wordsOf = (language: LanguageCode): Words => WORDS[language];

/** Order numbers, amounts and codes keep their left-to-right order inside Arabic (FSI ... PDI). */
export const isolate = (text: string) => `\u2068${text}\u2069`;
