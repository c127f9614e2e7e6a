import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import type { faqPatchSchema, faqSchema, issueTypePatchSchema, issueTypeSchema } from '@souk/shared/schemas/cs';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { faqs, issueTypes } from './cs.tables.ts';

/** Issue types (spec 3 section 2.8, Client-Issues) and FAQs (FAQs-Client, FAQs-Seller). */

const issueView = (row: typeof issueTypes.$inferSelect) => ({
  _id: row.id,
  id: row.id,
  userType: row.userType,
  value: row.value,
  label: row.label,
  labelAr: row.labelAr,
  // Both languages, the English where no Arabic was written: each reader picks theirs (as banners do).
  translations: { en: { label: row.label }, ar: { label: row.labelAr || row.label } },
});

/** The ticket forms' choices: `{value, label, labelAr}` of one side (`labelAr` empty where none was written). */
export async function issueChoices(db: Db, userType: string) {
  const rows = await db
    .select()
    .from(issueTypes)
    .where(eq(issueTypes.userType, userType))
    .orderBy(asc(issueTypes.createdAt));
  return rows.map((row) => ({ value: row.value, label: row.label, labelAr: row.labelAr }));
}

/**
 * A ticket's issue as the desk keeps it: one of the side's issue types (any case), else a 400 on
 * `issueType`. The stored spelling is returned, so lists and filters match it.
 */
export async function deskIssueValue(db: Db, userType: 'client' | 'seller', value: string): Promise<string> {
  const [row] = await db
    .select({ value: issueTypes.value })
    .from(issueTypes)
    .where(and(eq(issueTypes.userType, userType), sql`lower(${issueTypes.value}) = lower(${value})`))
    .limit(1);
  if (!row) throw fieldError(400, 'issueType', MESSAGES.csIssueUnknown);
  return row.value;
}

/** The managers' page: every issue type grouped by side. */
export async function groupedIssueTypes(db: Db) {
  const rows = await db.select().from(issueTypes).orderBy(asc(issueTypes.createdAt));
  return {
    client: rows.filter((row) => row.userType === 'client').map(issueView),
    seller: rows.filter((row) => row.userType === 'seller').map(issueView),
    manager: rows.filter((row) => row.userType === 'manager').map(issueView),
  };
}

async function assertNewIssue(db: Db, userType: string, value: string, selfId: string | null) {
  const [same] = await db
    .select({ id: issueTypes.id })
    .from(issueTypes)
    .where(
      and(
        eq(issueTypes.userType, userType),
        sql`lower(${issueTypes.value}) = lower(${value})`,
        selfId ? ne(issueTypes.id, selfId) : undefined,
      ),
    );
  if (same) throw new HttpError(409, MESSAGES.csIssueExists);
}

export async function addIssueType(db: Db, input: z.output<typeof issueTypeSchema>) {
  await assertNewIssue(db, input.userType, input.value, null);
  const [row] = await db
    .insert(issueTypes)
    .values({
      userType: input.userType,
      value: input.value,
      label: input.label || input.value,
      labelAr: input.labelAr ?? '',
    })
    .returning();
  return issueView(row!);
}

export async function editIssueType(db: Db, id: string, patch: z.output<typeof issueTypePatchSchema>) {
  const [before] = await db.select().from(issueTypes).where(eq(issueTypes.id, id));
  if (!before) throw new HttpError(404, MESSAGES.csInvalidIssueId);
  const userType = patch.userType ?? before.userType;
  const value = patch.value ?? before.value;
  await assertNewIssue(db, userType, value, id);
  // A label follows the value unless it was set apart from it.
  const label = patch.label || (patch.value && before.label === before.value ? patch.value : before.label);
  const labelAr = patch.labelAr ?? before.labelAr;
  const [row] = await db
    .update(issueTypes)
    .set({ userType, value, label, labelAr })
    .where(eq(issueTypes.id, id))
    .returning();
  return issueView(row!);
}

export async function deleteIssueType(db: Db, id: string) {
  const [row] = await db.delete(issueTypes).where(eq(issueTypes.id, id)).returning({ id: issueTypes.id });
  if (!row) throw new HttpError(404, MESSAGES.csInvalidIssueId);
}

const faqView = (row: typeof faqs.$inferSelect) => ({
  _id: row.id,
  question: row.question,
  answer: row.answer,
  questionAr: row.questionAr,
  answerAr: row.answerAr,
  // Both languages, the English where no Arabic was written: each reader picks theirs (as banners do).
  translations: {
    en: { question: row.question, answer: row.answer },
    ar: { question: row.questionAr || row.question, answer: row.answerAr || row.answer },
  },
  category: row.category,
  type: row.type,
  displayOrder: row.displayOrder,
});

export async function listFaqs(db: Db, type: string) {
  const rows = await db
    .select()
    .from(faqs)
    .where(eq(faqs.type, type))
    .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt));
  return rows.map(faqView);
}

/** A new FAQ goes last: its display order is the current count plus 1 (section 9). */
export async function addFaq(db: Db, input: z.output<typeof faqSchema>) {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(faqs).where(eq(faqs.type, input.type));
    const [row] = await tx
      .insert(faqs)
      .values({ ...input, displayOrder: input.displayOrder ?? total + 1 })
      .returning();
    return faqView(row!);
  });
}

export async function editFaq(db: Db, id: string, patch: z.output<typeof faqPatchSchema>) {
  const [row] = await db
    .update(faqs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  if (!row) throw new HttpError(404, MESSAGES.faqNotFound);
  return faqView(row);
}

export async function deleteFaq(db: Db, id: string) {
  const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (!row) throw new HttpError(404, MESSAGES.faqNotFound);
}

/** `cs/faqs/reorder`: the ids of one type in their new order; ids of the other type are refused. */
export async function reorderFaqs(db: Db, type: string, ids: string[]) {
  await db.transaction(async (tx) => {
    const own = new Set((await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.type, type))).map((row) => row.id));
    if (ids.some((id) => !own.has(id))) throw new HttpError(404, MESSAGES.faqNotFound);
    // One statement for the whole order, whatever the number of FAQs.
    await tx.execute(
      sql`update faqs set display_order = o.ord::int from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]) with ordinality as o(id, ord) where faqs.id = o.id`,
    );
  });
  return listFaqs(db, type);
}
