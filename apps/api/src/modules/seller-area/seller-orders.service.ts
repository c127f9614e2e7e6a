import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd } from '@souk/shared/money';
import { preparedRows, rowOf, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { SELLER_SETTABLE_STEPS, trackingLink } from '@souk/shared/schemas/delivery';
import { canAdvance } from '../orders/fulfilment.ts';
import { users } from '../auth/auth.tables.ts';
import { orderItemView } from '../orders/orders.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';

type PartRow = { part: typeof sellerOrders.$inferSelect; order: typeof orders.$inferSelect };
type ItemRow = typeof orderItems.$inferSelect;
type JsonRow = Record<string, unknown>;
type CourierJson = { name: string; trackingUrl: string | null } | null;

/**
 * One seller's part of an order as the seller sees it: its own items only, where to ship, and
 * which steps it may take next. The buyer's e-mail and the other sellers' items stay hidden.
 */
function sellerOrderView(
  { part, order, courier }: PartRow & { courier: CourierJson },
  items: (ItemRow & { nameAr: string | null; colorAr: string | null })[],
) {
  const address = order.shippingAddress;
  return {
    _id: part.id,
    id: part.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    createdAt: part.createdAt.toISOString(),
    date: part.createdAt.toISOString(),
    updatedAt: part.updatedAt.toISOString(),
    status: part.status,
    cancelReason: part.cancelReason,
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    currency: 'USD',
    subtotal: centsToUsd(part.subtotalCents),
    subtotalLbp: Math.round((part.subtotalCents * order.lbpPerUsd) / 100),
    lbpPerUsd: order.lbpPerUsd,
    shipTo: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      phone: address.phone,
      streetAddress: address.streetAddress,
      city: address.city,
      location: address.location,
    },
    nextSteps: SELLER_SETTABLE_STEPS.filter((step) => canAdvance(part.status, step)),
    // Issue 41: who carries the parcel, and when it reached each step.
    courier: courier?.name ?? null,
    trackingNumber: part.trackingNumber,
    trackingUrl: trackingLink(courier?.trackingUrl, part.trackingNumber),
    ownDelivery: part.ownDelivery,
    shippedAt: part.shippedAt?.toISOString() ?? null,
    outForDeliveryAt: part.outForDeliveryAt?.toISOString() ?? null,
    deliveredAt: part.deliveredAt?.toISOString() ?? null,
    refusedAt: part.refusedAt?.toISOString() ?? null,
    items: items.map(orderItemView),
  };
}

/** Which parts to read: the first few, always as many (the home's latest, one part), or a counted page. */
type PartsPage = { first: number } | { limit: number; offset: number };

/** A part as `partsSql` reads it: the part and its order as JSON, its lines, and the count of the matches. */
type PartJson = { part: JsonRow; order: JsonRow; courier: CourierJson; items: JsonRow[]; total: number | null };

/**
 * A page of the seller's parts with their orders and lines, newest first (ties by id, so pages
 * never overlap), and for a counted page how many parts match, counted while the page is picked.
 * The lines and orders are read for the page's parts only (a search reads the parts' own
 * `search_text`).
 * The first few's limit is written into the statement: PostgreSQL then keeps one plan for it,
 * where a limit sent as a parameter has it plan again on every visit (its one-for-all plan assumes
 * a tenth of the rows are wanted, which always looks dearer).
 */
function partsSql(where: SQL, page: PartsPage) {
  const counted = !('first' in page);
  // Counting reads every match; uncounted, the page stops after its last part.
  const total = counted ? sql`count(*) over ()::int` : sql`null::int`;
  const window = counted ? sql`limit ${page.limit} offset ${page.offset}` : sql.raw(`limit ${Math.trunc(page.first)}`);
  return sql`select to_json(seller_orders) as part, to_json(orders) as "order", shown.total,
        (select json_build_object('name', c.name, 'trackingUrl', c.tracking_url) from couriers c where c.id = seller_orders.courier_id) as courier,
        coalesce((select json_agg(to_jsonb(i) || jsonb_build_object('name_ar', p.name_ar, 'color_ar', c.name_ar) order by i.name, i.id)
          from order_items i left join products p on p.id = i.product_id left join colors c on c.name = i.color
          where i.seller_order_id = seller_orders.id), '[]') as items,
        row_number() over (order by shown.created_at desc, shown.id desc) as position
      from (select seller_orders.id, seller_orders.created_at, ${total} as total
          from seller_orders where ${where} order by seller_orders.created_at desc, seller_orders.id desc ${window}) shown
        join seller_orders on seller_orders.id = shown.id join orders on orders.id = seller_orders.order_id
      order by shown.created_at desc, shown.id desc`;
}

