import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { expect, signIn, test, unique } from './fixtures';

// Demo accounts (server/db/seed/demo-staff.ts).
const ADMIN = 'claire.martin@example.com';
const TEACHER = 'helene.dubois@example.com';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A 4×4 red PNG, written here so that the browser has a real image to decode. */
function redPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row, row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The API as the demo Admin. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/administrator/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Token ${(await login.json()).token}` };
  return {
    get: async <T>(path: string) => {
      const res = await request.get(`/api${path}`, { headers });
      expect(res.ok(), path).toBe(true);
      return (await res.json()) as T;
    },
    send: (method: 'POST' | 'DELETE', path: string, data?: object) =>
      request.fetch(`/api${path}`, { method, headers, data }),
  };
}

test('an Admin writes a news item with bold text and an image, and previews it', async ({
  page,
}) => {
  const title = `Ward news ${unique()}`;
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/news/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await editor.pressSequentially('Visit hours change');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'ward.png', mimeType: 'image/png', buffer: redPng() });
  // ProseMirror adds an img of its own (its separator): count ours.
  await expect(editor.locator('img[src*="/api/news/image/"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/create$/);

  // The stored body kept the bold text and our signed image, which loads without a token.
  await page.goto(`/news?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('strong')).toHaveText('Visit hours change');
  const img = dialog.locator('img');
  await expect(img).toHaveAttribute('src', /^\/api\/news\/image\/[^/]+\.png\/[^/]+$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(4);
});

test('a Teacher sees the notification of her cancelled session, an Admin too', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const [teacher] = await api.get<{ _id: string }[]>(
    `/teacher?filter=${encodeURIComponent(JSON.stringify({ q: 'helene.dubois' }))}`,
  );
  const [language] = await api.get<{ _id: string }[]>('/language');
  const [client] = await api.get<{ _id: string }[]>('/company?range=[0,0]');
  const title = `Cancelled ${unique()}`;
  const start = new Date(Date.now() + 5 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const created = await api.send('POST', '/session', {
    title,
    description: 'Ward English',
    type: 'Group',
    teacher: teacher._id,
    language: language._id,
    company: client._id,
    registrants: [],
    isOpenToStudentRegistration: true,
    slots: 5,
    start: start.toISOString(),
    end: new Date(start.getTime() + 90 * 60_000).toISOString(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const removed = await api.send('DELETE', `/session/id/${(await created.json())._id}`);
  expect(removed.status()).toBe(200);

  await signIn(page, TEACHER, DEMO_PASSWORD);
  await page.goto('/notificationsIntra');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Session cancelled');
  await expect(row.getByRole('link')).toHaveAttribute('href', '/agenda');
});

test("an Admin exports a client's month of signed attendance from /exports and opens the PDF", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  // The demo signed the sheets of the last 14 days: a client of one of those sessions.
  const now = Date.now();
  const sessions = await api.get<{ company: string | null; start: string }[]>(
    `/session?start=${new Date(now - 10 * 86_400_000).toISOString()}&end=${new Date(now - 86_400_000).toISOString()}`,
  );
  const signed = sessions.find((s) => s.company);
  expect(signed, 'a demo session of a client in the last days').toBeTruthy();
  const { name } = await api.get<{ name: string }>(`/company/${signed?.company}`);
  const month = (signed?.start ?? '').slice(0, 7);

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/exports');
  const card = page.getByRole('region', { name: 'Month of attendance' });
  await card.getByRole('combobox', { name: 'For Learner' }).click();
  await page.getByRole('option', { name: 'Client' }).click();
  await card.getByRole('combobox', { name: 'Client', exact: true }).fill(name);
  await page.getByRole('option', { name }).first().click();
  await card.getByLabel('Month').fill(month);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await pdf.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (hasPdftotext) {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(name);
  }
});
