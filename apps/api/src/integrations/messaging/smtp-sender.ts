import nodemailer from 'nodemailer';
import type { MessageSender, OutboundMessage } from './sender.ts';

/** E-mail over SMTP (SMTP_URL), with nodemailer. */
export function smtpSender(smtpUrl: string, from: string): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: OutboundMessage) {
      // Both parts (multipart/alternative): the HTML for mail clients, the text for the others.
      await transport.sendMail({
        from,
        to: message.to,
        // One Message-ID per outbox row: a resend after a crash is the same mail, not a second one.
        ...(message.id ? { messageId: `<${message.id}@outbox.souk>` } : {}),
        subject: message.subject ?? 'Souk',
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}
