import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { Lang, Messages } from './merge';

export const catalogues: Record<Lang, Messages> = { en, fr, de };
export const LANGS: Lang[] = ['en', 'fr', 'de'];
export type { Lang, Messages };
