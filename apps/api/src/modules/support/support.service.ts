import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { supportRequests } from './support.tables.ts';
import { isLanguageCode } from '@souk/shared/languages';
import { supportAnswerEmail, supportRequestEmail } from '../emails/messages.ts';
import { enqueueEmail } from '../emails/emails.service.ts';

/**
 * A message for the desk (checkout's support dialog or the contact page), kept in its inbox and
 * e-mailed to the support address through the outbox, together.
 */
export async function recordSupportMessage(
  db: Db,
  supportEmail: string,
  input: {
    name: string;
    email?: string | undefined;
    phone: string;
    message: string;
    source: string;
    userId?: string | null;
  },
) {
  await db.transaction(async (tx) => {
    await tx.insert(supportRequests).values({
      name: input.name,
      email: input.email ?? null,
      phone: input.phone,
      message: input.message,
      source: input.source,
      userId: input.userId ?? null,
    });
    await enqueueEmail(tx, supportEmail, supportRequestEmail({ ...input, email: input.email ?? null }));
  });
}

/** The inbox: open messages first, newest first. */
export async function supportInbox(db: Db, status: 'open' | 'handled') {
  const rows = await db
    .select({ request: supportRequests, accountEmail: users.email })
    .from(supportRequests)
    .leftJoin(users, eq(users.id, supportRequests.userId))
    .where(status === 'open' ? eq(supportRequests.status, 'open') : undefined)
    .orderBy(desc(supportRequests.createdAt))
    .limit(200);
  return rows
    .filter(({ request }) => status === 'open' || request.status !== 'open')
    .map(({ request, accountEmail }) => ({
      _id: request.id,
      name: request.name,
      email: request.email ?? accountEmail,
      phone: request.phone,
      message: request.message,
      source: request.source,
      status: request.status,
      answer: request.answer,
      createdAt: request.createdAt.toISOString(),
      handledAt: request.handledAt?.toISOString() ?? null,
    }));
}

/**
 * An agent answers a message (e-mailed to the person when there is an address), or marks it as
 * turned into a ticket. Either way it leaves the open list, once.
 */
export async function handleSupportMessage(
  db: Db,
  agentId: string,
  id: string,
  input: { answer?: string | undefined; ticketed?: boolean | undefined },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportRequests)
      .set({
        status: input.ticketed ? 'ticketed' : 'answered',
        answer: input.answer ?? null,
        handledBy: agentId,
        handledAt: new Date(),
      })
      .where(and(eq(supportRequests.id, id), eq(supportRequests.status, 'open')))
      .returning();
    if (!row) throw new HttpError(404, MESSAGES.supportMessageNotFound);
    const [account] = row.userId
      ? await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId))
      : [];
    const to = row.email ?? account?.email;
    if (input.answer && to) {
      const language = isLanguageCode(account?.language) ? account.language : 'en';
      await enqueueEmail(
        tx,
        to,
        supportAnswerEmail(language, { name: row.name, answer: input.answer, wrote: row.message }),
      );
    }
  });
}
