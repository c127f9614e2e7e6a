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

/** A received mail's subject and its parts, decoded (quoted-printable or base64, UTF-8). */
export interface MailParts {
  subject: string;
  text: string;
  html: string | undefined;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 words (=?UTF-8?B?...?= or Q), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function headersOf(block: string): Map<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new Map(
    unfolded.split(/\r?\n/).flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()] as const] : [];
    }),
  );
}

export function mailParts(raw: string): MailParts {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const subject = decodeHeader(headers.get('subject') ?? '');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary)
    return { subject, text: decodeBody(body, headers.get('content-transfer-encoding') ?? ''), html: undefined };
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const trimmed = part.replace(/^\r?\n/, '');
      const at = trimmed.search(/\r?\n\r?\n/);
      const partHeaders = headersOf(trimmed.slice(0, at));
      const content = trimmed.slice(at).replace(/^\r?\n\r?\n/, '');
      return {
        type: partHeaders.get('content-type') ?? '',
        content: decodeBody(content, partHeaders.get('content-transfer-encoding') ?? ''),
      };
    });
  return {
    subject,
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content,
  };
}
