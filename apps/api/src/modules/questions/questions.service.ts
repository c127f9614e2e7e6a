import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { PRODUCT_PAGE_QUESTIONS, QUESTION_PAGE_SIZE, QUESTIONS_PER_DAY } from '@souk/shared/question-rules';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { reviewerName } from '../reviews/reviews.service.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { findSellerProfile } from '../sellers/sellers.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';
import { productQuestions } from './questions.tables.ts';

type QuestionRow = typeof productQuestions.$inferSelect;

const DAY_MS = 86_400_000;

/** A product on sale (published, its shop active): the only ones asked about and listed. */
async function liveProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'published'), eq(products.sellerActive, true)));
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
  return product;
}

const pagination = (page: number, limit: number, total: number) => {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
};

/** A question as its asker sees it while it waits for the shop. */
const askerView = (row: QuestionRow) => ({
  _id: row.id,
  question: row.question,
  askedAt: row.createdAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * A signed-in buyer asks a question on a product on sale (issue 40); the shop is told by its bell
 * and by e-mail, in the same transaction. At most QUESTIONS_PER_DAY in any 24 hours: the asker's
 * questions are counted under a transaction lock of its own, so two at once cannot both be the fifth.
 */
export async function askQuestion(
  db: Db,
  input: { productId: string; askerId: string; question: string },
  now = new Date(),
) {
  const product = await liveProduct(db, input.productId);
  if (product.sellerId === input.askerId) throw new HttpError(403, MESSAGES.questionOwnProduct);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-questions:${input.askerId}`}))`);
    const [asked] = await tx
      .select({ value: count() })
      .from(productQuestions)
      .where(
        and(
          eq(productQuestions.askerId, input.askerId),
          gt(productQuestions.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((asked?.value ?? 0) >= QUESTIONS_PER_DAY) throw new HttpError(429, MESSAGES.questionDailyLimit);
    const [row] = await tx
      .insert(productQuestions)
      .values({
        productId: product.id,
        sellerId: product.sellerId,
        askerId: input.askerId,
        question: input.question,
        createdAt: now,
      })
      .returning();
    const [contact] = await tx.select({ email: users.email }).from(users).where(eq(users.id, product.sellerId));
    const profile = await findSellerProfile(tx, product.sellerId);
    await notifySeller(tx, {
      sellerId: product.sellerId,
      kind: 'new_question',
      params: { productName: product.name },
      productId: product.id,
      emailTo: profile?.businessEmail ?? contact?.email ?? null,
    });
    return { question: askerView(row!) };
  });
}

/**
 * A product's answered questions that are shown, newest answer first, a page at a time: what every
 * visitor and the page cache read, so the asker is named as reviews name their authors (a first name
 * and an initial) and nothing else of the asker is in it.
 */
export async function publicQuestions(db: Db, productId: string, page: number) {
  await liveProduct(db, productId);
  const limit = PRODUCT_PAGE_QUESTIONS;
  const where = and(
    eq(productQuestions.productId, productId),
    isNotNull(productQuestions.answeredAt),
    isNull(productQuestions.hiddenAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productQuestions.id,
        question: productQuestions.question,
        answer: productQuestions.answer,
        createdAt: productQuestions.createdAt,
        answeredAt: productQuestions.answeredAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(productQuestions)
      .innerJoin(users, eq(users.id, productQuestions.askerId))
      .where(where)
      .orderBy(desc(productQuestions.answeredAt), desc(productQuestions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(productQuestions).where(where),
  ]);
  return {
    questions: rows.map((row) => ({
      _id: row.id,
      question: row.question,
      answer: row.answer ?? '',
      askedAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt!.toISOString(),
      asker: { name: reviewerName(row.firstName, row.lastName) },
    })),
    pagination: pagination(page, limit, total?.value ?? 0),
  };
}

/** The reader's own questions on a product still waiting for the shop: shown to it alone, after the page loads. */
export async function myQuestions(db: Db, productId: string, askerId: string) {
  const rows = await db
    .select()
    .from(productQuestions)
    .where(
      and(
        eq(productQuestions.productId, productId),
        eq(productQuestions.askerId, askerId),
        isNull(productQuestions.answeredAt),
        isNull(productQuestions.hiddenAt),
      ),
    )
    .orderBy(desc(productQuestions.createdAt))
    .limit(QUESTION_PAGE_SIZE);
  return { questions: rows.map(askerView) };
}

/**
 * The shop's questions, those waiting for an answer first (the longest waiting first), then the
 * answered ones, newest answer first; hidden ones are left out.
 */
export async function sellerQuestions(db: Db, sellerId: string, page: number) {
  const limit = QUESTION_PAGE_SIZE;
  const where = and(eq(productQuestions.sellerId, sellerId), isNull(productQuestions.hiddenAt));
  const [rows, [total], [waiting]] = await Promise.all([
    db
      .select({
        question: productQuestions,
        firstName: users.firstName,
        lastName: users.lastName,
        productName: products.name,
        productNameAr: products.nameAr,
      })
      .from(productQuestions)
      .innerJoin(users, eq(users.id, productQuestions.askerId))
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .where(where)
      .orderBy(
        sql`${productQuestions.answeredAt} is not null`,
        asc(sql`case when ${productQuestions.answeredAt} is null then ${productQuestions.createdAt} end`),
        desc(productQuestions.answeredAt),
        desc(productQuestions.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(productQuestions).where(where),
    db
      .select({ value: count() })
      .from(productQuestions)
      .where(and(where, isNull(productQuestions.answeredAt))),
  ]);
  return {
    questions: rows.map(({ question, firstName, lastName, productName, productNameAr }) => ({
      ...askerView(question),
      asker: { name: reviewerName(firstName, lastName) },
      product: { _id: question.productId, name: productName, nameAr: productNameAr },
    })),
    unansweredCount: waiting?.value ?? 0,
    pagination: pagination(page, limit, total?.value ?? 0),
  };
}

/**
 * The shop answers a question on one of its own products (another shop's is not found), once; the
 * asker is told in the same transaction, and the product's page shows the answer on its next request.
 */
export async function answerQuestion(
  db: Db,
  input: { questionId: string; sellerId: string; answer: string },
  now = new Date(),
) {
  const answered = db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productQuestions)
      .where(
        and(
          eq(productQuestions.id, input.questionId),
          eq(productQuestions.sellerId, input.sellerId),
          isNull(productQuestions.hiddenAt),
        ),
      )
      .for('update');
    if (!before) throw new HttpError(404, MESSAGES.questionNotFound);
    if (before.answeredAt) throw new HttpError(409, MESSAGES.questionAlreadyAnswered);
    const [after] = await tx
      .update(productQuestions)
      .set({ answer: input.answer, answeredAt: now, answeredBy: input.sellerId })
      .where(eq(productQuestions.id, before.id))
      .returning();
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, before.productId));
    const profile = await findSellerProfile(tx, input.sellerId);
    await notify(tx, {
      userId: before.askerId,
      kind: 'question_answered',
      params: { orderNumber: '', productName: product?.name ?? '', seller: profile?.businessName ?? '' },
    });
    return { question: { ...askerView(after!), productId: after!.productId } };
  });
  return thenPurge(answered, (result) => ({ productPages: [result.question.productId] }));
}

/** Every shop's questions for staff, newest first; only the hidden ones, or only those shown, if asked. */
export async function staffQuestions(db: Db, query: { page: number; hidden?: 'true' | 'false' | undefined }) {
  const limit = QUESTION_PAGE_SIZE;
  const filters: SQL[] = [];
  if (query.hidden === 'true') filters.push(isNotNull(productQuestions.hiddenAt));
  if (query.hidden === 'false') filters.push(isNull(productQuestions.hiddenAt));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        question: productQuestions,
        firstName: users.firstName,
        lastName: users.lastName,
        productName: products.name,
        productNameAr: products.nameAr,
        shop: sql<string>`coalesce(${sellerProfiles.businessName}, 'Souk seller')`,
      })
      .from(productQuestions)
      .innerJoin(users, eq(users.id, productQuestions.askerId))
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, productQuestions.sellerId))
      .where(where)
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ value: count() }).from(productQuestions).where(where),
  ]);
  return {
    questions: rows.map(({ question, firstName, lastName, productName, productNameAr, shop }) => ({
      ...askerView(question),
      asker: { name: reviewerName(firstName, lastName) },
      product: { _id: question.productId, name: productName, nameAr: productNameAr },
      seller: { _id: question.sellerId, name: shop },
      hidden: question.hiddenAt !== null,
      hiddenReason: question.hiddenReason,
    })),
    pagination: pagination(query.page, limit, total?.value ?? 0),
  };
}

