import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { recordAudit } from '../audit/audit.service.ts';
import { centsToUsd, formatPrice } from '@souk/shared/money';
import { preparedRows, queryRows, rowOf, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { COMMISSION_KEYS, commissionRates, commissionRatesOf, type SellerPlan } from '../settings/settings.service.ts';
import { payouts } from './payouts.tables.ts';

const DAY_MS = 86_400_000;

/** Payout weeks run Monday 00:00 to Monday 00:00 UTC; a week is paid out on the Monday after it. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}
export const nextWeekStart = (at: Date) => new Date(weekStart(at).getTime() + 7 * DAY_MS);

export interface PeriodFigures {
  onlineCents: number;
  cashCents: number;
  refundsCents: number;
}

/** A period's money and what was delivered in it (units, and seller parts). */
export interface PeriodDeliveries extends PeriodFigures {
  deliveredUnits: number;
  deliveredParts: number;
}

/**
 * The money of a period, to the cent. Online sales were collected by Souk, cash by the seller.
 * Commission is taken on what the buyer kept (delivered sales less refunds); the commission on
 * cash sales is owed by the seller and netted from what Souk owes for online ones.
 */
export function settle(figures: PeriodFigures, rate: number) {
  // Rounded to the cent; `+ 0` turns the -0 of a tiny negative commission into 0.
  const cents = (amount: number) => Math.round(amount) + 0;
  const grossCents = figures.onlineCents + figures.cashCents;
  const commissionCents = cents((grossCents - figures.refundsCents) * rate);
  const cashNettedCents = cents(figures.cashCents * rate);
  return {
    grossCents,
    commissionCents,
    cashNettedCents,
    amountCents: figures.onlineCents - figures.refundsCents - commissionCents,
    revenueCents: grossCents - figures.refundsCents - commissionCents,
  };
}

type PeriodRow = { online: number; cash: number; refunds: number; units: number; parts: number };

/**
 * Delivered sales of a seller in [from, to), split by who collected the money, its refunds, and
 * what was delivered: one row. The refunds are the seller's of the period, one range of their
 * index (not a look-up for every part ever sold).
 */
const periodSql = (sellerId: string, from: Date, to: Date) => sql`select
      coalesce(sum(so.subtotal_cents) filter (where o.payment_method <> 'cash_on_delivery'), 0)::int as online,
      coalesce(sum(so.subtotal_cents) filter (where o.payment_method = 'cash_on_delivery'), 0)::int as cash,
      (select coalesce(sum(r.seller_charge_cents), 0)::int from refunds r where r.seller_id = ${sellerId}
        and r.status in ('succeeded', 'recorded') and r.settled_at >= ${from.toISOString()}::timestamptz
        and r.settled_at < ${to.toISOString()}::timestamptz) as refunds,
      coalesce(sum(delivered.units), 0)::int as units,
      count(*)::int as parts
    from seller_orders so join orders o on o.id = so.order_id
      cross join lateral (select sum(i.quantity) as units from order_items i where i.seller_order_id = so.id) delivered
    where so.seller_id = ${sellerId} and so.status = 'delivered'
      and so.delivered_at >= ${from.toISOString()}::timestamptz and so.delivered_at < ${to.toISOString()}::timestamptz`;

const periodDeliveries = (row: PeriodRow | undefined): PeriodDeliveries => ({
  onlineCents: row?.online ?? 0,
  cashCents: row?.cash ?? 0,
  refundsCents: row?.refunds ?? 0,
  deliveredUnits: row?.units ?? 0,
  deliveredParts: row?.parts ?? 0,
});

/** The money of a seller's period and what was delivered in it (`periodSql`), prepared: the weekly close asks often. */
export async function periodFigures(db: Db, sellerId: string, from: Date, to: Date): Promise<PeriodDeliveries> {
  const [row] = await preparedRows<PeriodRow>(db, 'period_figures', periodSql(sellerId, from, to));
  return periodDeliveries(row);
}

/** A seller without a profile row (none in practice) is charged the regular plan's rate. */
const planOrRegular = (plan: string | null | undefined) => (plan ?? 'regular') as SellerPlan;

/**
 * A seller's closed weeks added up, the weeks still to be paid, the seller's plan and the plans'
 * rates, the open week's figures, and whether an ended week is still to be closed, in one prepared
 * statement. Every sale and refund before this week is in exactly one ledger row once its week is
 * closed, so all-time figures are these plus the open week: one read of about 52 rows a year
 * instead of every delivered part since the shop opened.
 */
async function sellerLedgerSummary(db: Db, sellerId: string, now: Date) {
  type Totals = PeriodDeliveries & { commissionCents: number; paidCents: number };
  type Summary = Totals & {
    plan: SellerPlan | null;
    scheduled: Record<string, unknown>[];
    storedRates: object | null;
    openWeek: PeriodRow;
    unclosed: boolean;
  };
  const [row] = await preparedRows<Summary>(
    db,
    'seller_ledger_summary',
    sql`select ledger.*, to_json(open_week) as "openWeek",
      exists (${unclosedWeeksSql(now, (column) => sql`and ${column} = ${sellerId}`)}) as unclosed
    from (select coalesce(sum(online_cents), 0)::int as "onlineCents", coalesce(sum(cash_cents), 0)::int as "cashCents",
      coalesce(sum(refunds_cents), 0)::int as "refundsCents", coalesce(sum(delivered_units), 0)::int as "deliveredUnits",
      coalesce(sum(delivered_parts), 0)::int as "deliveredParts", coalesce(sum(commission_cents), 0)::int as "commissionCents",
      coalesce(sum(amount_cents) filter (where status = 'paid'), 0)::int as "paidCents",
      coalesce(json_agg(payouts order by period_start desc) filter (where status = 'scheduled'), '[]') as scheduled,
      (select plan from seller_profiles where user_id = ${sellerId}) as plan,
      (select json_object_agg(key, value) from site_settings where key = any(${sql.param(COMMISSION_KEYS)}::text[])) as "storedRates"
      from payouts where seller_id = ${sellerId}) ledger,
    (${periodSql(sellerId, weekStart(now), nextWeekStart(now))}) open_week`,
  );
  const { plan, scheduled, storedRates, openWeek, unclosed, ...totals } = row!;
  const rates = commissionRatesOf(new Map(Object.entries(storedRates ?? {})));
  const sellerPlan = planOrRegular(plan);
  return {
    totals,
    openWeek: periodDeliveries(openWeek),
    unclosed,
    plan: sellerPlan,
    rate: rates[sellerPlan],
    scheduled: scheduled.map((payout) => rowOf(payouts, payout)),
  };
}

async function planOf(db: Db, sellerId: string): Promise<SellerPlan> {
  const [profile] = await db
    .select({ plan: sellerProfiles.plan })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, sellerId));
  return planOrRegular(profile?.plan);
}

