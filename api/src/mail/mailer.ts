/**
 * Outgoing mail with nodemailer: over SMTP when SMTP_URL is set; otherwise
 * each message is written to MAIL_DIR as an .eml file (readable by Duet's own
 * user only), so password resets work on a fresh machine with no mail server.
 * The log says which file to open, never what it says: Duet's mail carries
 * credentials (reset and sign-in links), and logs travel further than mail.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config['mail'], logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await fs.mkdir(config.dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        config.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, `mail written to ${file} (no SMTP_URL set)`);
    },
  };
}
