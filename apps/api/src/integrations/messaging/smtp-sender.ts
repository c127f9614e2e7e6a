import nodemailer from 'nodemailer';
import type { MessageSender, OutboundMessage } from './sender.ts';

/** E-mail over SMTP (SMTP_URL), with nodemailer. */
export function smtpSender(smtpUrl: string, from: string): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: OutboundMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? 'Souk', text: message.body });
    },
    close: () => transport.close(),
  };
}
