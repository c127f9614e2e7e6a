import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { LanguageCode } from '@souk/shared/languages';
import { formatPrice } from '@souk/shared/money';
import { INVOICE_TEXTS } from './invoice-texts.ts';
import type { OrderRow } from './orders.service.ts';

/** A line as the invoice shows it: its name and colour already in the buyer's language. */
export interface InvoiceLine {
  name: string;
  sku: string;
  color: string | null;
  size: string | null;
  unitPriceCents: number;
  quantity: number;
}

export interface InvoiceSellerPart {
  sellerName: string;
  items: InvoiceLine[];
}

const GREEN = '#2f6b4f';

// DejaVu Sans has Latin and Arabic glyphs: buyers and sellers write their names and addresses in
// either script, and the PDF's built-in Helvetica has no Arabic. One face for both scripts keeps a
// line one run of text, which PDF readers put back in reading order when text is copied or read aloud
// (an Arabic-only face would split a line at every number or Latin word).
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/**
 * The words of one line in the order they are drawn, left to right. PDFKit shapes and reverses
 * the letters inside an Arabic word but places words left to right, so a line is reordered here
 * word by word, as the Unicode bidirectional algorithm would: a line whose first letter is Arabic
 * reads right to left, and in it a run of Latin words (with the numbers and signs between them) keeps
 * its order; a Latin line keeps its order but for its runs of Arabic words. A word of neither script
 * (a number, a sign) between the two takes the line's direction.
 */
export function visualWords(line: string): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  if (!ARABIC.test(line)) return words;
  const rtlLine = ARABIC.test(line.match(new RegExp(`${ARABIC.source}|${LATIN.source}`))?.[0] ?? '');
  // The script that runs against the line's direction: its words, and the neutral words between two
  // of them, form runs read the other way.
  const against = rtlLine ? LATIN : ARABIC;
  const kinds = words.map((word) =>
    against.test(word) ? 'against' : ARABIC.test(word) || LATIN.test(word) ? 'with' : 'neutral',
  );
  const units: string[][] = [];
  for (let index = 0; index < words.length; index++) {
    if (kinds[index] !== 'against') {
      units.push([words[index]!]);
      continue;
    }
    let last = index;
    for (let next = index + 1; next < words.length && kinds[next] !== 'with'; next++)
      if (kinds[next] === 'against') last = next;
    const run = words.slice(index, last + 1);
    units.push(rtlLine ? run : run.reverse());
    index = last;
  }
  return (rtlLine ? units.reverse() : units).flat();
}

const PAGE_WIDTH = 595;

/**
 * The order's PDF invoice, in the buyer's language: seller by seller, VAT, totals in USD and LBP. In
 * Arabic the page is laid out right to left: every position is mirrored and the columns run from the
 * right.
 */
