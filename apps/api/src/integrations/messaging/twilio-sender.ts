import type { MessageSender, OutboundMessage } from './sender.ts';

interface TwilioConfig {
  accountSid: string;
  authToken: string;
  apiUrl: string;
}

/**
 * SMS and WhatsApp through Twilio's Messages REST API. WhatsApp numbers carry the `whatsapp:`
 * prefix on both ends; everything else is the same call.
 */
export function twilioSender(config: TwilioConfig, from: string, channel: 'sms' | 'whatsapp'): MessageSender {
  const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: `twilio-${channel}`,
    async send(message: OutboundMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: `${prefix}${message.to}`, From: `${prefix}${from}`, Body: message.body }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
