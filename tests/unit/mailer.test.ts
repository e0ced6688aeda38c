import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/adapters/mail';
import type { Config } from '../../server/config';

/**
 * The two transports of server/adapters/mail.ts through nodemailer itself: a real SMTP exchange
 * with a minimal server on a local port, and the outbox folder. The api tests only see the outbox.
 */

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server: greets, accepts MAIL, RCPT and DATA, and keeps each message received. */
function smtpServer(received: Received[]): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          say('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 test');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*<([^>]*)>.*$/i, '$1');
          say('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*<([^>]*)>.*$/i, '$1'));
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 ok');
        else say('502 not implemented');
      }
    });
  });
}

const MAIL = {
  to: 'eleve@exemple.fr',
  subject: 'Séance du 3 mars',
  text: 'Votre séance est confirmée.',
  attachments: [
    {
      filename: 'seance.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      contentType: 'text/calendar',
    },
  ],
};

describe('the mailer', () => {
  const received: Received[] = [];
  const server = smtpServer(received);
  let port = 0;
  let dataDir = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    dataDir = mkdtempSync(join(tmpdir(), 'mailer-test-'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends through the SMTP server of SMTP_URL, from MAIL_FROM, with the attachment', async () => {
    const config = {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'formation@exemple.fr',
      dataDir,
    } as Config;
    const mailer = createMailer(config);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(MAIL);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('formation@exemple.fr');
    expect(mail.to).toEqual(['eleve@exemple.fr']);
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?Q\?S=C3=A9ance_du_3_mars\?=$/m);
    expect(mail.data).toMatch(/^Content-Type: text\/calendar; name=seance\.ics$/m);
    expect(await mailer.forget('eleve@exemple.fr')).toBe(0);
  });

  it('refuses a mail the SMTP server refuses', async () => {
    const refusing = createServer((socket) => {
      socket.write('554 no service here\r\n');
      socket.end();
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const { port: refusingPort } = refusing.address() as { port: number };
      const mailer = createMailer({
        SMTP_URL: `smtp://127.0.0.1:${refusingPort}`,
        MAIL_FROM: 'formation@exemple.fr',
        dataDir,
      } as Config);
      await expect(mailer.send(MAIL)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('writes the outbox without SMTP_URL: the .eml with its attachment, the .json; forget removes both', async () => {
    const mailer = createMailer({ MAIL_FROM: 'formation@exemple.fr', dataDir } as Config);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(MAIL);
    await mailer.send({ ...MAIL, to: 'autre@exemple.fr' });
    const outbox = join(dataDir, 'outbox');
    const names = readdirSync(outbox).sort();
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(2);
    const eml = names.find((n) => n.endsWith('eleve@exemple.fr.eml')) as string;
    const text = readFileSync(join(outbox, eml), 'utf8');
    expect(text).toMatch(/^From: formation@exemple\.fr$/m);
    expect(text).toMatch(/^Content-Type: text\/calendar; name=seance\.ics$/m);
    const json = JSON.parse(readFileSync(join(outbox, eml.replace(/\.eml$/, '.json')), 'utf8'));
    expect(json).toMatchObject({
      to: 'eleve@exemple.fr',
      attachments: [{ filename: 'seance.ics', contentType: 'text/calendar' }],
    });
    expect(await mailer.forget('ELEVE@exemple.fr')).toBe(1);
    expect(readdirSync(outbox).filter((n) => n.includes('eleve@'))).toEqual([]);
    expect(readdirSync(outbox)).toHaveLength(2);
  });
});
