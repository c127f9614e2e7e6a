import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForToastsToClose, type Harness } from './harness.ts';
import { EVERY_COMBO, apiCall, shotFromTop as shot, staffLogin, staffToken } from './journey.ts';
import { textsFor, type Texts } from './locale-texts.ts';

/**
 * Issue 15, the customer-service desk: an agent opens a buyer ticket from the buyer's phone,
 * finds it in the list and escalates it; the manager is told, and closes it with a refund.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.stop());

/** Picks the first choice of a Mantine select found by its test id. */
async function pickFirst(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option').first().click();
}

/** Opens a buyer ticket for the demo buyer (phone 71000001) through the screens; its number. */
async function openBuyerTicket(page: Page, T: Texts, note: string) {
  await page.getByRole('heading', { name: T.pageTitles.csOpenTicket }).waitFor();
  await page.getByTestId('cs-lookup-search').click();
  await page.getByTestId('cs-lookup-error').getByText(T.messages.csPhoneRequired).waitFor();
  await page.getByTestId('cs-lookup-phone').fill('70999999');
  await page.getByTestId('cs-lookup-search').click();
  await page.getByTestId('cs-lookup-error').getByText(T.messages.csNoUserFound).waitFor();
  await page.getByTestId('cs-lookup-phone').fill('71000001');
  await page.getByTestId('cs-lookup-search').click();
  await page.getByTestId('cs-preview').getByText('Rami Haddad').waitFor();
  await page.getByTestId('cs-proceed').click();
  await pickFirst(page, 'cs-order');
  await pickFirst(page, 'cs-item');
  expect(await page.getByTestId('cs-seller-related').inputValue()).not.toBe('');
  await pickFirst(page, 'cs-issue');
  await page.getByTestId('cs-note').fill(note);
  await page.getByTestId('cs-priority').getByText(T.cs.priority.high).click();
  await page.getByTestId('cs-submit').click();
  const number = Number((await page.getByTestId('cs-ticket-number').innerText()).replace(/\D/g, ''));
  expect(number).toBeGreaterThan(1000);
  return number;
}

describe('a buyer ticket through the desk (en, desktop)', () => {
  it('the agent opens and escalates it; the manager is told and closes it with a refund', async () => {
    const T = textsFor('en');
    const agent = await harness.newPage({ viewport: 'desktop', language: 'en' });
    let number = 0;
    try {
      await staffLogin(harness, agent.page, 'en', 'cs.agent');
      number = await openBuyerTicket(agent.page, T, 'The lid arrived cracked.');
      await shot(agent.page, 'cs/en-desktop-01-ticket-created');
      await agent.page.getByTestId('cs-created-ok').click();
      await agent.page.waitForURL((url) => url.pathname === '/customer-service-dashboard/tickets-Client');
      const row = agent.page.getByTestId('ticket-row').filter({ hasText: `#${number}` });
      await row.getByText('Lina Fares').waitFor();
      await row.getByText(T.cs.priority.high).waitFor();
      await row.getByTestId('ticket-actions').click();
      await agent.page.getByTestId('ticket-escalate').click();
      await agent.page.getByTestId('escalate-note').fill('Buyer wants half back.');
      await agent.page.getByTestId('escalate-send').click();
      await agent.page.getByText(T.messages.ticketEscalated).first().waitFor();
      await row.getByText(T.cs.manager).waitFor();
      // An agent cannot set it back to pending: the server says why.
      await row.getByTestId('ticket-status').click({ force: true });
      await agent.page.getByTestId('reopen-confirm').click();
      await agent.page.getByText(T.messages.csPendingManagerOnly).first().waitFor();
      await waitForToastsToClose(agent.page);
      await shot(agent.page, 'cs/en-desktop-02-tickets');
    } finally {
      await agent.context.close();
    }

    const manager = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, manager.page, 'en', 'cs.manager');
      await manager.page.goto(harness.url('/customer-service-dashboard/notifications', 'staff'));
      await manager.page.getByTestId('cs-tab-management').click();
      const note = manager.page.getByTestId('cs-notification').filter({ hasText: `#${number}` });
      await note.getByText(T.cs.notifications.kinds.escalation).waitFor();
      await note.click();
      await shot(manager.page, 'cs/en-desktop-03-manager-notifications');
      await manager.page.goto(harness.url(`/customer-service-dashboard/tickets-Client`, 'staff'));
      await manager.page.getByTestId('tickets-search').fill(String(number));
      const row = manager.page.getByTestId('ticket-row').filter({ hasText: `#${number}` });
      await row.getByTestId('ticket-status').click({ force: true });
      // An escalated ticket goes back to pending first; then the manager closes it with a refund.
      await manager.page.getByTestId('reopen-confirm').click();
      await manager.page.getByText(T.messages.ticketStatusChanged).first().waitFor();
      await row.getByTestId('ticket-status').click({ force: true });
      await manager.page.getByTestId('close-action').click();
      await manager.page.getByRole('option', { name: T.cs.actions.refund, exact: true }).click();
      await manager.page.getByTestId('close-percentage').fill('50');
      await manager.page.getByTestId('close-save').click();
      await manager.page.getByText(T.messages.ticketClosed).first().waitFor();
      await row.getByText('Omar Daher').waitFor();
    } finally {
      await manager.context.close();
    }
    const token = await staffToken(harness, 'cs.agent');
    const listed = await apiCall<{ tickets: { ticketNumber: number; status: string; resolution: { refundPercentage: number } }[] }>(harness, token, 'GET', `cs/tickets?ticketType=buyer&search=${number}`);
    expect(listed.data.tickets[0]).toMatchObject({ ticketNumber: number, status: 'closed', resolution: { refundPercentage: 50 } });
  });
});

