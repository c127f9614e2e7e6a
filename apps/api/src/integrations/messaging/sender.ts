/** One way to reach people; the outbox worker picks the sender for each message's channel. */
export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface OutboundMessage {
  /**
   * The outbox row's id: the same on every attempt, so a message sent again after a crash between
   * the send and its record (at least once) is known by the provider or mail client as one (issue 43).
   */
  id?: string;
  to: string;
  subject: string | null;
  body: string;
  /** E-mails: the HTML part, `body` being its plain-text alternative. */
  html?: string | null;
}

export interface MessageSender {
  /** Shown in the outbox row, so an operator sees which adapter delivered a message. */
  readonly name: string;
  send(message: OutboundMessage): Promise<void>;
}