/** The payout week (Monday 00:00 UTC) of a timestamp column, in SQL. */
const weekOf = (column: SQL) => sql`date_trunc('week', ${column} at time zone 'UTC') at time zone 'UTC'`;

/** The (seller, week) of every ended week with delivered sales or refunds charged to the seller and no ledger row yet. */
function unclosedWeeksSql(now: Date, ofSeller: (column: SQL) => SQL) {
  const ended = sql`${weekStart(now).toISOString()}::timestamptz`;
  return sql`select w.seller_id, w.week from (
      select so.seller_id, ${weekOf(sql`so.delivered_at`)} as week from seller_orders so
      where so.status = 'delivered' and so.delivered_at < ${ended} ${ofSeller(sql`so.seller_id`)}
      union
      select r.seller_id, ${weekOf(sql`r.settled_at`)} from refunds r
      where r.seller_id is not null and r.status in ('succeeded', 'recorded') and r.seller_charge_cents > 0
        and r.settled_at < ${ended} ${ofSeller(sql`r.seller_id`)}
    ) w
    where not exists (select 1 from payouts p where p.seller_id = w.seller_id and p.period_start = w.week)`;
}

/**
 * Writes the ledger rows of every ended week with delivered sales or refunds charged to the seller
 * that has none yet, at the seller's plan rate of that moment. A week with refunds and no sale
 * (a return of an earlier week's sale) closes too: otherwise the refund would be in no ledger row
 * and never taken from a payout. Idempotent: (seller, period start) is unique, and a week is only
 * closed once it has ended. Called by the hourly sweep and before the ledger is read.
 */
export async function closeEndedWeeks(db: Db, now = new Date(), sellerId?: string) {
  type Unclosed = { seller_id: string; week: string };
  // One seller's, before its ledger is listed or when its figures found a week to close: prepared.
  const weeks = sellerId
    ? await preparedRows<Unclosed>(
        db,
        'seller_unclosed_weeks',
        unclosedWeeksSql(now, (column) => sql`and ${column} = ${sellerId}`),
      )
    : await queryRows<Unclosed>(
        db,
        unclosedWeeksSql(now, () => sql``),
      );
  if (weeks.length === 0) return 0;
  const rates = await commissionRates(db);
  for (const row of weeks) {
    const periodStart = new Date(row.week);
    const periodEnd = new Date(periodStart.getTime() + 7 * DAY_MS);
    const figures = await periodFigures(db, row.seller_id, periodStart, periodEnd);
    const rate = rates[await planOf(db, row.seller_id)];
    const settled = settle(figures, rate);
    await db
      .insert(payouts)
      .values({
        sellerId: row.seller_id,
        periodStart,
        periodEnd,
        ...figures,
        ...settled,
        commissionRate: rate,
        status: settled.amountCents > 0 ? 'scheduled' : 'nothing_due',
      })
      .onConflictDoNothing();
  }
  return weeks.length;
}

