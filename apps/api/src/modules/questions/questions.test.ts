import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { QUESTION_MAX } from '@souk/shared/question-rules';
import { makeBuyers } from '../../../test/buyers.ts';
import { demoSessions, linesOfSellers, type SellerLine } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { generationOf } from '../../http/ttl-cache.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sellerNotifications } from '../sellers/sellers.tables.ts';
import { productScope } from '../ssr/storefront-purge.ts';
import { productQuestions } from './questions.tables.ts';

/**
 * Issue 40: a signed-in buyer asks about a product, its shop answers from its area (and only its
 * own products' questions), answered questions show for everyone, waiting ones only to the asker,
 * and staff hide one with a reason, audited; the page shows the change on its next request.
 */

const DAY = 86_400_000;
let t: TestApp;
let lines: SellerLine[];
let sellerCookies: Map<string, string>;
let staff: Awaited<ReturnType<typeof demoSessions>>;
let asker: { id: string; cookie: string };
let other: { id: string; cookie: string };
let limited: { id: string; cookie: string };

async function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  const body = response.json();
  return { status: response.statusCode, message: body.message as string, data: body.data, text: response.body };
}

const questionsUrl = (productId: string) => `/api/products/product/${productId}/questions`;
const ask = (productId: string, cookie: string, question: string) =>
  call('POST', questionsUrl(productId), cookie, { question });
const answerUrl = (id: string) => `/api/seller/questions/${id}/answer`;

beforeAll(async () => {
  t = await createTestApp();
  ({ lines, sellerCookies } = await linesOfSellers(t.db, 2));
  staff = await demoSessions(t.db, ['cs.agent', 'admin']);
  [asker, other, limited] = (await makeBuyers(t.db, 3, `asker${Date.now()}`)) as [
    { id: string; cookie: string },
    { id: string; cookie: string },
    { id: string; cookie: string },
  ];
  await t.db
    .update(users)
    .set({ firstName: 'Rami', lastName: 'Haddad', email: 'rami.haddad.questions@example.com' })
    .where(eq(users.id, asker.id));
});
afterAll(() => t.close());

