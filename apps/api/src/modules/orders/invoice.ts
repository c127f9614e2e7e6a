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

/** The order's PDF invoice: seller by seller, VAT, totals in USD and LBP. */
export function renderInvoice(order: OrderRow, parts: InvoiceSellerPart[], lbpPerUsd: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${order.orderNumber}`, Author: 'Souk' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const usd = (cents: number) => formatPrice(cents, 'USD');

  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(24).text('Souk', 50, 50);
  doc.fillColor('#333').font('Helvetica').fontSize(10).text('Multi-vendor marketplace, Beirut, Lebanon', 50, 80);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111').text('INVOICE', 350, 50, { width: 195, align: 'right' });
  doc.font('Helvetica').fontSize(10).text(`Invoice ${order.orderNumber}`, 350, 75, { width: 195, align: 'right' });
  doc.text(`Date ${order.createdAt.toISOString().slice(0, 10)}`, { width: 195, align: 'right' });
  doc.text(`Payment ${order.paymentMethod.replaceAll('_', ' ')} (${order.paymentStatus})`, { width: 195, align: 'right' });

  const address = order.shippingAddress;
  doc.moveDown(2).font('Helvetica-Bold').text('Bill to', 50, 130);
  doc.font('Helvetica').text(`${address.firstName} ${address.lastName}`).text(address.streetAddress).text(`${address.city}, ${address.location}`).text(`${address.country} · ${address.phone} · ${address.email}`);

  let y = 215;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const widths = [235, 90, 40, 65, 65];
    let x = 50;
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: widths[index]!, align: index >= 2 ? 'right' : 'left' });
      x += widths[index]!;
    });
    y += 18;
  };
  for (const part of parts) {
    if (y > 700) {
      doc.addPage();
      y = 50;
    }
    doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(11).text(`Sold by ${part.sellerName}`, 50, y);
    doc.fillColor('#111');
    y += 20;
    row(['Item', 'SKU', 'Qty', 'Unit', 'Total'], true);
    for (const item of part.items) {
      const detail = [item.color, item.size].filter(Boolean).join(', ');
      row([`${item.name}${detail ? ` (${detail})` : ''}`, item.sku, String(item.quantity), usd(item.unitPriceCents), usd(item.unitPriceCents * item.quantity)]);
    }
    y += 10;
  }

  const totals: [string, string][] = [
    ['Subtotal', usd(order.subtotalCents)],
    ...(order.discountCents ? ([[`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, `-${usd(order.discountCents)}`]] as [string, string][]) : []),
    ['Shipping and delivery', usd(order.shippingCents)],
    [`VAT ${Math.round(order.vatRate * 100)}%`, usd(order.vatCents)],
    ['Total (USD)', usd(order.totalCents)],
    ['Total (LBP)', formatPrice(order.totalCents, 'LBP', lbpPerUsd)],
  ];
  y += 10;
  for (const [label, value] of totals) {
    const strong = label.startsWith('Total');
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10).text(label, 300, y, { width: 150 }).text(value, 450, y, { width: 95, align: 'right' });
    y += strong ? 20 : 16;
  }
  doc.font('Helvetica').fontSize(9).fillColor('#666').text('Thank you for shopping on Souk. Prices include the VAT shown above.', 50, 770, { width: 495, align: 'center' });
  doc.end();
  return done;
}