const payoutView = (row: typeof payouts.$inferSelect) => ({
  _id: row.id,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  payoutDate: row.periodEnd.toISOString(),
  gross: centsToUsd(row.grossCents),
  online: centsToUsd(row.onlineCents),
  cash: centsToUsd(row.cashCents),
  refunds: centsToUsd(row.refundsCents),
  commissionRate: row.commissionRate,
  commission: centsToUsd(row.commissionCents),
  cashNetted: centsToUsd(row.cashNettedCents),
  amount: centsToUsd(row.amountCents),
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
  reference: row.reference,
});

export async function sellerLedger(db: Db, sellerId: string, limit = 52) {
  await closeEndedWeeks(db, new Date(), sellerId);
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.periodStart))
    .limit(limit);
  return rows.map(payoutView);
}

/** The three figures of the seller area (spec 2 section 7, business/sales/*). */
export async function salesFigures(db: Db, sellerId: string, now = new Date()) {
  // Ended weeks are closed before the ledger is read: in the one statement that reads it (usually
  // nothing to close), then again after closing them.
  let summary = await sellerLedgerSummary(db, sellerId, now);
  if (summary.unclosed) {
    await closeEndedWeeks(db, now, sellerId);
    summary = await sellerLedgerSummary(db, sellerId, now);
  }
  const { totals: closed, openWeek, plan, rate, scheduled } = summary;
  const currentWeek = weekStart(now);
  const open = settle(openWeek, rate);
  const allTime = {
    onlineCents: closed.onlineCents + openWeek.onlineCents,
    cashCents: closed.cashCents + openWeek.cashCents,
    refundsCents: closed.refundsCents + openWeek.refundsCents,
  };
  const grossCents = allTime.onlineCents + allTime.cashCents;
  const commissionCents = closed.commissionCents + open.commissionCents;
  const owedCents = scheduled.reduce((sum, row) => sum + row.amountCents, 0) + Math.max(open.amountCents, 0);
  return {
    plan,
    commissionRate: rate,
    totalSales: {
      total: centsToUsd(grossCents),
      online: centsToUsd(allTime.onlineCents),
      cash: centsToUsd(allTime.cashCents),
      units: closed.deliveredUnits + openWeek.deliveredUnits,
      orders: closed.deliveredParts + openWeek.deliveredParts,
      currency: 'USD',
    },
    revenue: {
      revenue: centsToUsd(grossCents - allTime.refundsCents - commissionCents),
      gross: centsToUsd(grossCents),
      refunds: centsToUsd(allTime.refundsCents),
      commission: centsToUsd(commissionCents),
      paidOut: centsToUsd(closed.paidCents),
      currency: 'USD',
    },
    nextPayment: {
      date: nextWeekStart(now).toISOString(),
      amount: centsToUsd(owedCents),
      thisWeek: centsToUsd(open.amountCents),
      // The open week so far, as its ledger row will read once it closes: what makes up thisWeek.
      week: {
        periodStart: currentWeek.toISOString(),
        online: centsToUsd(openWeek.onlineCents),
        cash: centsToUsd(openWeek.cashCents),
        refunds: centsToUsd(openWeek.refundsCents),
        commission: centsToUsd(open.commissionCents),
        cashNetted: centsToUsd(open.cashNettedCents),
        amount: centsToUsd(open.amountCents),
      },
      scheduled: scheduled.map(payoutView),
      currency: 'USD',
    },
  };
}

/** Staff record that a payout went out; once. The seller is told. */
export async function markPayoutPaid(db: Db, input: { id: string; staffId: string; reference?: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, input.id)).for('update');
    if (!row) throw new HttpError(404, MESSAGES.payoutNotFound);
    if (row.status !== 'scheduled') throw new HttpError(409, MESSAGES.payoutNotDue);
    const [paid] = await tx
      .update(payouts)
      .set({ status: 'paid', paidAt: new Date(), paidBy: input.staffId, reference: input.reference ?? null })
      .where(eq(payouts.id, row.id))
      .returning();
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'mark_paid',
      entity: 'payout',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'paid', amountCents: row.amountCents, reference: input.reference ?? null },
    });
    const [seller] = await tx
      .select({ email: users.email, businessEmail: sellerProfiles.businessEmail })
      .from(users)
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
      .where(eq(users.id, row.sellerId));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    await notifySeller(tx, {
      sellerId: row.sellerId,
      kind: 'payout_paid',
      params: {
        amount: formatPrice(row.amountCents, 'USD'),
        from: day(row.periodStart),
        to: day(new Date(row.periodEnd.getTime() - DAY_MS)),
      },
      emailTo: seller?.businessEmail ?? seller?.email ?? null,
    });
    return payoutView(paid!);
  });
}

export async function listPayouts(db: Db, status: string | undefined) {
  await closeEndedWeeks(db);
  const rows = await db
    .select({ payout: payouts, businessName: sellerProfiles.businessName })
    .from(payouts)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, payouts.sellerId))
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(desc(payouts.periodStart))
    .limit(200);
  return rows.map((row) => ({
    ...payoutView(row.payout),
    sellerId: row.payout.sellerId,
    businessName: row.businessName,
  }));
}