describe('asking a question', () => {
  it('refuses a guest, an empty question, one over 1,000 characters and one holding a link', async () => {
    const productId = lines[0]!.productId;
    expect((await call('POST', questionsUrl(productId), undefined, { question: 'Hello?' })).status).toBe(401);
    for (const [question, message] of [
      ['', MESSAGES.questionRequired],
      ['    ', MESSAGES.questionRequired],
      ['x'.repeat(QUESTION_MAX + 1), MESSAGES.questionTooLong],
      ['See https://cheap.example/deal for more', MESSAGES.questionNoLinks],
      ['Better price at www.othershop', MESSAGES.questionNoLinks],
      ['Write to me at example.com please', MESSAGES.questionNoLinks],
      ['أرخص على souk-rival.lb', MESSAGES.questionNoLinks],
    ] as const) {
      const refused = await ask(productId, asker.cookie, question);
      expect(refused.status, question.slice(0, 40)).toBe(400);
      expect(refused.text).toContain(message);
    }
    // A size, a weight or an abbreviation is no link; exactly 1,000 characters is allowed.
    const fine = await ask(productId, asker.cookie, `Is the 2.5kg one the same, e.g. in size 10.5? ${'a'.repeat(10)}`);
    expect(fine.status, fine.text).toBe(201);
    expect(fine.message).toBe(MESSAGES.questionPosted);
    const longest = await ask(productId, other.cookie, 'q'.repeat(QUESTION_MAX));
    expect(longest.status, longest.text).toBe(201);
    expect(await t.db.$count(productQuestions, eq(productQuestions.askerId, asker.id))).toBe(1);
  });

  it('refuses the sixth question of a day, and takes one again once a question is a day old', async () => {
    const productId = lines[1]!.productId;
    for (let index = 1; index <= 5; index += 1) {
      const asked = await ask(productId, limited.cookie, `Question number ${index}?`);
      expect(asked.status, asked.text).toBe(201);
    }
    const sixth = await ask(productId, limited.cookie, 'Question number 6?');
    expect(sixth.status).toBe(429);
    expect(sixth.message).toBe(MESSAGES.questionDailyLimit);
    // Five at once cannot slip past the count either: the asker's questions are counted under a lock.
    const crowd = await Promise.all([1, 2, 3].map((index) => ask(productId, limited.cookie, `Again ${index}?`)));
    expect(crowd.map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect(await t.db.$count(productQuestions, eq(productQuestions.askerId, limited.id))).toBe(5);
    // The oldest question leaves the last 24 hours: one more may be asked.
    const [oldest] = await t.db
      .select({ id: productQuestions.id })
      .from(productQuestions)
      .where(eq(productQuestions.askerId, limited.id))
      .limit(1);
    await t.db
      .update(productQuestions)
      .set({ createdAt: new Date(Date.now() - DAY - 60_000) })
      .where(eq(productQuestions.id, oldest!.id));
    expect((await ask(productId, limited.cookie, 'One more, a day later?')).status).toBe(201);
  });

  it("refuses a seller's question on its own product", async () => {
    const line = lines[0]!;
    const own = await ask(line.productId, sellerCookies.get(line.sellerId)!, 'Is it good?');
    expect(own.status).toBe(403);
    expect(own.message).toBe(MESSAGES.questionOwnProduct);
  });
});

describe('the shop answers, the asker is told, everyone reads the answer', () => {
  let questionId: string;
  let line: SellerLine;
  beforeAll(async () => {
    line = lines[0]!;
    const asked = await ask(line.productId, asker.cookie, 'Does it come in blue?');
    questionId = asked.data.question._id as string;
  });

  it('tells the shop by its bell and by e-mail', async () => {
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(and(eq(sellerNotifications.sellerId, line.sellerId), eq(sellerNotifications.kind, 'new_question')));
    expect(notice?.productId).toBe(line.productId);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Souk: ${notice!.title}`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.body).toContain('Answer it in Questions');
  });

  it('shows a waiting question to its asker alone, never in the public list', async () => {
    const mine = await call('GET', `${questionsUrl(line.productId)}/mine`, asker.cookie);
    expect(mine.data.questions.map((question: { _id: string }) => question._id)).toContain(questionId);
    const others = await call('GET', `${questionsUrl(line.productId)}/mine`, other.cookie);
    expect(others.data.questions.map((question: { _id: string }) => question._id)).not.toContain(questionId);
    expect((await call('GET', `${questionsUrl(line.productId)}/mine`)).status).toBe(401);
    const open = await call('GET', questionsUrl(line.productId));
    expect(open.text).not.toContain(questionId);
  });

  it("lists the shop's questions, waiting ones first, and lets no other shop answer them", async () => {
    const listed = await call('GET', '/api/seller/questions', sellerCookies.get(line.sellerId));
    expect(listed.status).toBe(200);
    expect(listed.data.unansweredCount).toBeGreaterThan(0);
    const first = listed.data.questions[0];
    expect(first.answer).toBeNull();
    const ours = listed.data.questions.find((question: { _id: string }) => question._id === questionId);
    expect(ours.asker.name).toBe('Rami H.');
    expect(ours.product._id).toBe(line.productId);
    const stranger = sellerCookies.get(lines[1]!.sellerId)!;
    const theirs = await call('GET', '/api/seller/questions', stranger);
    expect(theirs.text).not.toContain(questionId);
    const refused = await call('POST', answerUrl(questionId), stranger, { answer: 'Yes' });
    expect(refused.status).toBe(404);
    expect(refused.message).toBe(MESSAGES.questionNotFound);
    expect((await call('POST', answerUrl(questionId), asker.cookie, { answer: 'Yes' })).status).toBe(403);
  });

  it('refuses an empty answer, one too long and one holding a link', async () => {
    const cookie = sellerCookies.get(line.sellerId)!;
    for (const [answer, message] of [
      ['', MESSAGES.answerRequired],
      ['y'.repeat(QUESTION_MAX + 1), MESSAGES.answerTooLong],
      ['Order it on http://elsewhere.example', MESSAGES.answerNoLinks],
    ] as const) {
      const refused = await call('POST', answerUrl(questionId), cookie, { answer });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
    }
  });

  it('answers once, tells the asker, shows the answer to everyone and purges the page', async () => {
    const cookie = sellerCookies.get(line.sellerId)!;
    const before = await generationOf([productScope(line.productId)]);
    const answered = await call('POST', answerUrl(questionId), cookie, { answer: 'Yes, in blue and in green.' });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.message).toBe(MESSAGES.questionAnswered);
    expect(await generationOf([productScope(line.productId)])).not.toBe(before);
    const again = await call('POST', answerUrl(questionId), cookie, { answer: 'Yes.' });
    expect(again.status).toBe(409);

    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, asker.id), eq(notifications.kind, 'question_answered')));
    expect(told?.message).toContain('answered your question');

    const open = await call('GET', questionsUrl(line.productId));
    const shown = open.data.questions.find((question: { _id: string }) => question._id === questionId);
    expect(shown).toMatchObject({ question: 'Does it come in blue?', answer: 'Yes, in blue and in green.' });
    expect(shown.asker).toEqual({ name: 'Rami H.' });
    // Nothing else of the asker: not the surname, the e-mail, nor the account.
    expect(open.text).not.toContain('Haddad');
    expect(open.text).not.toContain('rami.haddad.questions@example.com');
    expect(open.text).not.toContain(asker.id);
    // Answered, it no longer waits for the asker.
    const mine = await call('GET', `${questionsUrl(line.productId)}/mine`, asker.cookie);
    expect(mine.text).not.toContain(questionId);
  });

  it('is hidden by staff with a reason, audited, off the page and the shop list, and the page purged', async () => {
    const reason = 'Personal details in the question';
    expect((await call('POST', `/api/staff/questions/${questionId}/hide`, asker.cookie, { reason })).status).toBe(403);
    const noReason = await call('POST', `/api/staff/questions/${questionId}/hide`, staff.cookies['cs.agent'], {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain(MESSAGES.questionHideReasonRequired);
    const before = await generationOf([productScope(line.productId)]);
    const hidden = await call('POST', `/api/staff/questions/${questionId}/hide`, staff.cookies['cs.agent'], {
      reason,
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.message).toBe(MESSAGES.questionHidden);
    expect(await generationOf([productScope(line.productId)])).not.toBe(before);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_question'), eq(auditLog.entityId, questionId)));
    expect(entry).toMatchObject({ actorId: staff.ids['cs.agent'], action: 'hide' });
    expect(entry!.after).toMatchObject({ hiddenReason: reason });
    const listed = await call('GET', '/api/staff/questions?hidden=true', staff.cookies.admin);
    const row = listed.data.questions.find((question: { _id: string }) => question._id === questionId);
    expect(row).toMatchObject({ hidden: true, hiddenReason: reason, asker: { name: 'Rami H.' } });
    expect((await call('GET', '/api/staff/questions?hidden=false', staff.cookies.admin)).text).not.toContain(
      questionId,
    );
    expect((await call('GET', '/api/staff/questions', sellerCookies.get(line.sellerId))).status).toBe(403);
    const again = await call('POST', `/api/staff/questions/${questionId}/hide`, staff.cookies.admin, { reason });
    expect(again.status).toBe(409);
    expect((await call('GET', questionsUrl(line.productId))).text).not.toContain(questionId);
    expect((await call('GET', '/api/seller/questions', sellerCookies.get(line.sellerId))).text).not.toContain(
      questionId,
    );
  });

  it('lists only answered questions that are shown', async () => {
    const open = await call('GET', questionsUrl(line.productId));
    const rows = await t.db.select().from(productQuestions).where(eq(productQuestions.productId, line.productId));
    const shown = rows.filter((row) => row.answeredAt && !row.hiddenAt).map((row) => row.id);
    expect(open.data.questions.map((question: { _id: string }) => question._id).sort()).toEqual(shown.sort());
    expect(rows.length).toBeGreaterThan(shown.length);
  });
});

describe("a product's answered questions", () => {
  it('come five at a time, newest answer first', async () => {
    const line = lines[1]!;
    const cookie = sellerCookies.get(line.sellerId)!;
    const waiting = (await call('GET', '/api/seller/questions', cookie)).data.questions as { _id: string }[];
    expect(waiting.length).toBe(6);
    for (const question of waiting)
      expect((await call('POST', answerUrl(question._id), cookie, { answer: 'Yes.' })).status).toBe(200);
    const first = await call('GET', questionsUrl(line.productId));
    expect(first.data.questions).toHaveLength(5);
    expect(first.data.pagination).toMatchObject({ total: 6, totalPages: 2, hasNextPage: true });
    const answeredAt = first.data.questions.map((question: { answeredAt: string }) => question.answeredAt);
    expect(answeredAt).toEqual([...answeredAt].sort().reverse());
    const second = await call('GET', `${questionsUrl(line.productId)}?page=2`);
    expect(second.data.questions).toHaveLength(1);
    const seen = [...first.data.questions, ...second.data.questions].map((question: { _id: string }) => question._id);
    expect(new Set(seen).size).toBe(6);
  });
});
