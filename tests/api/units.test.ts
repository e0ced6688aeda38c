import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_MISSING_FILES_MAX } from '../../domain/entities/unit';
import { ensureUnpacked } from '../../server/areas/units/service';
import { modules, moduleUnits, students, units, unitTrackers } from '../../server/db/schema';
import { buildDemoPackage, zipEntries } from '../../server/db/seed/scorm';
import { seedDemoUnits } from '../../server/db/seed/scorm/seed';
import { build } from './helpers';

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer, filename = 'package.zip', field = 'file') {
  const boundary = `----units${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const manifest12 = (items: string, resources: string) => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Small test</title>${items}</organization></organizations>
  <resources>${resources}</resources>
</manifest>`;

const simpleManifest = manifest12(
  '<item identifier="a1" identifierref="r1"><title>Page</title></item>',
  '<resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html"/>',
);
const page = '<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>';

describe('units API', async () => {
  const { app, injectAs, dataDir } = await build();
  const contentDir = join(dataDir, 'content');
  const filesDir = join(dataDir, 'files', 'units');
  const upload = (zip: Buffer, as: 'admin' | 'teacher' | 'superAdmin' = 'admin', lang = 'en') => {
    const body = multipart(zip);
    return injectAs(as, {
      method: 'POST',
      url: '/api/unit',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang },
    });
  };
  const kept = () => ({
    content: existsSync(contentDir) ? readdirSync(contentDir) : [],
    files: existsSync(filesDir) ? readdirSync(filesDir) : [],
  });

  it('uploads the demo SCORM 1.2 package: manifest read, unpacked into its folder, zip kept', async () => {
    const res = await upload(await buildDemoPackage('medical-english-12'));
    expect(res.statusCode).toBe(201);
    const unit = res.json();
    expect(unit).toMatchObject({
      title: 'Medical English: taking a patient history',
      version: '1.2',
      activities: [
        { id: 'lesson', title: 'Lesson: questions to ask a patient', launch: 'lesson.html' },
        { id: 'quiz', title: 'Quiz: three questions', launch: 'quiz.html' },
      ],
      fileCount: 6,
      report: { launchPages: ['lesson.html', 'quiz.html'], missingFiles: [], missingCount: 0 },
    });
    expect(unit.filename).toMatch(/^medical-english-taking-a-patient-history-[0-9a-f]{6}$/);
    expect(unit.size).toBeGreaterThan(5000);
    expect(existsSync(join(contentDir, unit.filename, 'quiz.html'))).toBe(true);
    expect(kept().content.filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    expect(kept().files).toHaveLength(1);

    const list = await injectAs('teacher', { url: '/api/unit' });
    expect(list.json().map((u: { _id: string }) => u._id)).toContain(unit._id);
    // The report is the upload's answer only: the unit as read has none.
    const { report: _report, ...stored } = unit;
    expect((await injectAs('teacher', { url: `/api/unit/${unit._id}` })).json()).toEqual(stored);
    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unit/${unit._id}`,
      payload: { ...unit, title: 'Medical English, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      ...stored,
      title: 'Medical English, renamed',
      updatedAt: renamed.json().updatedAt,
    });
  });

  it('reports the files the manifest names that the zip lacks, without refusing the package', async () => {
    const xml = manifest12(
      `<item identifier="a1" identifierref="r1"><title>Page</title></item>
      <item identifier="a2" identifierref="r2"><title>Other page</title></item>
      <item identifier="a3" identifierref="r1" parameters="?again=1"><title>Page again</title></item>`,
      `<resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html">
        <file href="index.html"/><file href="js/app.js"/><file href="css/my%20style.css"/>
        <dependency identifierref="assets"/>
      </resource>
      <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" xml:base="part2/" href="page.html">
        <file href="page.html"/><file href="missing.js"/>
      </resource>
      <resource identifier="assets" type="webcontent" adlcp:scormtype="asset">
        <file href="img/logo.png"/><file href="http://cdn.example.com/lib.js"/><file href="js/app.js"/>
      </resource>`,
    );
    const res = await upload(
      await zipEntries([
        ['imsmanifest.xml', xml],
        ['index.html', page],
        ['part2/page.html', page],
        ['js/app.js', 'void 0;'],
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().report).toEqual({
      launchPages: ['index.html', 'part2/page.html'],
      missingFiles: ['css/my style.css', 'part2/missing.js', 'img/logo.png'],
      missingCount: 3,
    });
    expect(existsSync(join(contentDir, res.json().filename, 'js/app.js'))).toBe(true);

    // Many missing files: the first REPORT_MISSING_FILES_MAX named, all counted.
    const many = Array.from({ length: 60 }, (_, i) => `<file href="gone/f${i}.js"/>`).join('');
    const crowded = await upload(
      await zipEntries([
        [
          'imsmanifest.xml',
          manifest12(
            '<item identifier="a1" identifierref="r1"><title>Page</title></item>',
            `<resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html">${many}</resource>`,
          ),
        ],
        ['index.html', page],
      ]),
    );
    expect(crowded.statusCode).toBe(201);
    const report = crowded.json().report;
    expect(report.missingCount).toBe(60);
    expect(report.missingFiles).toHaveLength(REPORT_MISSING_FILES_MAX);
    expect(report.missingFiles.slice(0, 2)).toEqual(['gone/f0.js', 'gone/f1.js']);
  });

  it('reads a SCORM 2004 package with nested items, parameters and xml:base', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<imscp:manifest identifier="m2004" xmlns:imscp="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xml:base="course/">
  <imscp:metadata><imscp:schemaversion>2004 4th Edition</imscp:schemaversion></imscp:metadata>
  <imscp:organizations default="second">
    <imscp:organization identifier="first"><imscp:title>Not this one</imscp:title></imscp:organization>
    <imscp:organization identifier="second">
      <imscp:title>Nested course</imscp:title>
      <imscp:item identifier="chapter"><imscp:title>Chapter</imscp:title>
        <imscp:item identifier="p1" identifierref="r1" parameters="?page=1"><imscp:title>Part 1</imscp:title></imscp:item>
        <imscp:item identifier="p2" identifierref="r2"><imscp:title>Part 2</imscp:title></imscp:item>
      </imscp:item>
    </imscp:organization>
  </imscp:organizations>
  <imscp:resources xml:base="lessons/">
    <imscp:resource identifier="r1" adlcp:scormType="sco" href="one.html?x=1"/>
    <imscp:resource identifier="r2" adlcp:scormType="asset" xml:base="two/" href="my%20page.html"/>
  </imscp:resources>
</imscp:manifest>`;
    const res = await upload(
      await zipEntries([
        ['imsmanifest.xml', xml],
        ['course/lessons/one.html', page],
        ['course/lessons/two/my page.html', page],
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Nested course',
      version: '2004',
      activities: [
        { id: 'p1', title: 'Part 1', launch: 'course/lessons/one.html?x=1', parameters: '?page=1' },
        { id: 'p2', title: 'Part 2', launch: 'course/lessons/two/my%20page.html' },
      ],
    });
  });

  /** yazl refuses unsafe names: a safe name of the same length is written, then replaced in the bytes. */
  const renamed = async (safe: string, unsafe: string) => {
    const zip = await zipEntries([
      ['imsmanifest.xml', simpleManifest],
      ['index.html', page],
      [safe, page],
    ]);
    return Buffer.from(zip.toString('latin1').replaceAll(safe, unsafe), 'latin1');
  };

  it('refuses unsafe or broken packages with a clear 400 and keeps nothing', async () => {
    const before = kept();
    const cases: [string, Buffer, string][] = [
      [
        'zip-slip',
        await renamed('a/__/__/evil.html', 'a/../../evil.html'),
        'would leave its folder',
      ],
      ['absolute', await renamed('_etc/evil', '/etc/evil'), 'would leave its folder'],
      ['no manifest', await zipEntries([['index.html', page]]), 'no imsmanifest.xml'],
      [
        'manifest not at the root',
        await zipEntries([
          ['pkg/imsmanifest.xml', simpleManifest],
          ['pkg/index.html', page],
        ]),
        'no imsmanifest.xml',
      ],
      ['bad zip', Buffer.from('PK\u0003\u0004 this is not a zip at all'), 'not a readable zip'],
      [
        'launch outside',
        await zipEntries([
          ['imsmanifest.xml', simpleManifest.replace('href="index.html"', 'href="../x.html"')],
          ['index.html', page],
        ]),
        'outside the package',
      ],
      [
        'launch missing',
        await zipEntries([['imsmanifest.xml', simpleManifest]]),
        'missing from the package',
      ],
      [
        'not SCORM',
        await zipEntries([
          ['imsmanifest.xml', '<manifest><organizations/></manifest>'],
          ['index.html', page],
        ]),
        'Only SCORM 1.2 and SCORM 2004',
      ],
    ];
    for (const [name, zip, message] of cases) {
      const res = await upload(zip);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toContain(message);
    }
    // Names rewritten in the zip's bytes: yazl refuses to write them.
    const slash = await zipEntries([
      ['imsmanifest.xml', simpleManifest],
      ['index.html', page],
      ['a_b.html', page],
      ['C_/x.html', page],
    ]);
    const backslash = Buffer.from(
      slash.toString('latin1').replaceAll('a_b.html', 'a\\b.html'),
      'latin1',
    );
    expect((await upload(backslash)).json().message).toContain('would leave its folder');
    const drive = Buffer.from(
      slash.toString('latin1').replaceAll('C_/x.html', 'C:/x.html'),
      'latin1',
    );
    expect((await upload(drive)).json().message).toContain('would leave its folder');
    const fr = await upload(await zipEntries([['index.html', page]]), 'admin', 'fr');
    expect(fr.json().message).toBe("Le paquet n'a pas de imsmanifest.xml à sa racine");
    expect(kept()).toEqual(before);
  });

  it('refuses a symlink entry', async () => {
    const yazl = (await import('yazl')).default;
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(simpleManifest), 'imsmanifest.xml');
    zip.addBuffer(Buffer.from(page), 'index.html');
    zip.addBuffer(Buffer.from('/etc/passwd'), 'link.html', { mode: 0o120777 });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const res = await upload(Buffer.concat(chunks));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The package holds a link, which is not allowed: link.html');
  });

  it('refuses more files or more unpacked bytes than configured, and a zip over PACKAGE_MAX_BYTES (413)', async () => {
    const before = kept();
    const config = app.config as {
      PACKAGE_MAX_FILES: number;
      PACKAGE_MAX_UNPACKED_BYTES: number;
      PACKAGE_MAX_BYTES: number;
    };
    const saved = { ...config };
    try {
      config.PACKAGE_MAX_FILES = 3;
      const many = await upload(
        await zipEntries([
          ['imsmanifest.xml', simpleManifest],
          ['index.html', page],
          ['b.html', page],
          ['c.html', page],
        ]),
      );
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toBe('The package holds more than 3 files');
      config.PACKAGE_MAX_FILES = saved.PACKAGE_MAX_FILES;

      // Highly compressible: 2 MB of zeros is a few kB zipped.
      config.PACKAGE_MAX_UNPACKED_BYTES = 1024 * 1024;
      const big = await upload(
        await zipEntries([
          ['imsmanifest.xml', simpleManifest],
          ['index.html', page],
          ['zeros.bin', Buffer.alloc(2 * 1024 * 1024)],
        ]),
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().message).toBe('The package is larger than 1 MB once unpacked');
      config.PACKAGE_MAX_UNPACKED_BYTES = saved.PACKAGE_MAX_UNPACKED_BYTES;

      config.PACKAGE_MAX_BYTES = 1000;
      const huge = await upload(
        await zipEntries([
          ['imsmanifest.xml', simpleManifest],
          ['index.html', page],
          ['r.bin', randomBytes(5000)],
        ]),
      );
      expect(huge.statusCode).toBe(413);
    } finally {
      Object.assign(config, saved);
    }
    expect(kept()).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/unit',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists with sort, filter and Content-Range; renames; a Teacher reads and cannot write', async () => {
    const res = await injectAs('admin', {
      url: '/api/unit?range=[0,0]&sort=["title","DESC"]&filter={"version":"1.2"}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^items 0-0\/\d+$/);
    expect(res.json()[0].version).toBe('1.2');
    const unit = res.json()[0];
    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unit/${unit._id}`,
      payload: { ...unit, title: 'Renamed unit zz', filename: 'ignored' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Renamed unit zz', filename: unit.filename });
    const q = await injectAs('teacher', { url: '/api/unit?filter={"q":"renamed unit zz"}' });
    expect(q.json().map((u: { _id: string }) => u._id)).toEqual([unit._id]);
    expect((await injectAs('teacher', { url: '/api/unit/all' })).json()).toContainEqual({
      _id: unit._id,
      title: 'Renamed unit zz',
      version: '1.2',
      filename: unit.filename,
    });
    const blank = await injectAs('admin', {
      method: 'PUT',
      url: `/api/unit/${unit._id}`,
      payload: { title: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await upload(await buildDemoPackage('medical-english-12'), 'teacher')).statusCode).toBe(
      403,
    );
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/unit/${unit._id}` })).statusCode,
    ).toBe(403);
    expect((await injectAs('nobody', { url: '/api/unit' })).statusCode).toBe(401);
  });

  it('deletes: 409 while a module holds it or a learner has tracking; previews go; files removed', async () => {
    const unit = (await upload(await buildDemoPackage('medical-english-2004'))).json();
    const [module] = await app.db
      .insert(modules)
      .values({ name: 'Holder', level: 1, tags: [] })
      .returning();
    await app.db.insert(moduleUnits).values({ moduleId: module.id, unitId: unit._id, position: 0 });
    const inUse = await injectAs('admin', { method: 'DELETE', url: `/api/unit/${unit._id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      'This unit is used by a module; remove it from the module first',
    );
    await app.db.delete(moduleUnits).where(eq(moduleUnits.moduleId, module.id));

    const [learner] = await app.db
      .insert(students)
      .values({ name: 'Learner', firstname: 'Ann', email: 'unit-learner@learner.example' })
      .returning();
    const admin = await injectAs('admin', { url: '/api/unit/all' });
    expect(admin.statusCode).toBe(200);
    const [staffRow] = await app.db.query.staff.findMany({ limit: 1 });
    await app.db.insert(unitTrackers).values([
      { studentId: learner.id, unitId: unit._id, activityId: 'check' },
      { staffId: staffRow.id, unitId: unit._id, activityId: 'check' },
    ]);
    const tracked = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/unit/${unit._id}`,
      headers: { 'accept-language': 'de' },
    });
    expect(tracked.statusCode).toBe(409);
    expect(tracked.json().message).toBe(
      'Lernende haben Fortschritt in dieser Einheit; sie kann nicht gelöscht werden',
    );
    // The refused delete kept the preview too (one transaction).
    expect(
      await app.db.select().from(unitTrackers).where(eq(unitTrackers.unitId, unit._id)),
    ).toHaveLength(2);

    await app.db.delete(unitTrackers).where(eq(unitTrackers.studentId, learner.id));
    const filesBefore = kept().files.length;
    const del = await injectAs('admin', { method: 'DELETE', url: `/api/unit/${unit._id}` });
    expect(del.statusCode).toBe(200);
    expect(
      await app.db.select().from(unitTrackers).where(eq(unitTrackers.unitId, unit._id)),
    ).toEqual([]);
    expect(existsSync(join(contentDir, unit.filename))).toBe(false);
    expect(kept().files).toHaveLength(filesBefore - 1);
    expect((await injectAs('admin', { url: `/api/unit/${unit._id}` })).statusCode).toBe(404);
  });

  it('ensureUnpacked rebuilds a missing folder from the stored zip, with the launch pages', async () => {
    const unit = (await upload(await buildDemoPackage('medical-english-12'))).json();
    const folder = join(contentDir, unit.filename);
    const original = readFileSync(join(folder, 'quiz.html'), 'utf8');
    await rm(folder, { recursive: true });
    const [row] = await app.db.select().from(units).where(eq(units.id, unit._id));
    const deps = { config: app.config, files: app.files };
    await Promise.all([ensureUnpacked(deps, row), ensureUnpacked(deps, row)]);
    expect(readFileSync(join(folder, 'quiz.html'), 'utf8')).toBe(original);
    expect(readdirSync(contentDir).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    await ensureUnpacked(deps, row);
  });

  it('seeds the two demo packages once, unpacked, the 1.2 one in its demo module', async () => {
    await app.db.delete(units);
    const [holder] = await app.db
      .insert(modules)
      .values({ name: 'Taking a patient history', level: 3, tags: [] })
      .returning();
    const deps = { db: app.db, config: app.config, files: app.files };
    await seedDemoUnits(deps);
    await seedDemoUnits(deps);
    const rows = await app.db.select().from(units);
    expect(rows.map((r) => r.version).sort()).toEqual(['1.2', '2004']);
    for (const row of rows)
      expect(existsSync(join(contentDir, row.filename, 'imsmanifest.xml'))).toBe(true);
    const held = await app.db.select().from(moduleUnits).where(eq(moduleUnits.moduleId, holder.id));
    expect(held.map((h) => h.unitId)).toEqual([rows.find((r) => r.version === '1.2')?.id]);
  });
});
