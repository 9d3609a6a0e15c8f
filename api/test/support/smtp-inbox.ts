/** A real SMTP server on 127.0.0.1 (smtp-server from npm) that keeps what it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the count-th mail; the test's own timeout bounds one that never comes. */
    async next(count = mails.length + 1): Promise<ReceivedMail> {
      while (mails.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return mails[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's text (quoted-printable soft breaks undone). */
export const mailText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The link to `pathname` (with its token) in a mail. */
export function mailedLink(raw: string, pathname: string): URL {
  const escaped = pathname.replace(/[/.-]/g, '\\$&');
  const match = mailText(raw).match(new RegExp(`https?://\\S+${escaped}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${pathname} link in:\n${raw}`);
  return new URL(match[0]);
}

/** The reset link in a mail. */
export const resetLink = (raw: string): URL => mailedLink(raw, '/reset-password');

/** Quoted-printable bytes (RFC 2045) as text: soft breaks undone, =XX as the byte it stands for. */
function fromQuotedPrintable(text: string, underscoresAreSpaces = false): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '_' && underscoresAreSpaces) bytes.push(0x20);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A mail's subject and text as its reader sees them, in any language: the subject's encoded words
 * (RFC 2047) and the body's transfer encoding undone.
 */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text, true),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}
