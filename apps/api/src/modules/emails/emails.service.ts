import { render, toPlainText } from '@react-email/render';
import { eq } from 'drizzle-orm';
import { isLanguageCode, type LanguageCode } from '@souk/shared/languages';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import type { Email } from './emails.tsx';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The HTML part, and the plain-text alternative read from it (links written out in full). */
export async function renderEmail(email: Email): Promise<RenderedEmail> {
  const html = await render(email.element);
  return { subject: email.subject, html, text: toPlainText(html) };
}

/** Renders and writes an e-mail to the outbox, in the caller's transaction. */
export async function enqueueEmail(db: Db, to: string, email: Email) {
  const rendered = await renderEmail(email);
  await enqueueMessage(db, {
    channel: 'email',
    to,
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
  });
}

/** The language an account reads (kept on the account), English when unknown. */
export async function readerLanguage(db: Db, userId: string | null | undefined): Promise<LanguageCode> {
  if (!userId) return 'en';
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return isLanguageCode(row?.language) ? row.language : 'en';
}
