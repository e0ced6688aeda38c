import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MASK, maskedError, maskedUrl, SECRET_PARAMS } from '../../server/lib/log-masking';
import { logFormatOf, loggerOptions, prettyStream } from '../../server/plugins/logging';
import { PAGE_PATHS } from '../../src/pages/route-paths';

describe('LOG_FORMAT', () => {
  it('auto: pretty lines in a terminal, JSON lines in a pipe or a container', () => {
    expect(logFormatOf('auto', true)).toBe('pretty');
    expect(logFormatOf('auto', false)).toBe('json');
  });
  it('pretty and json hold whatever the output is', () => {
    expect(logFormatOf('pretty', false)).toBe('pretty');
    expect(logFormatOf('json', true)).toBe('json');
  });

  it('pretty: one readable line per request, its request id first', async () => {
    const chunks: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions({ LOG_LEVEL: 'info' }), prettyStream(out)).child({
      reqId: 'k3m9x2q7ab',
    });
    log.info(
      {
        method: 'GET',
        url: '/api/students',
        ip: '10.0.0.1',
        res: { statusCode: 200 },
        responseTime: 12.4,
      },
      'request completed',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = chunks.join('');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[k3m9x2q7ab\] GET \/api\/students → 200 12 ms \(10\.0\.0\.1\)\n$/,
    );
  });
});

describe('a logged URL', () => {
  it('masks the secret parameters of the route that answered, whatever it names them', () => {
    expect(maskedUrl('/api/sign/abcDEF123', '/api/sign/:token')).toBe('/api/sign/***');
    expect(maskedUrl('/api/test/ABC123/', '/api/test/:code')).toBe('/api/test/***/');
    expect(maskedUrl('/api/news/image/k1/s1', '/api/news/image/:key/:sig')).toBe(
      '/api/news/image/k1/***',
    );
    expect(maskedUrl('/u/123.abc/unit-1/a/b.html', '/u/:signature/:filename/*')).toBe(
      '/u/***/unit-1/a/b.html',
    );
    expect(maskedUrl('/api/students/42', '/api/students/:id')).toBe('/api/students/42');
  });

  it('masks the secret segment of every page a link opens, which no route answers', () => {
    const linked = Object.values(PAGE_PATHS).filter((path) =>
      path.split('/').some((s) => SECRET_PARAMS.has(s.slice(1))),
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const path of linked) {
      const url = path.replace(/:\w+/g, 'secret-value-1');
      expect(maskedUrl(url), path).not.toContain('secret-value-1');
    }
    expect(maskedUrl('/company/test/42')).toBe('/company/test/42');
  });

  it('masks secret query values and any e-mail address, keeping the rest', () => {
    expect(maskedUrl('/?resettoken=abc%2Fdef')).toBe(`/?resettoken=${MASK}`);
    expect(maskedUrl('/launch/2004?sco=%2Fu%2Fx&title=Unit')).toBe(
      `/launch/2004?sco=${MASK}&title=Unit`,
    );
    const filter = encodeURIComponent(JSON.stringify({ q: 'jane.doe@example.com' }));
    const masked = maskedUrl(`/api/students?filter=${filter}&range=[0,9]`);
    expect(masked).not.toContain('jane');
    expect(decodeURIComponent(masked)).toBe('/api/students?filter={"q":"***"}&range=[0,9]');
    expect(maskedUrl('/api/search/email/jane%40example.com')).toBe('/api/search/email/***');
    expect(maskedUrl('/api/x?bad=%E0%A4%A&q=1')).toBe('/api/x?bad=%E0%A4%A&q=1');
  });

  it('finds an address wherever it stands in a long value, and in a run of several "@"', () => {
    // The fuzz sends 50 kB query values: the address search reads such a run once, not once per
    // character (3 s a request line before), and still finds what follows or ends it.
    const run = 'x'.repeat(200 * 1024);
    expect(maskedUrl(`/api/x?extra=${run}`)).toBe(`/api/x?extra=${run}`);
    expect(maskedUrl(`/api/x?extra=${run}%20jane@example.com`)).toBe(
      `/api/x?extra=${encodeURIComponent(`${run} ${MASK}`)}`,
    );
    expect(maskedUrl(`/api/x?q=${run}@example.com`)).toBe(`/api/x?q=${MASK}`);
    expect(maskedUrl('/api/x?q=a@jane@example.com')).toBe(`/api/x?q=a%40${MASK}`);
  });
});

describe('a logged error', () => {
  it("keeps a failed query's text but none of its values, nor an address in a message", () => {
    const cause = Object.assign(
      new Error('duplicate key: Key (email)=(jane@example.com) already exists'),
      { code: '23505' },
    );
    const failed = Object.assign(
      new Error(
        'Failed query: insert into staff (email, password_hash) values ($1, $2)\nparams: jane@example.com,$argon2id$v=19$secret',
      ),
      { params: ['jane@example.com', '$argon2id$v=19$secret'], query: 'insert into staff', cause },
    );
    const text = JSON.stringify(maskedError(failed));
    expect(text).toContain('insert into staff (email, password_hash)');
    expect(text).toContain('Key (email)=(***)');
    expect(text).not.toContain('jane@example.com');
    expect(text).not.toContain('argon2id');
  });

  it('masks an address a mail server quotes', () => {
    const text = JSON.stringify(
      maskedError(new Error('Recipient refused: 550 <lea.durand@example.com> unknown')),
    );
    expect(text).toContain('Recipient refused: 550 <***> unknown');
  });
});