const partViews = (rows: PartJson[]) =>
  rows.map((row) =>
    sellerOrderView(
      { part: rowOf(sellerOrders, row.part), order: rowOf(orders, row.order), courier: row.courier },
      // The product's and the colour's Arabic names ride along for a seller reading Arabic.
      row.items.map((item) => ({
        ...rowOf(orderItems, item),
        nameAr: (item.name_ar as string | null) ?? null,
        colorAr: (item.color_ar as string | null) ?? null,
      })),
    ),
  );

/** `partsSql` as one statement prepared under `name`: each shape of filters planned once a connection. */
async function partsWithLines(db: Db, name: string, where: SQL, page: PartsPage) {
  const rows = await preparedRows<PartJson>(db, name, partsSql(where, page));
  return { parts: partViews(rows), total: rows[0]?.total ?? undefined };
}

/**
 * The seller's newest parts as a JSON array, to read inside another statement (the seller home's);
 * `latestPartViews` turns it into what the home shows. The limit is part of the SQL text, so that
 * statement's prepared name must always go with the same limit.
 */
export const latestPartsJson = (sellerId: string, limit: number) =>
  sql`coalesce((select json_agg(latest order by latest.position) from (${partsSql(eq(sellerOrders.sellerId, sellerId), {
    first: limit,
  })}) latest), '[]')`;
export const latestPartViews = (json: unknown) => partViews(json as PartJson[]);

/** What stands between `search_text`'s fields, as migration 0035 writes it: chr(31), the unit separator. */
const FIELD_SEPARATOR = String.fromCharCode(31);

/**
 * Issue 41: a part a seller sees: of a cash order, or of an online order once its payment came
 * (captured, or refunded since). An order left unpaid on the payment page, and cancelled unpaid
 * later, is never the seller's business; nor is a cash order waiting for its buyer's code (the
 * cash-on-delivery confirmation, issue 41) until it is confirmed.
 */
const shownToSeller = sql`exists (select 1 from orders o where o.id = ${sellerOrders.orderId}
  and o.status <> 'awaiting_confirmation'
  and (o.payment_method = 'cash_on_delivery' or o.payment_status not in ('pending', 'failed')))`;

/** The seller's parts, newest first, by status and order number; a page at a time. */
export async function listSellerOrders(
  db: Db,
  sellerId: string,
  query: { status?: string | undefined; search?: string | undefined; page: number; limit: number },
) {
  const filters: SQL[] = [eq(sellerOrders.sellerId, sellerId), shownToSeller];
  if (query.status) filters.push(eq(sellerOrders.status, query.status));
  if (query.search) {
    // The order number, the buyer's name or phone, or one of the part's products or SKUs, anywhere in
    // the field, any case (the wildcards and the fields' separator stripped, as typed otherwise).
    const text = query.search.replace(/[%_\\]/g, '').replaceAll(FIELD_SEPARATOR, '');
    filters.push(sql`strpos(${sellerOrders.searchText}, lower(${text})) > 0`);
  }
  const where = and(...filters)!;
  const shape = `${query.status ? '_status' : ''}${query.search ? '_search' : ''}`;
  const page = await partsWithLines(db, `seller_parts_page${shape}`, where, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  // A page past the last has no row to carry the count: counted apart.
  const total =
    page.total ??
    (
      await preparedRows<{ total: number }>(
        db,
        `seller_parts_count${shape}`,
        sql`select count(*)::int as total from seller_orders
          where ${where}`,
      )
    )[0]!.total;
  return {
    orders: page.parts,
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** One of the seller's own parts, or a 404 (never another seller's). */
export async function sellerOrder(db: Db, sellerId: string, sellerOrderId: string) {
  const where = and(eq(sellerOrders.id, sellerOrderId), eq(sellerOrders.sellerId, sellerId), shownToSeller)!;
  const [view] = (await partsWithLines(db, 'seller_part', where, { first: 1 })).parts;
  if (!view) throw new HttpError(404, MESSAGES.orderNotFound);
  return view;
}

/**
 * The seller of a part whose shop Souk manages (seller_managed), for staff moving its parcel; a 404
 * for any other part, as for one that does not exist.
 */
export async function managedSellerOf(db: Db, sellerOrderId: string) {
  const [row] = await db
    .select({ sellerId: sellerOrders.sellerId })
    .from(sellerOrders)
    .innerJoin(users, eq(users.id, sellerOrders.sellerId))
    .where(and(eq(sellerOrders.id, sellerOrderId), sql`'seller_managed' = any(${users.accountTypes})`));
  if (!row) throw new HttpError(404, MESSAGES.orderNotFound);
  return row.sellerId;
}
