import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_CARDS_MAX, groupedCode } from '../../domain/entities/access-code-constants';
import { formatIn } from '../../domain/rules/dates';
import { CARD_LAYOUT, cardCorner } from '../../server/areas/access-codes/cards';
import { newCode } from '../../server/areas/access-codes/code';
import { accessCodes, companies, groups, questionPools } from '../../server/db/schema';
import { build } from './helpers';
import { hasPdftotext, pdfGreys, pdfText } from './pdf-text';

type Code = { _id: string; code: string };

describe('access codes as a PDF of cards (GET /code/cards)', async () => {
  const { app, injectAs } = await build();
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [client, other] = await app.db
    .insert(companies)
    .values([
      { name: 'Clinique Saint-Éloi', country: 'FR', type: 'Client', languageArea: 2 },
      { name: 'Müller & Söhne', country: 'DE', type: 'Client', languageArea: 1 },
    ])
    .returning();
  const [group] = await app.db
    .insert(groups)
    .values({
      companyId: client.id,
      name: 'Infirmières B1',
      type: 'EW',
      level: 3,
      languageId: english._id,
    })
    .returning();
  const [pool, otherPool] = await app.db
    .insert(questionPools)
    .values(
      ['Anglais – soins', 'General English'].map((name) => ({
        name,
        languageId: english._id,
        rules: [
          {
            levelFrom: 1,
            levelTo: 1,
            skills: ['reading' as const],
            types: ['single' as const],
            count: 1,
          },
        ],
        size: 1,
      })),
    )
    .returning();
  const validFrom = '2026-09-01T06:00:00.000Z';
  const validUntil = '2026-12-31T22:00:00.000Z';
  const batch = async (body: object) => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/code/batch',
      payload: { validFrom, validUntil, maxUses: 1, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Code[];
  };
  const ours = await batch({ pool: pool.id, company: client.id, group: group.id, count: 10 });
  const theirs = await batch({ pool: otherPool.id, company: other.id, group: null, count: 3 });

  const cards = (filter: object, as: 'admin' | 'teacher' = 'admin', lang = 'en') =>
    injectAs(as, {
      url: `/api/code/cards?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers: { 'accept-language': lang },
    });
  const link = (code: string) => `http://localhost:3000/test/${code}`;
  const count = (text: string, part: string) => text.split(part).length - 1;

  it.skipIf(!hasPdftotext)(
    'prints one card per code of the filter, 8 to an A4 page, in French',
    async () => {
      const res = await cards({ company: client.id }, 'admin', 'fr');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="cartes-codes-acces-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      // pdftotext ends each page with a form feed: 10 cards on 2 pages.
      expect(count(text, '\f')).toBe(2);
      expect(count(text, 'Test de positionnement')).toBe(10);
      expect(count(text, 'Clinique Saint-Éloi')).toBe(10);
      expect(count(text, 'Infirmières B1')).toBe(10);
      expect(count(text, 'Anglais – soins')).toBe(10);
      for (const { code } of ours) {
        expect(text).toContain(groupedCode(code));
        expect(text).toContain(link(code));
      }
      for (const { code } of theirs) expect(text).not.toContain(groupedCode(code));
      const date = (iso: string) => formatIn(iso, 'Europe/Paris', 'Pp', 'fr');
      expect(count(text, `Valable du ${date(validFrom)} au ${date(validUntil)}`)).toBe(10);
      expect(date(validFrom)).toBe('01/09/2026, 08:00');
      expect(count(text, 'Ouvrez le lien ou scannez le code, puis saisissez votre nom')).toBe(10);
    },
  );

  it.skipIf(!hasPdftotext)(
    'applies the list’s filters (id, pool, group, q) and reads in English or German',
    async () => {
      const one = pdfText((await cards({ id: [ours[2]._id] })).rawPayload);
      expect(count(one, 'Placement test')).toBe(1);
      expect(one).toContain(groupedCode(ours[2].code));
      expect(one).toContain('Valid from 01/09/2026, 08:00 to 31/12/2026, 23:00');
      expect(one).toContain('Open the link or scan the code, then enter your name and');

      const pooled = pdfText((await cards({ pool: otherPool.id }, 'admin', 'de')).rawPayload);
      expect(count(pooled, 'Einstufungstest')).toBe(3);
      expect(count(pooled, 'Müller & Söhne')).toBe(3);
      expect(pooled).toContain('Gültig vom 01.09.2026 08:00 bis 31.12.2026 23:00');
      for (const { code } of theirs) expect(pooled).toContain(link(code));

      const grouped = pdfText((await cards({ group: group.id })).rawPayload);
      expect(count(grouped, 'Placement test')).toBe(10);

      const searched = pdfText((await cards({ q: theirs[1].code.slice(3, 13) })).rawPayload);
      expect(count(searched, 'Placement test')).toBe(1);
      expect(searched).toContain(groupedCode(theirs[1].code));

      const none = await cards({ company: crypto.randomUUID() });
      expect(none.statusCode).toBe(200);
      expect(pdfText(none.rawPayload)).toContain('No access code matches this filter.');
    },
  );

  it.skipIf(!hasPdftotext)(
    'prints a page of the list (range), and at most ACCESS_CODE_CARDS_MAX cards',
    async () => {
      const page = await injectAs('admin', {
        url: `/api/code/cards?range=[0,2]&filter=${encodeURIComponent(JSON.stringify({ company: client.id }))}`,
      });
      expect(count(pdfText(page.rawPayload), 'Placement test')).toBe(3);
      const [many] = await app.db
        .insert(companies)
        .values({ name: 'Many codes', country: 'FR', type: 'Client', languageArea: 1 })
        .returning();
      await app.db.insert(accessCodes).values(
        Array.from({ length: ACCESS_CODE_CARDS_MAX + 5 }, () => ({
          code: newCode(),
          poolId: pool.id,
          companyId: many.id,
          validFrom: new Date(validFrom),
          validUntil: new Date(validUntil),
          maxUses: 1,
        })),
      );
      const capped = pdfText((await cards({ company: many.id })).rawPayload);
      expect(count(capped, 'Placement test')).toBe(ACCESS_CODE_CARDS_MAX);
      expect(count(capped, '\f')).toBe(ACCESS_CODE_CARDS_MAX / 8);
    },
  );

  it('draws the QR code of the card’s link', async () => {
    const [code] = ours;
    const res = await cards({ id: [code._id] });
    expect(res.statusCode).toBe(200);
    const { modules } = QRCode.create(link(code.code), { errorCorrectionLevel: 'M' });
    const dpi = 300;
    const px = (mm: number) => (mm / 25.4) * dpi;
    const corner = cardCorner(0);
    const qrX = px(corner.x + CARD_LAYOUT.width - CARD_LAYOUT.padding - CARD_LAYOUT.qr);
    const qrY = px(corner.y + CARD_LAYOUT.padding);
    const size = px(CARD_LAYOUT.qr);
    const x = Math.floor(qrX);
    const y = Math.floor(qrY);
    const image = pdfGreys(res.rawPayload, {
      dpi,
      x,
      y,
      w: Math.ceil(size) + 2,
      h: Math.ceil(size) + 2,
    });
    const module = size / modules.size;
    // The centre of every module is black where the QR code of the link is dark, white elsewhere.
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const grey = image.at(
          Math.round(qrX - x + (col + 0.5) * module),
          Math.round(qrY - y + (row + 0.5) * module),
        );
        expect(grey < 128, `module ${row},${col}`).toBe(modules.get(row, col) === 1);
      }
    }
  });

  it('lets a Teacher print cards; refuses a bad filter (400) and anyone signed out (401)', async () => {
    expect((await cards({ company: client.id }, 'teacher')).statusCode).toBe(200);
    for (const url of [
      `/api/code/cards?filter=${encodeURIComponent('{"company":"not-a-uuid"}')}`,
      `/api/code/cards?filter=${encodeURIComponent('{"company":')}`,
      `/api/code/cards?sort=${encodeURIComponent('["code","ASC"]')}`,
      '/api/code/cards?range=[5,1]',
    ]) {
      const res = await injectAs('admin', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await injectAs('nobody', { url: '/api/code/cards' })).statusCode).toBe(401);
    expect(
      (await app.db.select().from(accessCodes).where(eq(accessCodes.companyId, client.id))).length,
    ).toBe(10);
  });
});
