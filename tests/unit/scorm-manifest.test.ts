import { describe, expect, it } from 'vitest';
import { launchFile, launchOf, PackageError, parseManifest } from '../../server/lib/scorm/manifest';
import { unsafeName } from '../../server/lib/scorm/package';

const wrap = (head: string, body: string) => `<?xml version="1.0"?>
<manifest identifier="m" ${head}>${body}</manifest>`;

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as PackageError).messageKey;
  }
  return undefined;
};

describe('SCORM manifest', () => {
  it('reads a 1.2 manifest: title of the default organization, nested items in order, parameters', () => {
    const m = parseManifest(
      wrap(
        'xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
        `<metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
        <organizations default="b">
          <organization identifier="a"><title>First</title><item identifier="x" identifierref="r1"><title>X</title></item></organization>
          <organization identifier="b"><title>Second &amp; best</title>
            <item identifier="folder"><title>Folder</title>
              <item identifier="i1" identifierref="r1" parameters="?p=1"><title>One</title></item>
              <item identifier="i2" identifierref="r2"><title>Two</title></item>
            </item>
            <item identifier="i3" identifierref="r3"><title>No href</title></item>
          </organization>
        </organizations>
        <resources>
          <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="one.html"/>
          <resource identifier="r2" type="webcontent" adlcp:scormType="asset" href="two.html#top"/>
          <resource identifier="r3" type="webcontent" adlcp:scormtype="asset"/>
        </resources>`,
      ),
    );
    expect(m).toEqual({
      title: 'Second & best',
      version: '1.2',
      activities: [
        { id: 'i1', title: 'One', launch: 'one.html', parameters: '?p=1' },
        { id: 'i2', title: 'Two', launch: 'two.html#top' },
      ],
      files: ['one.html', 'two.html'],
    });
  });

  it('lists every file the resources name, through xml:base, once each, external ones left out', () => {
    const m = parseManifest(
      wrap(
        'xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xml:base="course/"',
        `<metadata><schemaversion>2004 4th Edition</schemaversion></metadata>
        <organizations default="o"><organization identifier="o"><title>T</title>
          <item identifier="i1" identifierref="sco"><title>One</title></item>
        </organization></organizations>
        <resources xml:base="lessons">
          <resource identifier="sco" type="webcontent" adlcp:scormType="sco" xml:base="one/" href="index.html?x=1#top">
            <file href="index.html"/>
            <file href="my%20script.js"/>
            <file href="../shared/style.css"/>
            <file href="http://cdn.example.com/lib.js"/>
            <file href="/etc/passwd"/>
            <file href="../../../../outside.js"/>
            <file href="%2e%2e/%2e%2e/%2e%2e/%2e%2e/escape.js"/>
            <file href="js/%2e%2e/top.js"/>
            <file href="  "/>
            <file/>
            <dependency identifierref="common"/>
          </resource>
          <resource identifier="common" type="webcontent" adlcp:scormType="asset">
            <file href="shared/style.css"/>
            <file href="shared/logo.png"/>
          </resource>
          <resource identifier="single" type="webcontent" adlcp:scormType="asset">
            <file href="one/index.html"/>
          </resource>
        </resources>`,
      ),
    );
    expect(m.activities.map((a) => a.launch)).toEqual(['course/lessons/one/index.html?x=1#top']);
    expect(m.files).toEqual([
      'course/lessons/one/index.html',
      'course/lessons/one/my script.js',
      'course/lessons/shared/style.css',
      'course/lessons/one/top.js',
      'course/lessons/shared/logo.png',
    ]);
  });

  it('tells 2004 by schemaversion or namespace; refuses what is neither', () => {
    const body = (version: string) =>
      `<metadata><schemaversion>${version}</schemaversion></metadata>
      <organizations default="o"><organization identifier="o"><title>T</title>
      <item identifier="i" identifierref="r"><title>I</title></item></organization></organizations>
      <resources><resource identifier="r" href="a.html"/></resources>`;
    expect(parseManifest(wrap('', body('2004 3rd Edition'))).version).toBe('2004');
    expect(parseManifest(wrap('', body('CAM 1.3'))).version).toBe('2004');
    expect(
      parseManifest(wrap('xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"', body(''))).version,
    ).toBe('2004');
    expect(
      parseManifest(wrap('xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"', body('')))
        .version,
    ).toBe('1.2');
    expect(keyOf(() => parseManifest(wrap('', body('3.0'))))).toBe('app.units.unsupported_version');
    expect(keyOf(() => parseManifest('not xml <'))).toBe('app.units.bad_manifest');
    expect(keyOf(() => parseManifest('<other/>'))).toBe('app.units.bad_manifest');
  });

  it('joins xml:base values and keeps launches inside the package', () => {
    expect(launchOf(['course/', 'lessons/', undefined], 'a.html?x=1')).toBe(
      'course/lessons/a.html?x=1',
    );
    expect(launchOf(['course'], './b/../a.html')).toBe('course/a.html');
    for (const [bases, href] of [
      [[], '../a.html'],
      [['x/'], '../../a.html'],
      [[], '/etc/passwd'],
      [[], 'http://example.com/a.html'],
      [['http://example.com/'], 'a.html'],
      [[], 'C:/a.html'],
      [[], 'a\\..\\b.html'],
    ] as [string[], string][]) {
      expect(() => launchOf(bases, href), href).toThrow(PackageError);
    }
    expect(launchFile('my%20page.html?x=1#t')).toBe('my page.html');
    expect(launchFile('bad%zz.html')).toBe('bad%zz.html');
  });

  it('refuses entry names that leave the folder', () => {
    for (const name of ['../a', 'a/../../b', '/abs', 'C:/x', 'c:x', 'a\\b', 'a\0b', ''])
      expect(unsafeName(name), JSON.stringify(name)).toBeDefined();
    for (const name of ['a/b.html', 'a/', '..a/b', 'a..b', 'x/.hidden'])
      expect(unsafeName(name), name).toBeUndefined();
  });
});
