import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDemoPackage } from '../../server/db/seed/scorm';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DATA_DIR_ENV } from './env';
import { expect, signIn, test } from './fixtures';
import {
  figuresOf,
  passDemoQuiz,
  platformOf,
  scoFrame,
  viewerPath,
} from './scorm-packages/platform';

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
  const platform = await platformOf(page);
  const unit = await platform.upload(
    'medical-english-12.zip',
    await buildDemoPackage('medical-english-12'),
  );

  // The unpacked folder as an older version of the server left it.
  const quizFile = join(process.env[DATA_DIR_ENV] ?? '', 'content', unit.filename, 'quiz.html');
  const html = readFileSync(quizFile, 'utf8');
  expect(html).not.toContain('scorm-bridge');
  writeFileSync(
    quizFile,
    html.replace(/<head>/i, (head) => head + OLD_BRIDGE),
  );

  await page.goto(viewerPath(unit, 'quiz'));
  await passDemoQuiz(scoFrame(page));
  // The old inline script stood down: the SCO's own window holds no API of its own.
  const sco = page.frames().find((f) => /\/u\/[^?]*\/quiz\.html$/.test(f.url()));
  expect(sco).toBeDefined();
  const ownApi = await sco?.evaluate(
    () => Object.hasOwn(window, 'API') || Object.hasOwn(window, 'API_1484_11'),
  );
  expect(ownApi).toBe(false);
  await expect(page.getByText('Progress saved')).toBeVisible();
  await expect
    .poll(async () => figuresOf(await platform.trackers(unit._id), 'quiz'))
    .toMatchObject({ status: 'passed', score: 100 });
});
