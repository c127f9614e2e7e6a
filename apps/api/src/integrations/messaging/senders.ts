import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { logSender } from './log-sender.ts';
import type { Channel, MessageSender } from './sender.ts';
import { smtpSender } from './smtp-sender.ts';
import { twilioSender } from './twilio-sender.ts';

/** The sender for each channel: the configured provider, else the log (development). */
export function buildSenders(
  config: Config,
  log: FastifyBaseLogger,
): { senders: Record<Channel, MessageSender>; close(): void } {
  const smtp = config.mail.smtpUrl ? smtpSender(config.mail.smtpUrl, config.mail.from) : undefined;
  const twilio = config.twilio;
  return {
    senders: {
      email: smtp ?? logSender('email', log),
      sms: twilio?.smsFrom ? twilioSender(twilio, twilio.smsFrom, 'sms') : logSender('sms', log),
      whatsapp: twilio?.whatsappFrom
        ? twilioSender(twilio, twilio.whatsappFrom, 'whatsapp')
        : logSender('whatsapp', log),
    },
    close: () => smtp?.close(),
  };
}
