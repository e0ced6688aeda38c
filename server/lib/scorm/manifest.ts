import { posix } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Activity, ScormVersion } from '../../../domain/entities/unit';

/** A manifest the server refuses: a message key of locales/fragments/units.ts. */
export class PackageError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'PackageError';
  }
}

export interface Manifest {
  title: string;
  version: ScormVersion;
  /** Items that reference a resource with an href, in manifest order (nested items flattened). */
  activities: Activity[];
  /**
   * Every file the resources name (their href and each <file href>), relative to the package root
   * and decoded as launchFile does, once each, in manifest order; external ones are left out.
   */
  files: string[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // adlcp:scormtype, imscp:item, xml:base: the prefixes vary between authoring tools.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ['organization', 'item', 'resource', 'title', 'schemaversion'].includes(name),
});

const asNode = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const asList = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(asNode);
const attr = (node: Node, name: string): string | undefined => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** The text of <title> (or <schemaversion>): a string, or an object with #text when it has attributes. */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim();
  if (typeof first === 'number') return String(first);
  const text = asNode(first)['#text'];
  return typeof text === 'string' || typeof text === 'number' ? String(text).trim() : '';
}

/** "1.2" -> 1.2; "2004 3rd Edition", "2004 4th Edition", "CAM 1.3" -> 2004; else from the namespaces. */
function versionOf(manifest: Node, xml: string): ScormVersion {
  const metadata = asNode(manifest.metadata);
  const declared = textOf(metadata.schemaversion);
  if (/^1\.2$/.test(declared)) return '1.2';
  if (/^(2004|cam 1\.3)/i.test(declared)) return '2004';
  if (/adlcp_rootv1p2/i.test(xml)) return '1.2';
  if (/adlcp_v1p3|imscp_v1p1.*adlseq|adlnav/is.test(xml)) return '2004';
  throw new PackageError('app.units.unsupported_version', { version: declared || '?' });
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/|\\)/i;

/**
 * The launch path of a resource, relative to the package root, from the chain of xml:base values and
 * the href: refused (a PackageError) when any part is absolute or the result leaves the package.
 * The query string of the href stays on the answer.
 */
export function launchOf(bases: (string | undefined)[], href: string): string {
  const hashAt = href.indexOf('#');
  const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const rest = href.slice(path.length);
  const parts = [...bases.filter((b): b is string => !!b), path];
  if (parts.some((p) => EXTERNAL.test(p) || p.includes('\\') || p.includes('\0')))
    throw new PackageError('app.units.launch_outside', { href });
  // A base without a trailing slash still names a folder in packages (xml:base="lesson1").
  const joined = posix.normalize(
    parts.map((p, i) => (i < parts.length - 1 ? `${p}/` : p)).join(''),
  );
  if (joined === '..' || joined.startsWith('../') || joined === '.' || joined.endsWith('/'))
    throw new PackageError('app.units.launch_outside', { href });
  return joined.replace(/^\.\//, '') + rest;
}

/** The path part of a launch (no query, no fragment), as a file name: percent-decoded when it can be. */
export function launchFile(launch: string): string {
  const path = launch.replace(/[?#].*$/s, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A file a resource names, from the chain of xml:base values and the href, decoded as launchFile
 * does and normalized; undefined when it is external or would leave the package (a missing file is
 * reported, never refused).
 */
export function fileOf(bases: (string | undefined)[], href: string): string | undefined {
  let file: string;
  try {
    file = launchFile(launchOf(bases, href.trim()));
  } catch (error) {
    if (error instanceof PackageError) return undefined;
    throw error;
  }
  // Percent-decoding can make a name absolute or climbing ("%2e%2e/x"): not a file of the package.
  const normal = posix.normalize(file);
  const outside =
    ['.', '..'].includes(normal) || normal.startsWith('../') || normal.startsWith('/');
  if (outside || normal.includes('\\') || normal.includes('\0')) return undefined;
  return normal;
}

/**
 * Reads an imsmanifest.xml: title, version, activities and the files it names; a PackageError when
 * it cannot be used.
 */
export function parseManifest(xml: string): Manifest {
  let doc: Node;
  try {
    doc = asNode(parser.parse(xml, true));
  } catch {
    throw new PackageError('app.units.bad_manifest');
  }
  const manifest = asNode(doc.manifest);
  if (Object.keys(manifest).length === 0) throw new PackageError('app.units.bad_manifest');
  const version = versionOf(manifest, xml);

  const resourcesNode = asNode(manifest.resources);
  const resources = new Map<string, Node>();
  const files = new Set<string>();
  for (const r of asList(resourcesNode.resource)) {
    const id = attr(r, 'identifier');
    if (id && !resources.has(id)) resources.set(id, r);
    const bases = [attr(manifest, 'base'), attr(resourcesNode, 'base'), attr(r, 'base')];
    for (const href of [attr(r, 'href'), ...asList(r.file).map((f) => attr(f, 'href'))]) {
      const file = href ? fileOf(bases, href) : undefined;
      if (file) files.add(file);
    }
  }

  const organizationsNode = asNode(manifest.organizations);
  const organizations = asList(organizationsNode.organization);
  const defaultId = attr(organizationsNode, 'default');
  const organization =
    organizations.find((o) => attr(o, 'identifier') === defaultId) ?? organizations[0];

  const activities: Activity[] = [];
  const seen = new Set<string>();
  const walk = (items: Node[]) => {
    for (const item of items) {
      const ref = attr(item, 'identifierref');
      const resource = ref ? resources.get(ref) : undefined;
      const href = resource && attr(resource, 'href');
      const id = attr(item, 'identifier');
      if (resource && href && id && !seen.has(id)) {
        seen.add(id);
        const parameters = attr(item, 'parameters')?.trim();
        activities.push({
          id,
          title: textOf(item.title) || id,
          launch: launchOf(
            [attr(manifest, 'base'), attr(resourcesNode, 'base'), attr(resource, 'base')],
            href.trim(),
          ),
          ...(parameters ? { parameters } : {}),
        });
      }
      walk(asList(item.item));
    }
  };
  if (organization) walk(asList(organization.item));
  if (activities.length === 0) throw new PackageError('app.units.no_activity');

  const title =
    (organization && textOf(organization.title)) || attr(manifest, 'identifier') || 'SCORM';
  return { title: title.slice(0, 200), version, activities, files: [...files] };
}
