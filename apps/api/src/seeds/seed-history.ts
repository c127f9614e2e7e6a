/**
 * Issue 24: a believable year on top of the demo (DEMO_HISTORY, on for `npm start`, off in tests).
 * More shops (both kinds, all three plans) with their products, a few hundred buyers, and about
 * 1,500 orders over the last 12 months with the Ramadan and Christmas peaks: paid every way, sent,
 * delivered, cancelled, returned and refunded, with the desk's tickets, the sellers' promotions, the
 * buyers' reviews and the closed payout weeks. Deterministic (a fixed seed, dates relative to `now`);
 * rows are planned in memory (seed-history-orders.ts) with the services' own money helpers and
 * written in a few large inserts, since the real checkout is too slow for that many orders.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_VAT_RATE } from '@souk/shared/schemas/checkout';
import { DEFAULT_LBP_PER_USD } from '@souk/shared/money';
import { auditLog } from '../modules/audit/audit.tables.ts';
import { users } from '../modules/auth/auth.tables.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import {
  brands,
  categories,
  colors,
  productImages,
  products,
  productVariants,
  reviews,
} from '../modules/catalog/catalog.tables.ts';
import { indexSearchTerms, searchTextOf } from '../modules/catalog/catalog.service.ts';
import { couponRedemptions, coupons } from '../modules/coupons/coupons.tables.ts';
import { returnRequests, ticketNumbers, tickets } from '../modules/cs/cs.tables.ts';
import { orderItems, orderNumbers, orders, sellerOrders } from '../modules/orders/orders.tables.ts';
import { paymentSessions, refunds, sandboxCharges } from '../modules/payments/payments.tables.ts';
import { closeEndedWeeks } from '../modules/payouts/payouts.service.ts';
import { payouts } from '../modules/payouts/payouts.tables.ts';
import { promotionalRequests } from '../modules/promotions/promotions.tables.ts';
import { sellerProfiles } from '../modules/sellers/sellers.tables.ts';
import { queryRows, type Db } from '../db/client.ts';
import { DEMO_CATEGORIES, HOUSE_BRANDS } from './demo-catalog.ts';
import { demoDescription, seededRandom } from './seed-catalog.ts';
import { DEMO_PASSWORD } from './seed.ts';
import {
  FIRST_NAMES,
  HISTORY_SELLERS,
  LAST_NAMES,
  PRODUCTS_PER_HISTORY_SELLER,
  SELLER_POPULARITY,
} from './seed-history-data.ts';
import {
  buyerHome,
  DAY,
  demandOn,
  historyStart,
  HOUR,
  planOrder,
  planDeskQueue,
  planPromotions,
  planSellerTickets,
  type CatalogueVariant,
  type HistoryBuyer,
  type HistoryContext,
  type HistoryPlan,
  type HistorySellerRef,
  type Random,
} from './seed-history-orders.ts';

/** The history's own seed: the same year on every machine (relative to the day it runs). */
export const HISTORY_SEED = 24;
export const HISTORY_BUYERS = 380;
/** Orders on an ordinary day of the year's middle; seasons and growth move it (demandOn). */
const ORDERS_PER_DAY = 3.4;

export interface HistoryOptions {
  now?: Date;
  vatRate?: number;
  lbpPerUsd?: number;
}

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 400) {
  for (let start = 0; start < rows.length; start += size)
    await db.insert(table).values(rows.slice(start, start + size));
}