const auditedFields = (row: QuestionRow) => ({
  productId: row.productId,
  sellerId: row.sellerId,
  askerId: row.askerId,
  question: row.question,
  answer: row.answer,
  hiddenAt: row.hiddenAt,
  hiddenReason: row.hiddenReason,
});

/** Staff hide a question with a reason: it leaves the product's page and the shop's list; audited in the same transaction. */
export async function hideQuestion(db: Db, input: { questionId: string; staffId: string; reason: string }) {
  const hidden = db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.id, input.questionId))
      .for('update');
    if (!before) throw new HttpError(404, MESSAGES.questionNotFound);
    if (before.hiddenAt) throw new HttpError(409, MESSAGES.questionAlreadyHidden);
    const [after] = await tx
      .update(productQuestions)
      .set({ hiddenAt: new Date(), hiddenReason: input.reason, hiddenBy: input.staffId })
      .where(eq(productQuestions.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'hide',
      entity: 'product_question',
      entityId: before.id,
      before: auditedFields(before),
      after: auditedFields(after!),
    });
    return {
      question: {
        _id: after!.id,
        productId: after!.productId,
        hidden: true,
        hiddenAt: after!.hiddenAt!.toISOString(),
        hiddenReason: after!.hiddenReason,
      },
    };
  });
  return thenPurge(hidden, (result) => ({ productPages: [result.question.productId] }));
}
