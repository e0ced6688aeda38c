import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

/** A file sent with a mail, in nodemailer's shape (an .ics of a session, say). */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
  /** base64: a string content holds a binary file's bytes so written. */
  encoding?: 'base64';
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mails go: an SMTP server, or the outbox folder. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * An erasure (GDPR): removes the copies kept of the mails sent to that address, and answers how
   * many. The outbox keeps each mail (.eml and .json); SMTP keeps none here (the mail server's own
   * logs and mailboxes are outside the application).
   */
  forget(address: string): Promise<number>;
  /** Tells the listener whether each mail handed to send went or failed (server/plugins/metrics.ts counts them). */
  onSent(listener: (outcome: 'sent' | 'failed') => void): void;
}

/** The mailer with onSent: each send's outcome told to the listeners, its error thrown on as it was. */
function told(mailer: Omit<Mailer, 'onSent'>): Mailer {
  const listeners: ((outcome: 'sent' | 'failed') => void)[] = [];
  const tell = (outcome: 'sent' | 'failed') => {
    for (const listener of listeners) listener(outcome);
  };
  return {
    kind: mailer.kind,
    forget: mailer.forget,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        tell('failed');
        throw error;
      }
      tell('sent');
    },
    onSent: (listener) => {
      listeners.push(listener);
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox (.eml, and .json for tools). */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return told({
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      forget: async () => 0,
    });
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Two mails to one address in one millisecond keep their own files, in the order they were sent.
  let sent = 0;
  return told({
    kind: 'outbox',
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      sent = (sent + 1) % 1_000_000;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(6, '0')}-${mail.to.replace(/[^\w.@-]/g, '_')}`;
      writeFileSync(join(outbox, `${name}.eml`), info.message as Buffer);
      // The .json names the attachments; their content is in the .eml.
      const { attachments, ...fields } = mail;
      writeFileSync(
        join(outbox, `${name}.json`),
        JSON.stringify(
          {
            ...fields,
            attachments: attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
            })),
            date: new Date(),
          },
          null,
          2,
        ),
      );
    },
    async forget(address) {
      let names: string[];
      try {
        names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const path = join(outbox, name);
        const { to } = JSON.parse(readFileSync(path, 'utf8')) as { to?: string };
        if (to?.toLowerCase() !== address.toLowerCase()) continue;
        rmSync(path, { force: true });
        rmSync(path.replace(/\.json$/, '.eml'), { force: true });
        removed += 1;
      }
      return removed;
    },
  });
}
