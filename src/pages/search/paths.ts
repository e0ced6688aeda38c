import type { SearchResult } from '../../../domain/entities/search';
import { SEARCH_KINDS, type SearchKind } from '../../../domain/entities/search-constants';
import { levelLabel } from '../../../domain/rules/levels';
import { personName } from '../../../domain/rules/person-name';

/** One match of the global search, whatever its kind. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  label: string;
  /** E-mail of a person, level (A0..C2) of a module, client of a group; nothing for a company or a course. */
  detail?: string;
  languageArea?: number;
}

const enc = encodeURIComponent;

/** Spec section 2: where a result of each kind leads. */
export function searchPath(hit: SearchHit): string {
  switch (hit.kind) {
    case 'company':
      return `/search/Company/${enc(hit.id)}/${enc(hit.label)}`;
    case 'user':
      return `/search/Student/${enc(hit.detail ?? '')}`;
    case 'customer':
      return `/search/Customer/${enc(hit.detail ?? '')}`;
    case 'teacher':
      return `/search/teachers/${enc(hit.detail ?? '')}`;
    // The spec's /search/Course and /search/Module, with the record's id.
    case 'course':
      return `/search/Course/${enc(hit.id)}`;
    case 'module':
      return `/search/Module/${enc(hit.id)}`;
    // The spec's /search/Resource/{label}.
    case 'resource':
      return `/search/Resource/${enc(hit.detail ?? hit.label)}`;
    // The spec's /search/Group/{id}.
    case 'group':
      return `/search/Group/${enc(hit.id)}`;
  }
}

/** The full results screen of a text. */
export const searchAllPath = (text: string) => `/search?q=${enc(text)}`;

/** The answer of GET /query/{text} as one list, kind by kind in SEARCH_KINDS order. */
export function hitsOf(result: SearchResult): SearchHit[] {
  return SEARCH_KINDS.flatMap((kind): SearchHit[] => {
    switch (kind) {
      case 'company':
        return result.company.map((c) => ({
          kind,
          id: c._id,
          label: c.name,
          languageArea: c.languageArea,
        }));
      // An older server's answer may lack the catalogue kinds.
      case 'course':
        return (result.course ?? []).map((c) => ({ kind, id: c._id, label: c.name, detail: '' }));
      case 'module':
        return (result.module ?? []).map((m) => ({
          kind,
          id: m._id,
          label: m.name,
          detail: levelLabel(m.level) ?? '',
        }));
      case 'resource':
        return (result.resource ?? []).map((r) => ({
          kind,
          id: r._id,
          label: r.name,
          detail: r.label,
        }));
      case 'group':
        return (result.group ?? []).map((g) => ({
          kind,
          id: g._id,
          label: g.name,
          detail: g.companyName,
        }));
      default:
        return result[kind].map((p) => ({
          kind,
          id: p._id,
          label: personName(p),
          detail: p.email,
        }));
    }
  });
}