export function renderInvoice(order: OrderRow, parts: InvoiceSellerPart[], language: LanguageCode): Promise<Buffer> {
  const texts = INVOICE_TEXTS[language];
  const rtl = language === 'ar';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Title: texts.invoice(order.orderNumber), Author: texts.brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('regular', FONTS.regular).registerFont('bold', FONTS.bold);
  const usd = (cents: number) => formatPrice(cents, 'USD');

  /**
   * One line of text in either script, cut to `width`, drawn word by word (see visualWords). `x` and
   * `align` are the English layout's: mirrored in Arabic.
   */
  const line = (
    text: string,
    x: number,
    y: number,
    options: { width: number; align?: 'left' | 'right'; bold?: boolean; size?: number },
  ) => {
    doc.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? 10);
    let shown = text;
    while (shown.length > 1 && doc.widthOfString(shown) > options.width) shown = `${shown.slice(0, -2)}…`;
    const words = visualWords(shown);
    const space = doc.widthOfString(' ');
    const total = words.reduce((sum, word) => sum + doc.widthOfString(word), 0) + space * Math.max(0, words.length - 1);
    const left = rtl ? PAGE_WIDTH - x - options.width : x;
    const end = (options.align === 'right') !== rtl;
    let at = end ? left + options.width - total : left;
    for (const word of words) {
      doc.text(word, at, y, { lineBreak: false });
      at += doc.widthOfString(word) + space;
    }
  };

  doc.fillColor(GREEN);
  line(texts.brand, 50, 50, { width: 200, bold: true, size: 24 });
  doc.fillColor('#333');
  line(texts.tagline, 50, 82, { width: 250 });
  doc.fillColor('#111');
  line(texts.title, 350, 50, { width: 195, align: 'right', bold: true, size: 18 });
  const heading = [
    texts.invoice(order.orderNumber),
    texts.date(order.createdAt.toISOString().slice(0, 10)),
    texts.payment(
      texts.methods[order.paymentMethod] ?? order.paymentMethod,
      texts.statuses[order.paymentStatus] ?? order.paymentStatus,
    ),
  ];
  heading.forEach((text, index) => line(text, 300, 75 + index * 14, { width: 245, align: 'right' }));

  const address = order.shippingAddress;
  line(texts.billTo, 50, 130, { width: 250, bold: true });
  const billTo = [
    `${address.firstName} ${address.lastName}`,
    address.streetAddress,
    `${address.city}${ARABIC.test(address.city) ? '،' : ','} ${address.location}`,
    `${texts.countries[address.country] ?? address.country} · ${address.phone} · ${address.email}`,
  ];
  billTo.forEach((text, index) => line(text, 50, 144 + index * 14, { width: 495 }));

  let y = 215;
  const room = (height: number) => {
    if (y + height <= 770) return;
    doc.addPage();
    y = 50;
  };
  const widths = [235, 90, 40, 65, 65];
  const row = (cells: string[], bold = false) => {
    room(18);
    let x = 50;
    cells.forEach((cell, index) => {
      line(cell, x, y, { width: widths[index]! - 6, align: index >= 2 ? 'right' : 'left', bold });
      x += widths[index]!;
    });
    y += 18;
  };
  for (const part of parts) {
    room(56);
    doc.fillColor(GREEN);
    line(texts.soldBy(part.sellerName), 50, y, { width: 495, bold: true, size: 11 });
    doc.fillColor('#111');
    y += 20;
    row(texts.columns, true);
    for (const item of part.items) {
      // Brackets around Arabic words come out mirrored when drawn word by word: a dot sets off the
      // colour and size instead, in either language.
      const detail = [item.name, item.color, item.size].filter(Boolean).join(' · ');
      row([
        detail,
        item.sku,
        String(item.quantity),
        usd(item.unitPriceCents),
        usd(item.unitPriceCents * item.quantity),
      ]);
    }
    y += 10;
  }

  const totals: [label: string, value: string, strong?: boolean][] = [
    [texts.subtotal, usd(order.subtotalCents)],
    ...(order.discountCents
      ? ([[texts.discount(order.couponCode), `-${usd(order.discountCents)}`]] as [string, string][])
      : []),
    [texts.shipping, usd(order.shippingCents)],
    ...(order.codFeeCents ? ([[texts.cashFee, usd(order.codFeeCents)]] as [string, string][]) : []),
    [texts.vat(Math.round(order.vatRate * 100)), usd(order.vatCents)],
    [texts.totalUsd, usd(order.totalCents), true],
    [texts.totalLbp, formatPrice(order.totalCents, 'LBP', order.lbpPerUsd), true],
  ];
  y += 10;
  room(totals.length * 20);
  for (const [label, value, strong] of totals) {
    line(label, 250, y, { width: 170, bold: strong, size: strong ? 12 : 10 });
    line(value, 420, y, { width: 125, align: 'right', bold: strong, size: strong ? 12 : 10 });
    y += strong ? 20 : 16;
  }
  doc.fillColor('#666');
  line(texts.footer, 50, 790, { width: 495, size: 9 });
  doc.end();
  return done;
}
