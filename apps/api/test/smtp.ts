import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port; the API under test delivers to it over SMTP. A mail to
 * a recipient `hold` picks is read but never answered, as a provider that hangs; `held` lists them.
 */
export async function startSmtpServer(
  port = 0,
  options: { hold?: (recipient: string) => boolean } = {},
): Promise<{
  url: string;
  port: number;
  mails: ReceivedMail[];
  held: string[];
  close(): Promise<void>;
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
}> {
  const mails: ReceivedMail[] = [];
  const held: string[] = [];
  const holding: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (options.hold && recipients.some(options.hold)) {
          held.push(...recipients);
          holding.push(() => callback(new Error('held')));
          return;
        }
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    mails,
    held,
    close: () => {
      holding.splice(0).forEach((refuse) => refuse());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Resolves with the `count`-th mail to `to`, or fails after 5 s. */
    async waitFor(to: string, count = 1) {
      for (let waited = 0; waited < 5000; waited += 25) {
        const matching = mails.filter((mail) => mail.to.includes(to));
        if (matching.length >= count) return matching[count - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail #${count} to ${to} within 5 s`);
    },
  };
}

/** The six-digit code in a message body. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text.slice(0, 200)}`);
  return match[1]!;
}
