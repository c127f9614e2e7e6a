import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatPrice } from '@souk/shared/money';
import type { OrderRow } from './orders.service.ts';
import type { orderItems } from './orders.tables.ts';

type ItemRow = typeof orderItems.$inferSelect;

export interface InvoiceSellerPart {
  sellerName: string;
  items: ItemRow[];
}

const GREEN = '#2f6b4f';

// DejaVu Sans has Latin and Arabic glyphs: buyers and sellers write their names and addresses in
// either script, and the PDF's built-in Helvetica has no Arabic.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG = /[A-Za-z\u00C0-\u024F\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The words of one line in the order they are drawn, left to right. PDFKit shapes and reverses
 * the letters inside an Arabic word but places words left to right, so a line is reordered here
 * word by word: the line reads right to left when its first letter is Arabic, a run of Arabic
 * words reads right to left inside a Latin line, and numbers and Latin words keep their order.
 */
export function visualWords(line: string): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  if (!ARABIC.test(line)) return words;
  const runs: { rtl: boolean; words: string[] }[] = [];
  for (const word of words) {
    const rtl = ARABIC.test(word);
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.words.push(word);
    else runs.push({ rtl, words: [word] });
  }
  const ordered = runs.map((run) => (run.rtl ? [...run.words].reverse() : run.words));
  const lineIsRtl = ARABIC.test(line.match(STRONG)?.[0] ?? '');
  return (lineIsRtl ? ordered.reverse() : ordered).flat();
}

/** The order's PDF invoice: seller by seller, VAT, totals in USD and LBP. */
export function renderInvoice(order: OrderRow, parts: InvoiceSellerPart[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${order.orderNumber}`, Author: 'Souk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('regular', FONTS.regular).registerFont('bold', FONTS.bold);
  const usd = (cents: number) => formatPrice(cents, 'USD');

  /** One line of text in either script, cut to `width`, drawn word by word (see visualWords). */
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
    let left = options.align === 'right' ? x + options.width - total : x;
    for (const word of words) {
      doc.text(word, left, y, { lineBreak: false });
      left += doc.widthOfString(word) + space;
    }
  };

  doc.fillColor(GREEN);
  line('Souk', 50, 50, { width: 200, bold: true, size: 24 });
  doc.fillColor('#333');
  line('Multi-vendor marketplace, Beirut, Lebanon', 50, 82, { width: 250 });
  doc.fillColor('#111');
  line('INVOICE', 350, 50, { width: 195, align: 'right', bold: true, size: 18 });
  const heading = [
    `Invoice ${order.orderNumber}`,
    `Date ${order.createdAt.toISOString().slice(0, 10)}`,
    `Payment ${order.paymentMethod.replaceAll('_', ' ')} (${order.paymentStatus})`,
  ];
  heading.forEach((text, index) => line(text, 300, 75 + index * 14, { width: 245, align: 'right' }));

  const address = order.shippingAddress;
  line('Bill to', 50, 130, { width: 250, bold: true });
  const billTo = [
    `${address.firstName} ${address.lastName}`,
    address.streetAddress,
    `${address.city}, ${address.location}`,
    `${address.country} · ${address.phone} · ${address.email}`,
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
    line(`Sold by ${part.sellerName}`, 50, y, { width: 495, bold: true, size: 11 });
    doc.fillColor('#111');
    y += 20;
    row(['Item', 'SKU', 'Qty', 'Unit', 'Total'], true);
    for (const item of part.items) {
      const detail = [item.color, item.size].filter(Boolean).join(', ');
      row([
        `${item.name}${detail ? ` (${detail})` : ''}`,
        item.sku,
        String(item.quantity),
        usd(item.unitPriceCents),
        usd(item.unitPriceCents * item.quantity),
      ]);
    }
    y += 10;
  }

  const totals: [string, string][] = [
    ['Subtotal', usd(order.subtotalCents)],
    ...(order.discountCents
      ? ([[`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, `-${usd(order.discountCents)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Shipping and delivery', usd(order.shippingCents)],
    [`VAT ${Math.round(order.vatRate * 100)}%`, usd(order.vatCents)],
    ['Total (USD)', usd(order.totalCents)],
    ['Total (LBP)', formatPrice(order.totalCents, 'LBP', order.lbpPerUsd)],
  ];
  y += 10;
  room(totals.length * 20);
  for (const [label, value] of totals) {
    const strong = label.startsWith('Total');
    line(label, 300, y, { width: 120, bold: strong, size: strong ? 12 : 10 });
    line(value, 420, y, { width: 125, align: 'right', bold: strong, size: strong ? 12 : 10 });
    y += strong ? 20 : 16;
  }
  doc.fillColor('#666');
  line('Thank you for shopping on Souk. Prices include the VAT shown above.', 50, 790, { width: 495, size: 9 });
  doc.end();
  return done;
}
