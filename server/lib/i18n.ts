import { catalogues, type Lang } from '../../locales';
import { translate } from '../../locales/merge';

/** The first of en, fr, de named by an Accept-Language header; English otherwise. */
export function langOf(acceptLanguage: string | undefined): Lang {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr' || tag === 'de') return tag;
  }
  return 'en';
}

export const t = (lang: Lang, key: string, params?: Record<string, string | number>) =>
  translate(catalogues[lang], key, params);
