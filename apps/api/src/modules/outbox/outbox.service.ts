import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Channel } from '../../integrations/messaging/sender.ts';
import { outboxMessages } from './outbox.tables.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export const MAX_ATTEMPTS = 8;
/** A message being sent is leased for this long; a worker that died lets it go after. */
const LEASE_SECONDS = 60;

/** Writes a message for delivery; pass the caller's transaction so it is sent only if that commits. */
export async function enqueueMessage(
  db: Db,
  message: { channel: Channel; to: string; subject?: string; body: string; html?: string; dedupeKey?: string },
) {
  // A message with a dedupe key already written (one order step's update, issue 41) is not written again.
  await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      html: message.html ?? null,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Takes up to `limit` due messages; SKIP LOCKED lets several workers share the table. */
export async function claimDueMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.status, ['pending', 'sending']), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(outboxMessages.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      status: 'sending',
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Gives back claimed messages never handed to a sender: due again at once, that try not counted. */
export async function releaseClaims(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ status: 'pending', attempts: sql`${outboxMessages.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'sending')));
}

export async function markSent(db: Db, id: string, deliveredBy: string) {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: new Date(), deliveredBy, lastError: null })
    .where(eq(outboxMessages.id, id));
}

/** Exponential backoff: 10 s, 20 s, 40 s ... capped at an hour; after the last try it stays failed. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

export async function markFailed(db: Db, message: OutboxRow, error: string) {
  const final = message.attempts >= MAX_ATTEMPTS;
  await db
    .update(outboxMessages)
    .set({
      status: final ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000),
    })
    .where(eq(outboxMessages.id, message.id));
}

/** Newest first, for the development outbox page. */
export async function listMessages(db: Db, to: string | undefined, limit = 50) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

/**
 * The outbox as an operator watches it (GET /metrics): messages waiting to go (some of them
 * retrying after a failed try), the age of the oldest waiting one, and those given up on. Reads
 * only the rows not yet sent, through the status index.
 */
export async function outboxBacklog(
  db: Db,
): Promise<{ queued: number; retrying: number; failed: number; oldestQueuedSeconds: number }> {
  const waiting = inArray(outboxMessages.status, ['pending', 'sending']);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${waiting})::int`,
      retrying: sql<number>`count(*) filter (where ${waiting} and ${outboxMessages.lastError} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')::int`,
      oldestQueuedSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.createdAt}) filter (where ${waiting})), 0)::float8`,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'sending', 'failed']));
  return row ?? { queued: 0, retrying: 0, failed: 0, oldestQueuedSeconds: 0 };
}