/** A JSON list as a table in SQL, for one bulk update instead of a statement per row. */
const jsonRows = (rows: object[], columns: string): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(${sql.raw(columns)})`;

export async function seedHistory(db: Db, options: HistoryOptions = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const start = historyStart(new Date(now));
  const random = seededRandom(HISTORY_SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const people = await tx.select({ id: users.id, userName: users.userName }).from(users);
    const idOf = (userName: string) => people.find((person) => person.userName === userName)!.id;
    const staff = {
      admin: idOf('admin'),
      agents: [idOf('cs.agent'), idOf('cs.supervisor')],
      manager: idOf('cs.manager'),
      sales: idOf('sales.manager'),
    };
    // Everyone already there has been on Souk since before the history starts.
    const before = new Date(start - 45 * DAY);
    await tx.update(users).set({ createdAt: before });
    await tx.update(sellerProfiles).set({ createdAt: before, statusChangedAt: before });
    await tx.update(coupons).set({ createdAt: before });

    await addShops(tx, random, passwordHash, start);
    const sellers = await loadSellers(tx, random, start);
    const buyers = makeBuyers(random, start);
    const couponRows = await tx.select().from(coupons).orderBy(asc(coupons.code));

    const plan: HistoryPlan = {
      orders: [],
      parts: [],
      items: [],
      sessions: [],
      charges: [],
      refunds: [],
      tickets: [],
      returns: [],
      reviews: [],
      promotions: [],
      redemptions: [],
      unitsSold: new Map(),
      firstSold: new Map(),
      ticketRefunds: [],
    };
    const ctx: HistoryContext = {
      random,
      now,
      start,
      vatRate: options.vatRate ?? DEFAULT_VAT_RATE,
      lbpPerUsd: options.lbpPerUsd ?? DEFAULT_LBP_PER_USD,
      staff,
      plan,
    };
    const running = planPromotions(ctx, sellers);
    const couponUses = new Map<string, number>();
    const buyerOf = () => pickWeighted(random, buyers);
    for (let day = start; day < now; day += DAY) {
      const expected = ORDERS_PER_DAY * demandOn(day + 12 * HOUR, start, now);
      const count = Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
      // From 06:00 to 22:00 UTC: from 8 or 9 in the morning to midnight or 1 in Beirut (winter or summer time).
      const times = Array.from({ length: count }, () => day + 6 * HOUR + Math.floor(random.next() * 16 * HOUR)).sort(
        (a, b) => a - b,
      );
      for (const at of times.filter((time) => time < now - 20 * 60_000))
        planOrder(ctx, { at, buyer: buyerOf(), sellers, running, coupons: couponRows, couponUses });
    }
    // Two online orders placed minutes ago still wait for their payment.
    for (const minutes of [14, 6])
      planOrder(ctx, {
        at: now - minutes * 60_000,
        buyer: buyerOf(),
        sellers,
        running,
        coupons: couponRows,
        couponUses,
        forcePending: true,
      });
    planDeskQueue(ctx);
    planSellerTickets(ctx, sellers);

    await writePlan(tx, plan, buyers, passwordHash);
    await updateCatalogue(tx, plan, random);
  });
  // Every ended week with deliveries closes as the payouts service closes it; all but the last are paid.
  await closeEndedWeeks(db, new Date(now));
  const [latest] = await queryRows<{ end: string | null }>(db, sql`select max(period_end) as end from payouts`);
  if (latest?.end) {
    const admin = (await db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin')))[0]!.id;
    await db
      .update(payouts)
      .set({
        status: 'paid',
        paidAt: sql`${payouts.periodEnd} + interval '2 days 10 hours'`,
        paidBy: admin,
        reference: sql`'WIRE-' || to_char(${payouts.periodEnd} at time zone 'UTC', 'YYYYMMDD') || '-' || upper(substr(md5(${payouts.sellerId}::text), 1, 4))`,
      })
      .where(
        sql`${payouts.status} = 'scheduled' and ${payouts.periodEnd} < ${new Date(latest.end).toISOString()}::timestamptz and ${payouts.periodEnd} + interval '2 days 10 hours' < ${new Date(now).toISOString()}::timestamptz`,
      );
  }
}

function pickWeighted<T extends { weight: number }>(random: Random, items: T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = random.next() * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]!;
}

/** The shops the history adds, each with products cloned from the catalogue's in its category (same photos). */
async function addShops(tx: Db, random: Random, passwordHash: string, start: number) {
  const accounts = await tx
    .insert(users)
    .values(
      HISTORY_SELLERS.map((seller) => ({
        userName: seller.userName,
        email: seller.email,
        phone: seller.phone,
        phoneVerified: true,
        passwordHash,
        accountTypes: ['buyer', seller.dataEntryChoice === 'self_managed' ? 'seller_self_managed' : 'seller_managed'],
        firstName: seller.firstName,
        lastName: seller.lastName,
        createdAt: new Date(start + (seller.opensAfterDays - 10) * DAY),
      })),
    )
    .returning({ id: users.id, userName: users.userName });
  const idOf = (userName: string) => accounts.find((account) => account.userName === userName)!.id;
  const categoryRows = await tx.select().from(categories);
  await tx.insert(sellerProfiles).values(
    HISTORY_SELLERS.map((seller) => {
      const opened = new Date(start + seller.opensAfterDays * DAY);
      return {
        userId: idOf(seller.userName),
        fullName: `${seller.firstName} ${seller.lastName}`,
        businessName: seller.businessName,
        businessEmail: seller.email,
        businessPhone: seller.phone,
        businessDescription: seller.description,
        communicationMethod: 'whatsapp',
        preferredCommunication: 'whatsapp',
        dataEntryChoice: seller.dataEntryChoice,
        productCategoryId:
          categoryRows.find((category) => category.nameEn === seller.category && !category.parentId)?.id ?? null,
        businessLocation: seller.location,
        businessAddress: seller.address,
        status: 'active',
        plan: seller.plan,
        statusChangedAt: opened,
        createdAt: new Date(opened.getTime() - 10 * DAY),
      };
    }),
  );
  // The catalogue's shops had no phone of their own: the desk needs one to find them.
  const catalogueShops = await tx
    .select({ userId: sellerProfiles.userId })
    .from(sellerProfiles)
    .where(sql`${sellerProfiles.businessPhone} is null`)
    .orderBy(asc(sellerProfiles.businessName));
  for (const [index, shop] of catalogueShops.entries()) {
    await tx
      .update(sellerProfiles)
      .set({ businessPhone: `+9617020${String(index + 1).padStart(4, '0')}` })
      .where(eq(sellerProfiles.userId, shop.userId));
  }

  const sources = await tx
    .select({
      product: products,
      sku: sql<string>`(select min(sku) from product_variants v where v.product_id = ${products.id})`,
      brand: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.status, 'published'));
  sources.sort((a, b) => a.sku.localeCompare(b.sku));
  const variantRows = await tx
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        sources.map((source) => source.product.id),
      ),
    );
  const imageRows = await tx
    .select()
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        sources.map((source) => source.product.id),
      ),
    );
  const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands);
  const newProducts: (typeof products.$inferInsert)[] = [];
  const newVariants: (typeof productVariants.$inferInsert)[] = [];
  const newImages: (typeof productImages.$inferInsert)[] = [];
  for (const seller of HISTORY_SELLERS) {
    const category = categoryRows.find((row) => row.nameEn === seller.category && !row.parentId)!;
    // The shop's own line of each kind of thing the category sells: "Kanz Gold Band", one of each noun, of its own brand.
    const demoCategory = DEMO_CATEGORIES.find((entry) => entry.en === seller.category)!;
    const nouns = demoCategory.subs.flatMap((sub) => sub.nouns).sort((a, b) => b.en.length - a.en.length);
    const ownBrand = brandRows.find((row) => HOUSE_BRANDS[row.name] === seller.businessName);
    const taken = new Set<string>();
    const own = sources.flatMap((source) => {
      const noun =
        source.product.categoryId === category.id
          ? nouns.find(({ en }) => source.product.name.endsWith(` ${en}`))
          : undefined;
      if (!noun || taken.has(noun.en)) return [];
      taken.add(noun.en);
      const nameAr = [noun.ar, seller.label[1], noun.tail].filter(Boolean).join(' ');
      return [{ source, name: `${seller.label[0]} ${noun.en}`, nameAr }];
    });
    for (const { source, name, nameAr } of own.slice(0, PRODUCTS_PER_HISTORY_SELLER)) {
      const id = randomUUID();
      const sub = categoryRows.find((row) => row.id === source.product.subCategoryId)!;
      const { id: _id, searchVector: _vector, ...copied } = source.product;
      const brand = ownBrand ?? { id: source.product.brandId, name: source.brand ?? '' };
      newProducts.push({
        ...copied,
        id,
        sellerId: idOf(seller.userName),
        name,
        nameAr,
        brandId: brand.id,
        ...demoDescription({ name, nameAr, brand: brand.name }, demoCategory),
        isFeatured: false,
        isTrending: false,
        salesCount: 0,
        reviewCount: 0,
        ratingAverage: 0,
        searchText: searchTextOf({
          name,
          nameAr,
          brand: brand.name,
          category: [category.nameEn, category.nameAr],
          subCategory: [sub.nameEn, sub.nameAr],
        }),
        createdAt: new Date(start + seller.opensAfterDays * DAY + random.int(1, 10) * HOUR),
        updatedAt: new Date(start + seller.opensAfterDays * DAY + random.int(1, 10) * HOUR),
      });
      const variantIds = new Map<string, string>();
      for (const variant of variantRows
        .filter((row) => row.productId === source.product.id)
        .sort((a, b) => a.sku.localeCompare(b.sku))) {
        const variantId = randomUUID();
        variantIds.set(variant.id, variantId);
        newVariants.push({
          ...variant,
          id: variantId,
          productId: id,
          sku: `${variant.sku}-${seller.label[0].slice(0, 3).toUpperCase()}`,
          quantity: random.int(12, 70),
        });
      }
      for (const image of imageRows.filter((row) => row.productId === source.product.id)) {
        newImages.push({
          ...image,
          id: randomUUID(),
          productId: id,
          variantId: image.variantId ? (variantIds.get(image.variantId) ?? null) : null,
          altText: image.altText.replace(source.product.name, name),
        });
      }
      const stock = newVariants
        .filter((variant) => variant.productId === id)
        .reduce((sum, variant) => sum + (variant.quantity ?? 0), 0);
      newProducts.at(-1)!.totalQuantity = stock;
    }
  }
  await insertAll(tx, products, newProducts);
  await indexSearchTerms(
    tx,
    newProducts.map((product) => product.searchText!),
  );
  await insertAll(tx, productVariants, newVariants);
  await insertAll(tx, productImages, newImages);
}

/** Every active shop with the variants it can sell, in a fixed order (SKU), and how popular each product is. */
async function loadSellers(tx: Db, random: Random, start: number): Promise<HistorySellerRef[]> {
  const shops = await tx
    .select({
      id: sellerProfiles.userId,
      businessName: sellerProfiles.businessName,
      fullName: sellerProfiles.fullName,
      phone: sql<string>`coalesce(${users.phone}, ${sellerProfiles.businessPhone})`,
    })
    .from(sellerProfiles)
    .innerJoin(users, eq(users.id, sellerProfiles.userId))
    .where(eq(sellerProfiles.status, 'active'))
    .orderBy(asc(sellerProfiles.businessName));
  const rows = await tx
    .select({
      variantId: productVariants.id,
      productId: products.id,
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      categoryName: categories.nameEn,
      productName: products.name,
      sku: productVariants.sku,
      color: colors.name,
      size: productVariants.size,
      priceCents: productVariants.priceCents,
      stock: productVariants.quantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(sql`${products.status} = 'published' and ${products.sellerActive} and ${productVariants.isActive}`)
    .orderBy(asc(productVariants.sku));
  const popularity = new Map<string, number>();
  const variants: CatalogueVariant[] = rows.map((row) => {
    if (!popularity.has(row.productId)) popularity.set(row.productId, 0.2 + random.next() ** 2 * 2.5);
    return { ...row, popularity: popularity.get(row.productId)! };
  });
  return shops.map((shop) => {
    const added = HISTORY_SELLERS.find((seller) => seller.businessName === shop.businessName);
    return {
      ...shop,
      weight: SELLER_POPULARITY[shop.businessName] ?? 1,
      opensAt: start + (added?.opensAfterDays ?? 0) * DAY + (added ? DAY : 0),
      variants: variants.filter((variant) => variant.sellerId === shop.id),
    };
  });
}

type NewBuyer = HistoryBuyer & { signedUpAt: number; leadDays: number };

function makeBuyers(random: Random, start: number): NewBuyer[] {
  return Array.from({ length: HISTORY_BUYERS }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const { location, street } = buyerHome(random);
    return {
      id: randomUUID(),
      firstName,
      lastName,
      email: `${firstName}.${lastName.replace(/\s+/g, '')}${index + 1}@mail.test`.toLowerCase(),
      phone: `+96176${String(100_000 + index * 37).padStart(6, '0')}`,
      location,
      street,
      // A few loyal buyers order often, most now and then.
      weight: random.chance(0.12) ? 5 : random.chance(0.5) ? 1.2 : 0.5,
      signedUpAt: start + random.int(-300, 200) * DAY,
      leadDays: random.int(1, 30),
    };
  });
}

/** The plan's rows, numbered from the sequences in the order they happened, in a few large inserts. */
async function writePlan(tx: Db, plan: HistoryPlan, buyers: NewBuyer[], passwordHash: string) {
  await insertAll(
    tx,
    users,
    buyers.map((buyer) => ({
      id: buyer.id,
      userName: buyer.email.split('@')[0]!,
      email: buyer.email,
      phone: buyer.phone,
      phoneVerified: true,
      passwordHash,
      accountTypes: ['buyer'],
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      // Signed up a little before the first order (or some time in the year, for those who never ordered).
      createdAt: new Date(
        buyer.firstOrderAt ? Math.min(buyer.signedUpAt, buyer.firstOrderAt - buyer.leadDays * DAY) : buyer.signedUpAt,
      ),
    })),
  );
  const numbers = await queryRows<{ n: string }>(
    tx,
    sql`select nextval(${orderNumbers.seqName}::regclass) as n from generate_series(1, ${plan.orders.length})`,
  );
  plan.orders.forEach((order, index) => (order.orderNumber = `SK${numbers[index]!.n}`));
  plan.tickets.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ticketNos = await queryRows<{ n: string }>(
    tx,
    sql`select nextval(${ticketNumbers.seqName}::regclass) as n from generate_series(1, ${plan.tickets.length})`,
  );
  plan.tickets.forEach((ticket, index) => (ticket.ticketNumber = Number(ticketNos[index]!.n)));
  for (const { refund, ticket } of plan.ticketRefunds) refund.reason = `ticket ${ticket.ticketNumber}`;

  await insertAll(tx, orders, plan.orders);
  await insertAll(tx, sellerOrders, plan.parts);
  await insertAll(tx, orderItems, plan.items);
  await insertAll(tx, sandboxCharges, plan.charges);
  await insertAll(tx, paymentSessions, plan.sessions);
  await insertAll(tx, refunds, plan.refunds);
  await insertAll(
    tx,
    tickets,
    plan.tickets.map((ticket) => ({ ...ticket, ticketNumber: ticket.ticketNumber! })),
  );
  await insertAll(tx, returnRequests, plan.returns);
  await insertAll(tx, couponRedemptions, plan.redemptions);
  // A demo with its history reviews from buyers who received what they review (issue 40): the
  // catalogue's stand-in reviews, from accounts that never bought, give way to the history's.
  await tx.delete(reviews).where(eq(reviews.verifiedPurchase, false));
  await insertAll(tx, reviews, plan.reviews);
  await insertAll(tx, promotionalRequests, plan.promotions);
  // Every refund is audited, as the refund ledger does.
  const numberOf = new Map(plan.orders.map((order) => [order.id, order.orderNumber]));
  await insertAll(
    tx,
    auditLog,
    plan.refunds.map((refund) => ({
      actorId: refund.createdBy,
      action: 'refund',
      entity: 'order',
      entityId: refund.orderId,
      after: {
        refundId: refund.id,
        orderNumber: numberOf.get(refund.orderId),
        orderItemId: refund.orderItemId,
        amountCents: refund.amountCents,
        method: refund.method,
        reason: refund.reason,
      },
      createdAt: refund.createdAt,
    })),
  );
}

/** Stock taken by the year's orders, products older than their first sale, sales counts, ratings, coupon uses. */
async function updateCatalogue(tx: Db, plan: HistoryPlan, random: Random) {
  const sold = [...plan.unitsSold].map(([id, units]) => ({ id, units }));
  await tx.execute(
    sql`update product_variants v set quantity = v.quantity - d.units from ${jsonRows(sold, 'id uuid, units int')} where v.id = d.id`,
  );
  const firsts = [...plan.firstSold].map(([id, at]) => ({
    id,
    before: new Date(at - random.int(3, 40) * DAY).toISOString(),
  }));
  await tx.execute(
    sql`update products p set created_at = least(p.created_at, d.before), updated_at = least(p.updated_at, d.before) from ${jsonRows(firsts, 'id uuid, before timestamptz')} where p.id = d.id`,
  );
  const unitsOf = new Map<string, number>();
  const kept = new Set(plan.parts.filter((part) => part.status !== 'cancelled').map((part) => part.id));
  for (const item of plan.items.filter((line) => kept.has(line.sellerOrderId)))
    unitsOf.set(item.productId, (unitsOf.get(item.productId) ?? 0) + item.quantity);
  const units = [...unitsOf].map(([id, count]) => ({ id, units: count }));
  await tx.execute(
    sql`update products p set sales_count = p.sales_count + d.units from ${jsonRows(units, 'id uuid, units int')} where p.id = d.id`,
  );
  await tx.execute(sql`update products p set total_quantity = s.quantity
    from (select product_id, sum(quantity)::int as quantity from product_variants group by 1) s where s.product_id = p.id`);
  await tx.execute(sql`update products p set review_count = coalesce(r.count, 0), rating_average = coalesce(r.average, 0)
    from products q left join (select product_id, count(*)::int as count, round(avg(rating), 2) as average from reviews group by 1) r
      on r.product_id = q.id
    where q.id = p.id`);
  await tx.execute(
    sql`update coupons c set redemptions_count = r.count from (select coupon_id, count(*)::int as count from coupon_redemptions group by 1) r where r.coupon_id = c.id`,
  );
}
