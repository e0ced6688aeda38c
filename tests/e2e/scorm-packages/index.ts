import { zipEntries } from '../../../server/db/seed/scorm';

/**
 * SCORM packages for the end-to-end specs, each item finding the run-time API its own way, as
 * packages in the wild do. Written from the SCORM 1.2 and 2004 run-time environment documents'
 * rules for finding the API (a parent or an opener of the SCO's window), not from any wrapper's
 * code. Each SCO, once loaded, initializes, reports fixed figures, commits, terminates and then
 * shows "Reported: <item id>" (or "No API found: <item id>", or what failed).
 */

export type SearchCase =
  | 'adl-parent-then-opener'
  | 'either-2004-first'
  | 'own-then-parents'
  | 'inner-frame'
  | 'kept-and-searched-again'
  | 'launch-parameters';

export interface DiscoveryActivity {
  /** The item's identifier: a SearchCase, or the silent package's. */
  id: string;
  title: string;
  /** The raw score the SCO reports (percent: min 0, max 100; 2004 also scaled). */
  score: number;
  /** The location (bookmark) the SCO reports. */
  location: string;
  /** The frame inside the SCO's launch page that runs the SCO's script (a frameset's frame, a nested iframe). */
  innerFrame?: 'frame' | 'iframe';
  /** The item's manifest `parameters`. */
  parameters?: string;
}

/** Every item reports 7 seconds of session time (1.2 "00:00:07", 2004 "PT7S"). */
export const SESSION_SECONDS = 7;

/** What the launch-parameters item reads from location.search and stores as its location. */
export const PARAMETERS = '?lesson=3&mode=review';
export const LOCATION_FROM_PARAMETERS = 'lesson=3&mode=review';

type Version = '1.2' | '2004';

/**
 * The searches, in the browser (ES5, as packaged SCOs are). Each returns { api, name, version }
 * or null, and stops at the first window holding what it looks for: climbing on to the app's
 * window (another origin) would throw a SecurityError.
 */
const SEARCHES = `
// ADL's algorithm (the RTE's sample, and Rustici's golf examples for 2004): the parent chain
// first, starting at window.parent, then the opener's chain; never the SCO's own window.
function adlSearch(name) {
  function scan(win) {
    var tries = 0;
    while (win[name] == null && win.parent != null && win.parent !== win) {
      tries += 1;
      if (tries > 500) return null;
      win = win.parent;
    }
    return win[name] == null ? null : win[name];
  }
  var api = null;
  if (window.parent != null && window.parent !== window) api = scan(window.parent);
  if (api == null && window.opener != null) api = scan(window.opener);
  return api == null ? null : { api: api, name: name, version: name === 'API' ? '1.2' : '2004' };
}

// Version-agnostic wrappers with no version set (pipwerks style): from the own window up to the
// first window holding either name, then the opener's chain; API_1484_11 wins over API there.
function eitherSearch() {
  function climb(win) {
    var hops = 0;
    while (win.API_1484_11 == null && win.API == null && win.parent != null && win.parent !== win && hops < 500) {
      hops += 1;
      win = win.parent;
    }
    if (win.API_1484_11 != null) return { api: win.API_1484_11, name: 'API_1484_11', version: '2004' };
    if (win.API != null) return { api: win.API, name: 'API', version: '1.2' };
    return null;
  }
  var found = climb(window);
  if (found == null && window.opener != null) found = climb(window.opener);
  return found;
}

// One version's name only (Articulate style): the own window, then up to 500 parent levels,
// then the opener and its parents.
function ownThenParentsSearch(name) {
  function look(win) {
    for (var level = 0; win != null && level <= 500; level += 1) {
      if (win[name] != null) return win[name];
      if (win.parent == null || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }
  var api = look(window);
  if (api == null && window.opener != null) api = look(window.opener);
  return api == null ? null : { api: api, name: name, version: name === 'API' ? '1.2' : '2004' };
}
`;

