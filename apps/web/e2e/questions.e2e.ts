import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type ViewportName } from './harness.ts';
import { apiCall, apiLogin, logInAs, newBuyer, shotFromTop, staffLogin, visible } from './journey.ts';
import { textsFor, type Language } from './locale-texts.ts';

/**
 * Issue 40, questions on a product: a buyer asks on the product's page (a link is refused before
 * anything is sent), sees it waiting for the shop, the seller answers it in its area's Questions
 * page, and a visitor reads the answer on the product's page, rendered by the server; in English on
 * a desktop and in Arabic on a phone. Then staff hide it, with a reason, and it leaves the page.
 */

const SELLER_EMAIL = 'seller.self@souk.test';
const COMBOS: { language: Language; viewport: ViewportName }[] = [
  { language: 'en', viewport: 'desktop' },
  { language: 'ar', viewport: 'phone' },
];

let harness: Harness;
let productId: string;
beforeAll(async () => {
  harness = await startHarness();
  const seller = await apiLogin(harness, SELLER_EMAIL);
  const mine = await apiCall<{ products: { _id: string }[] }>(
    harness,
    seller.accessToken,
    'GET',
    'seller/products?status=published&page=1&limit=5',
  );
  productId = mine.data.products[0]!._id;
});
afterAll(async () => {
  await harness?.stop();
});

describe('questions on a product', () => {
  for (const { language, viewport } of COMBOS) {
    const tag = `${language}-${viewport}`;
    it(`are asked, answered by the shop and read by a visitor (${tag})`, async () => {
      const T = textsFor(language);
      const question =
        language === 'ar' ? `هل يتوفر بمقاس أكبر؟ (${Date.now()})` : `Does it come in a larger size? (${Date.now()})`;
      const answer = language === 'ar' ? 'نعم، بمقاسين أكبر.' : 'Yes, in two larger sizes.';

      // A buyer asks.
      const email = await newBuyer(harness, `asker${language}`);
      const token = (await apiLogin(harness, email)).accessToken;
      await apiCall(harness, token, 'PUT', 'auth/profile', { firstName: 'Rami', lastName: 'Haddad' });
      const buyer = await harness.newPage({ viewport, language });
      await logInAs(harness, buyer.page, email, language);
      await buyer.page.goto(harness.url(`/products/${productId}`));
      const section = buyer.page.getByTestId('questions-section');
      await section.scrollIntoViewIfNeeded();
      await section.getByTestId('ask-question').click();
      const input = section.getByTestId('question-input');
      await input.fill('Cheaper at www.example.com');
      await section.getByTestId('question-submit').click();
      await expect.poll(() => section.getByTestId('question-error').textContent()).toBe(T.messages.questionNoLinks);
      await input.fill(question);
      await section.getByTestId('question-submit').click();
      const waiting = section.getByTestId('my-question').filter({ hasText: question });
      await waiting.waitFor();
      expect(await waiting.getByTestId('question-waiting').textContent()).toBe(T.product.questions.waiting);
      await section.scrollIntoViewIfNeeded();
      await shotFromTop(buyer.page, `questions-asked-${tag}`);
      await buyer.context.close();

      // Waiting, the question is nowhere in the page every visitor gets.
      const before = await (await fetch(harness.url(`/products/${productId}`))).text();
      expect(before).not.toContain(question);

      // The seller answers in its area.
      const seller = await harness.newPage({ viewport, language });
      await logInAs(harness, seller.page, SELLER_EMAIL, language);
      await seller.page.goto(harness.url('/seller-dashboard'));
      if (viewport === 'desktop') {
        await visible(seller.page.getByRole('link', { name: T.dashboard.menu.questions })).click();
        await seller.page.waitForURL((url) => url.pathname === '/seller-dashboard/questions');
      } else {
        await seller.page.goto(harness.url('/seller-dashboard/questions'));
      }
      const card = seller.page.getByTestId('seller-question').filter({ hasText: question });
      await card.waitFor();
      expect(await card.textContent()).toContain(T.sellerQuestions.waiting);
      await card.getByTestId('answer-input').fill(answer);
      await shotFromTop(seller.page, `seller-questions-${tag}`);
      await card.getByTestId('answer-submit').click();
      await expect.poll(() => card.getAttribute('data-answered')).toBe('true');
      expect(await card.textContent()).toContain(answer);
      await seller.context.close();

      // A visitor reads it on the product's page, which the server rendered with the answer.
      const html = await (await fetch(harness.url(`/products/${productId}`))).text();
      expect(html).toContain(answer);
      expect(html).not.toContain('Haddad');
      const visitor = await harness.newPage({ viewport, language });
      await visitor.page.goto(harness.url(`/products/${productId}`));
      const shown = visitor.page.getByTestId('question').filter({ hasText: question });
      await shown.scrollIntoViewIfNeeded();
      expect(await shown.getByTestId('answer-text').textContent()).toBe(answer);
      expect(await shown.textContent()).toContain('Rami H.');
      await shotFromTop(visitor.page, `questions-visitor-${tag}`);
      // A guest who asks is sent to sign in.
      await visitor.page.getByTestId('ask-question').click();
      await visitor.page.waitForURL((url) => url.pathname === '/login');
      await visitor.context.close();

      // Staff hide it with a reason: it leaves the product's page.
      const staff = await harness.newPage({ viewport, language });
      await staffLogin(harness, staff.page, language, 'admin');
      if (viewport === 'desktop') {
        await visible(staff.page.getByRole('link', { name: T.dashboard.menu.productQuestions })).click();
      } else {
        const address = new URL(staff.page.url());
        address.pathname = '/admin-dashboard/questions';
        await staff.page.goto(address.toString());
      }
      await staff.page.waitForURL((url) => url.pathname === '/admin-dashboard/questions');
      const row = staff.page.getByTestId('staff-question').filter({ hasText: question });
      await row.getByTestId('question-hide').click();
      await staff.page.getByTestId('question-hide-reason').fill(language === 'ar' ? 'سؤال مكرر' : 'Asked twice');
      await staff.page.getByTestId('question-hide-confirm').click();
      await row.getByText(T.staffQuestions.hidden, { exact: true }).waitFor();
      await shotFromTop(staff.page, `staff-questions-${tag}`);
      await staff.context.close();
      const after = await (await fetch(harness.url(`/products/${productId}`))).text();
      expect(after).not.toContain(question);
    });
  }
});
