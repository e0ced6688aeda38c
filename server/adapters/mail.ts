import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mails go: an SMTP server, or the outbox folder. */
  readonly kind: 'smtp' | 'outbox';
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox (.eml, and .json for tools). */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}`;
      writeFileSync(join(outbox, `${name}.eml`), info.message as Buffer);
      writeFileSync(
        join(outbox, `${name}.json`),
        JSON.stringify({ ...mail, date: new Date() }, null, 2),
      );
    },
  };
}