/** The reporting part of every SCO, in the browser: the calls of the version the search found. */
const REPORT = `
var MODELS = {
  '1.2': {
    init: 'LMSInitialize', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish',
    lastError: 'LMSGetLastError',
    status: function (o) {
      return [['cmi.core.lesson_status', 'passed'], ['cmi.core.score.min', '0'],
        ['cmi.core.score.max', '100'], ['cmi.core.score.raw', String(o.score)]];
    },
    place: function (o) {
      return [['cmi.core.lesson_location', o.location], ['cmi.core.session_time', '00:00:07']];
    }
  },
  '2004': {
    init: 'Initialize', set: 'SetValue', commit: 'Commit', finish: 'Terminate',
    lastError: 'GetLastError',
    status: function (o) {
      return [['cmi.completion_status', 'completed'], ['cmi.success_status', 'passed'],
        ['cmi.score.min', '0'], ['cmi.score.max', '100'], ['cmi.score.raw', String(o.score)],
        ['cmi.score.scaled', String(o.score / 100)]];
    },
    place: function (o) {
      return [['cmi.location', o.location], ['cmi.session_time', 'PT7S']];
    }
  }
};

function show(text) {
  var p = document.createElement('p');
  p.textContent = text;
  document.body.appendChild(p);
}

function search(o) {
  try {
    return o.find();
  } catch (e) {
    show('Search failed: ' + o.id + ' (' + e.name + ': ' + e.message + ')');
    console.error('SCO ' + o.id + ': the search threw', e);
    return undefined;
  }
}

function calls(found, steps) {
  var model = MODELS[found.version];
  var failed = [];
  for (var i = 0; i < steps.length; i += 1) {
    var method = model[steps[i][0]];
    var args = steps[i].slice(1);
    var answer;
    try {
      answer = found.api[method].apply(found.api, args);
    } catch (e) {
      answer = e.name + ': ' + e.message;
    }
    if (String(answer) !== 'true') {
      var code = '';
      try { code = found.api[model.lastError](); } catch (e) { code = '?'; }
      failed.push(method + '(' + args.join(', ') + ') = ' + answer + ' (error ' + code + ')');
    }
  }
  return failed;
}

function sets(pairs) {
  var steps = [];
  for (var i = 0; i < pairs.length; i += 1) steps.push(['set', pairs[i][0], pairs[i][1]]);
  return steps;
}

// o: { id, find, score, location, searchAgainAfter? (ms), silent? }
function runSco(o) {
  var found = search(o);
  if (found === undefined) return;
  if (found == null) {
    show('No API found: ' + o.id);
    return;
  }
  show('Found window.' + found.name + ' (SCORM ' + found.version + ')');
  if (o.silent) {
    show('Not initializing: ' + o.id);
    return;
  }
  var model = MODELS[found.version];
  var failed = calls(found, [['init', '']].concat(sets(model.status(o))));
  function finish(last) {
    failed = failed.concat(calls(last, sets(MODELS[last.version].place(o)).concat([['commit', ''], ['finish', '']])));
    if (failed.length > 0) {
      show('API calls failed: ' + o.id + ': ' + failed.join('; '));
      console.error('SCO ' + o.id + ': ' + failed.join('; '));
    } else show('Reported: ' + o.id);
  }
  if (!o.searchAgainAfter) return finish(found);
  window.setTimeout(function () {
    var again = search(o);
    if (again === undefined) return;
    if (again == null) return show('No API found: ' + o.id + ' (searching again)');
    show('Searched again: ' + (again.api === found.api ? 'the same API object' : 'another API object'));
    finish(again);
  }, o.searchAgainAfter);
}
`;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}</title>
<script src="sco.js"></script>
</head>
<body>
<h1>${escapeXml(title)}</h1>
${body}
</body>
</html>
`;
}

/** A SCO page that runs `runSco` with the given options (find: a JS expression calling a search). */
function scoPage(title: string, options: Record<string, string>): string {
  const fields = Object.entries(options)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return page(
    title,
    `<script>window.addEventListener('load', function () { runSco({ ${fields} }); });</script>`,
  );
}

interface Item extends DiscoveryActivity {
  /** The package's files for this item, its launch file first. */
  files: [name: string, content: string][];
}

/** One item per way of finding the API, for a package of that version. */
function discoveryItems(version: Version): Item[] {
  const name = version === '1.2' ? "'API'" : "'API_1484_11'";
  const tag = version === '1.2' ? '12' : '2004';
  const base = version === '1.2' ? 80 : 90;
  const common = (id: SearchCase, n: number) => ({
    id: `'${id}'`,
    score: String(base + n),
    location: `'${tag}-${id}'`,
  });
  const items: Item[] = [];
  const add = (
    id: SearchCase,
    n: number,
    title: string,
    find: string,
    extra: Partial<Item> = {},
    options: Record<string, string> = {},
  ) => {
    const o = { ...common(id, n), find: `function () { return ${find}; }`, ...options };
    items.push({
      id,
      title,
      score: base + n,
      location: `${tag}-${id}`,
      files: [[`${id}.html`, scoPage(title, o)]],
      ...extra,
    });
  };
  // a. ADL's algorithm: parents from window.parent, then the opener (SCORM RTE sample, Rustici golf examples).
  add('adl-parent-then-opener', 1, 'Parents, then the opener', `adlSearch(${name})`);
  // b. API_1484_11 looked for first, then API, from the own window up (pipwerks with no version
  // set): in a 1.2 package it must end on API.
  add('either-2004-first', 2, 'API_1484_11 first, then API', 'eitherSearch()');
  // c. This version's name only: own window, 500 parent levels, then the opener (Articulate style).
  add('own-then-parents', 3, 'Own window, then parents', `ownThenParentsSearch(${name})`);
  // d. The launch page frames the SCO's script (a 1.2 frameset, a 2004 page with an iframe): the
  // API is two levels up (authoring tools' "player" pages).
  const outer = 'inner-frame.html';
  const inner = 'inner-frame-sco.html';
  const innerTitle = 'The SCO in an inner frame';
  const innerOptions = {
    ...common('inner-frame', 4),
    find: `function () { return adlSearch(${name}); }`,
  };
  items.push({
    id: 'inner-frame',
    title: innerTitle,
    score: base + 4,
    location: `${tag}-inner-frame`,
    innerFrame: version === '1.2' ? 'frame' : 'iframe',
    files: [
      [
        outer,
        version === '1.2'
          ? `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${innerTitle}</title></head>
