import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutboundMessage } from './sender.ts';

/**
 * Used when no provider is configured for a channel: the message stays in the outbox table (shown
 * on /dev/outbox locally) and is printed in the server log so a person can finish a sign-up.
 */
export function logSender(channel: string, log: FastifyBaseLogger): MessageSender {
  return {
    name: 'log',
    async send(message: OutboundMessage) {
      log.info({ channel, to: message.to }, `[outbox] ${channel} to ${message.to}: ${message.body}`);
    },
  };
}