describe('the desk keeps its FAQs and issue types (en, desktop)', () => {
  it('a buyer FAQ added at the desk shows on the Help Center; a manager adds an issue that the ticket form offers', async () => {
    const T = textsFor('en');
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'cs.manager');
      await page.goto(harness.url('/customer-service-dashboard/FAQs-Client', 'staff'));
      await page.getByTestId('faq-new').click();
      await page.getByTestId('faq-question').fill('Can I pick up my order?');
      await page.getByTestId('faq-answer').fill('Not yet: every order is delivered to the address you give.');
      await page.getByTestId('faq-category').click();
      await page.getByRole('option', { name: T.cs.faqs.categories.shipping, exact: true }).click();
      await page.getByTestId('faq-save').click();
      await page.getByText(T.messages.faqSaved).first().waitFor();
      await page.getByTestId('faq-card').filter({ hasText: 'Can I pick up my order?' }).waitFor();
      const help = await apiCall<{ faqs: { question: string }[] }>(harness, null, 'GET', 'faqs');
      expect(help.data.faqs.at(-1)!.question).toBe('Can I pick up my order?');

      await page.goto(harness.url('/customer-service-dashboard/Client-Issues', 'staff'));
      await page.getByTestId('issue-add-client').click();
      await page.getByTestId('issue-text').fill('Item smells of smoke');
      await page.getByTestId('issue-save').click();
      await page.getByText(T.messages.csIssueSaved).first().waitFor();
      await page.getByTestId('issues-client').getByText('Item smells of smoke').waitFor();
      const choices = await apiCall<{ value: string }[]>(harness, await staffToken(harness, 'cs.agent'), 'GET', 'cs/issue-types?userType=client');
      expect(choices.data.map((choice) => choice.value)).toContain('Item smells of smoke');
    } finally {
      await context.close();
    }
  });
});

describe.each(EVERY_COMBO)('the desk looks right ($language, $viewport)', ({ language, viewport }) => {
  it('ticket form, tickets and filters, FAQs, issue types, notifications', async () => {
    const T = textsFor(language);
    const name = (step: string) => `cs/${language}-${viewport}-screens-${step}`;
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await staffLogin(harness, page, language, 'cs.supervisor');
      await page.getByRole('heading', { name: T.pageTitles.csOpenTicket }).waitFor();
      await page.getByTestId('cs-lookup-phone').fill('71000001');
      await page.getByTestId('cs-lookup-search').click();
      await page.getByTestId('cs-preview').waitFor();
      await shot(page, name('01-preview'));
      await page.getByTestId('cs-proceed').click();
      await page.getByTestId('cs-order').waitFor();
      await shot(page, name('02-form'));
      await page.goto(harness.url('/customer-service-dashboard/tickets-Client', 'staff'));
      await page.getByTestId('ticket-row').first().waitFor();
      await shot(page, name('03-tickets'));
      await page.getByTestId('tickets-filter').click();
      await page.getByTestId('filter-apply').waitFor();
      await shot(page, name('04-filters'));
      await page.getByTestId('filter-priority').click();
      await page.getByTestId('filter-apply').click();
      await page.getByTestId('tickets-clear').click();
      await page.goto(harness.url('/customer-service-dashboard/FAQs-Client', 'staff'));
      await page.getByTestId('faq-card').first().waitFor();
      await shot(page, name('05-faqs'));
      await page.goto(harness.url('/customer-service-dashboard/Client-Issues', 'staff'));
      await page.getByTestId('issue-card').first().waitFor();
      await shot(page, name('06-issues'));
      await page.goto(harness.url('/customer-service-dashboard/notifications', 'staff'));
      await page.getByTestId('cs-notification').first().waitFor();
      await shot(page, name('07-notifications'));
    } finally {
      await context.close();
    }
  });
});