<frameset rows="100%"><frame src="${inner}" title="${innerTitle}"></frameset>
</html>
`
          : page(
              innerTitle,
              `<iframe src="${inner}" title="${innerTitle}" style="width:100%;height:300px;border:0"></iframe>`,
            ),
      ],
      [inner, scoPage(innerTitle, innerOptions)],
    ],
  });
  // e. Found once at load and kept (initialize, status, score), then looked for again after a
  // timer (location, time, commit, terminate): wrappers that cache the API and ones that search
  // on every call.
  add(
    'kept-and-searched-again',
    5,
    'Kept, then searched again',
    `adlSearch(${name})`,
    {},
    { searchAgainAfter: '300' },
  );
  // f. The manifest's parameters on the launch URL: the SCO stores what location.search gave it.
  add(
    'launch-parameters',
    6,
    'Launch parameters',
    `adlSearch(${name})`,
    { location: LOCATION_FROM_PARAMETERS, parameters: PARAMETERS },
    {
      location:
        "(function (q) { return 'lesson=' + q.get('lesson') + '&mode=' + q.get('mode'); })(new URLSearchParams(window.location.search))",
    },
  );
  return items;
}

/** The activities of the discovery package of a version, in manifest order. */
export function discoveryActivities(version: Version): DiscoveryActivity[] {
  return discoveryItems(version).map(({ files: _files, ...activity }) => activity);
}

function manifest(version: Version, identifier: string, title: string, items: Item[]): string {
  const itemXml = items
    .map(
      (item) =>
        `      <item identifier="${item.id}" identifierref="res-${item.id}"${
          item.parameters ? ` parameters="${escapeXml(item.parameters)}"` : ''
        }>
        <title>${escapeXml(item.title)}</title>
      </item>`,
    )
    .join('\n');
  const scormType = version === '1.2' ? 'adlcp:scormtype' : 'adlcp:scormType';
  const resourceXml = items
    .map(
      (item) =>
        `    <resource identifier="res-${item.id}" type="webcontent" ${scormType}="sco" href="${item.files[0][0]}">
${item.files.map(([f]) => `      <file href="${f}"/>`).join('\n')}
      <dependency identifierref="res-shared"/>
    </resource>`,
    )
    .join('\n');
  const head =
    version === '1.2'
      ? `<manifest identifier="${identifier}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>`
      : `<manifest identifier="${identifier}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
${head}
  <organizations default="org">
    <organization identifier="org">
      <title>${escapeXml(title)}</title>
${itemXml}
    </organization>
  </organizations>
  <resources>
${resourceXml}
    <resource identifier="res-shared" type="webcontent" ${scormType}="asset">
      <file href="sco.js"/>
    </resource>
  </resources>
</manifest>
`;
}

function zipOf(version: Version, identifier: string, title: string, items: Item[]) {
  return zipEntries([
    ['imsmanifest.xml', manifest(version, identifier, title, items)],
    ['sco.js', `${SEARCHES}\n${REPORT}`],
    ...items.flatMap((item) => item.files),
  ]);
}

/** The SCORM 1.2 package with one item per way of finding the API (discoveryActivities('1.2')). */
export function scorm12DiscoveryPackage(): Promise<Buffer> {
  return zipOf('1.2', 'e2e-discovery-12', 'API discovery, SCORM 1.2', discoveryItems('1.2'));
}

/** The SCORM 2004 4th Edition package with one item per way of finding the API (discoveryActivities('2004')). */
export function scorm2004DiscoveryPackage(): Promise<Buffer> {
  return zipOf('2004', 'e2e-discovery-2004', 'API discovery, SCORM 2004', discoveryItems('2004'));
}

/** A SCORM 1.2 package of one item whose wrapper looks for API_1484_11 first (case b): the journey's. */
export function scorm12EitherFirstPackage(): Promise<Buffer> {
  const items = discoveryItems('1.2').filter((i) => i.id === 'either-2004-first');
  return zipOf('1.2', 'e2e-either-first-12', 'A 2004-first wrapper, SCORM 1.2', items);
}

/** The activity of scorm12SilentPackage(). */
export const SILENT_ACTIVITY = 'silent';

/**
 * A SCORM 1.2 package whose SCO finds the API (ADL's search) and never initializes: content that
 * cannot report (a broken wrapper, a page that is no SCO), which the viewer must say.
 */
export function scorm12SilentPackage(): Promise<Buffer> {
  const title = 'Finds the API, never initializes';
  const items: Item[] = [
    {
      id: SILENT_ACTIVITY,
      title,
      score: 0,
      location: '',
      files: [
        [
          'silent.html',
          scoPage(title, {
            id: `'${SILENT_ACTIVITY}'`,
            find: "function () { return adlSearch('API'); }",
            silent: 'true',
          }),
        ],
      ],
    },
  ];
  return zipOf('1.2', 'e2e-silent-12', 'Never initializes, SCORM 1.2', items);
}
