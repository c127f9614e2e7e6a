import type { LanguageCode } from '@souk/shared/languages';

/** What the PDF invoice says, in the buyer's language (issue 38): the API draws it, not the web app. */
export interface InvoiceTexts {
  brand: string;
  tagline: string;
  title: string;
  invoice: (orderNumber: string) => string;
  date: (day: string) => string;
  payment: (method: string, status: string) => string;
  billTo: string;
  soldBy: (seller: string) => string;
  columns: [item: string, sku: string, quantity: string, unit: string, total: string];
  subtotal: string;
  discount: (code: string | null) => string;
  shipping: string;
  /** Cash on delivery's fee (issue 41), on its own line when the order has one. */
  cashFee: string;
  vat: (percent: number) => string;
  totalUsd: string;
  totalLbp: string;
  /** VAT is worked out on the goods after their discount and added on top (checkout.service.ts orderTotals). */
  footer: string;
  methods: Record<string, string>;
  statuses: Record<string, string>;
  countries: Record<string, string>;
}

export const INVOICE_TEXTS: Record<LanguageCode, InvoiceTexts> = {
  en: {
    brand: 'Souk',
    tagline: 'Multi-vendor marketplace, Beirut, Lebanon',
    title: 'INVOICE',
    invoice: (orderNumber) => `Invoice ${orderNumber}`,
    date: (day) => `Date ${day}`,
    payment: (method, status) => `Payment ${method} (${status})`,
    billTo: 'Bill to',
    soldBy: (seller) => `Sold by ${seller}`,
    columns: ['Item', 'SKU', 'Qty', 'Unit', 'Total'],
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping and delivery',
    cashFee: 'Cash on delivery fee',
    vat: (percent) => `VAT ${percent}%`,
    totalUsd: 'Total (USD)',
    totalLbp: 'Total (LBP)',
    footer: 'Thank you for shopping on Souk. VAT is added on top of the item prices, after any discount.',
    methods: {
      cash_on_delivery: 'cash on delivery',
      credit_card: 'card',
      whish_money: 'Whish Money',
      omt: 'OMT',
    },
    statuses: {
      pending: 'pending',
      captured: 'paid',
      paid: 'paid',
      failed: 'failed',
      refunded: 'refunded',
      refund_pending: 'refund in progress',
    },
    countries: { Lebanon: 'Lebanon' },
  },
  ar: {
    brand: 'سوق',
    tagline: 'سوق متعدد البائعين، بيروت، لبنان',
    title: 'فاتورة',
    invoice: (orderNumber) => `فاتورة رقم ${orderNumber}`,
    date: (day) => `التاريخ ${day}`,
    // No brackets around Arabic words: drawn word by word, they would come out mirrored.
    payment: (method, status) => `الدفع: ${method} · ${status}`,
    billTo: 'إلى',
    soldBy: (seller) => `يبيعه ${seller}`,
    columns: ['المنتج', 'الرمز', 'الكمية', 'السعر', 'المجموع'],
    subtotal: 'المجموع الفرعي',
    discount: (code) => (code ? `الخصم (${code})` : 'الخصم'),
    shipping: 'الشحن والتوصيل',
    cashFee: 'رسم الدفع عند الاستلام',
    vat: (percent) => `ضريبة القيمة المضافة ${percent}%`,
    totalUsd: 'المجموع (USD)',
    totalLbp: 'المجموع (LBP)',
    footer: 'شكراً لتسوقك على سوق. تُضاف ضريبة القيمة المضافة إلى أسعار المنتجات بعد أي خصم.',
    methods: {
      cash_on_delivery: 'الدفع عند الاستلام',
      credit_card: 'بطاقة',
      whish_money: 'ويش موني',
      omt: 'OMT',
    },
    statuses: {
      pending: 'معلّق',
      captured: 'مدفوع',
      paid: 'مدفوع',
      failed: 'فشل',
      refunded: 'مُسترد',
      refund_pending: 'الاسترداد قيد التنفيذ',
    },
    countries: { Lebanon: 'لبنان' },
  },
};
