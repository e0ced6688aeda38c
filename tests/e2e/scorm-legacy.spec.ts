import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDemoPackage } from '../../server/db/seed/scorm';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DATA_DIR_ENV } from './env';
import { expect, signIn, test } from './fixtures';

/**
 * What the unpacker wrote into a package's launch pages before the content origin had its launcher:
 * scorm-again's client, then an inline script that made one cross-frame API under both names in the
 * SCO's own window. Units uploaded then still carry it; they must be tracked without a new upload.
 */
const OLD_BRIDGE = `<!-- scorm-bridge --><script src="/_runtime/cross-frame-api.js"></script><script>(function(){
if(window.parent===window||typeof CrossFrameAPI!=="function"||window.API)return;
var api=new CrossFrameAPI(window.ScormLmsOrigin||"*",window.parent);
window.API=api;window.API_1484_11=api;
function fill(all){if(!all||typeof all!=="object")return;
for(var k in all){if(Object.prototype.hasOwnProperty.call(all,k)&&!api._cacheTimestamps.has(k))api._cache.set(k,String(all[k]));}}
try{if(typeof window.name==="string"&&window.name.indexOf("scorm-cmi:")===0){var saved=window.name.slice(10);window.name="";fill(JSON.parse(saved));}}catch(e){}
try{api._post("getFlattenedCMI",[]).then(fill,function(){});}catch(e){}
})();</script>`;

test('a unit unpacked with the old bridge in its launch pages is tracked as it is', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const token = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '',
  );
  const auth = { authorization: `Token ${token}` };
  const uploaded = await page.request.post('/api/unit', {
    headers: auth,
    multipart: {
      file: {
        name: 'medical-english-12.zip',
        mimeType: 'application/zip',
        buffer: await buildDemoPackage('medical-english-12'),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const unit = (await uploaded.json()) as {
    _id: string;
    filename: string;
    activities: { id: string; launch: string }[];
  };

  // The unpacked folder as an older version of the server left it.
  const quizFile = join(process.env[DATA_DIR_ENV] ?? '', 'content', unit.filename, 'quiz.html');
  const html = readFileSync(quizFile, 'utf8');
  expect(html).not.toContain('scorm-bridge');
  writeFileSync(
    quizFile,
    html.replace(/<head>/i, (head) => head + OLD_BRIDGE),
  );

  await page.goto(`/unitViewer/${unit.filename}/quiz/quiz.html`);
  const sco = page.frameLocator('iframe[title^="Unit content"]').frameLocator('iframe');
  await sco.getByLabel('What brings you here today?').check();
  await sco.getByLabel('On a scale of one to ten, how bad is the pain?').check();
  await sco.getByLabel('Are you allergic to anything?').check();
  await sco.getByRole('button', { name: 'Finish' }).click();
  await expect(
    sco.getByText('You answered 3 of 3 questions correctly (100%): passed.'),
  ).toBeVisible();
  // The old inline script stood down: the SCO's own window holds no API of its own.
  const scoFrame = page.frames().find((f) => /\/u\/[^?]*\/quiz\.html$/.test(f.url()));
  expect(scoFrame).toBeDefined();
  const ownApi = await scoFrame?.evaluate(
    () => Object.hasOwn(window, 'API') || Object.hasOwn(window, 'API_1484_11'),
  );
  expect(ownApi).toBe(false);
  await expect(page.getByText('Progress saved')).toBeVisible();

  const me = (await (await page.request.get('/api/user', { headers: auth })).json()) as {
    _id?: string;
    id?: string;
  };
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/unittrackers/user/${me._id ?? me.id}/${unit._id}`, {
        headers: auth,
      });
      const rows = (await res.json()) as { activityId: string; status: string; score: number }[];
      const quiz = rows.find((r) => r.activityId === 'quiz');
      return quiz && `${quiz.status} ${quiz.score}`;
    })
    .toBe('passed 100');
});
