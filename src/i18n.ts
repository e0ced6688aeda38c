import { createInstance, type i18n as I18n, type InitOptions, type Module } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import { useMemo } from 'react';
import type { I18nProvider, Locale } from 'react-admin';
import { http } from '../dataProvider/http';
import { loadSession, saveUser } from '../dataProvider/session';
import type { User } from '../domain/entities/staff';
import type { Lang, Messages } from '../locales/merge';

export const LANG_STORAGE_KEY = 'lang';
export const SUPPORTED_LANGS: Lang[] = ['en', 'fr', 'de'];
export const isLang = (value: unknown): value is Lang => SUPPORTED_LANGS.includes(value as Lang);

/** Each language's own name, as the language menu shows it. */
export const availableLocales: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'de', name: 'Deutsch' },
];

/** A load done once (its promise kept), again after a failure. */
const once = (load: () => Promise<Messages>) => {
  let loading: Promise<Messages> | undefined;
  return () => {
    loading ??= load().catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
};

/** One catalogue per language, loaded when first needed so the initial bundle stays small. */
const catalogues: Record<Lang, () => Promise<Messages>> = {
  en: once(() => import('../locales/en').then((m) => m.en)),
  fr: once(() => import('../locales/fr').then((m) => m.fr)),
  de: once(() => import('../locales/de').then((m) => m.de)),
};

/**
 * The language the detector will pick (localStorage, then the browser's), its catalogue requested
 * as the app starts rather than once i18next initialises after the first render; English, the
 * fallback, is loaded in any case.
 */
export function preloadCatalogue() {
  if (typeof window === 'undefined') return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // storage refused: the browser's language decides
  }
  const language = (stored ?? navigator.language ?? '').split('-')[0];
  for (const lang of new Set<Lang>(['en', isLang(language) ? language : 'en']))
    catalogues[lang]().catch(() => undefined);
}

/** Spec section 8: a language that fails to load is ignored (English texts stay as fallback). */
const catalogueBackend: Module & {
  read(language: string, ns: string, callback: (err: unknown, data: unknown) => void): void;
} = {
  type: 'backend',
  read(language, _ns, callback) {
    const load = isLang(language) ? catalogues[language] : undefined;
    if (!load) return callback(null, {});
    load()
      .then((messages) => callback(null, convertRaTranslationsToI18next(messages)))
      .catch(() => callback(null, {}));
  },
};

export const i18nOptions: InitOptions = {
  lng: undefined,
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGS,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  // Server messages arrive as sentences; only our dotted keys are looked up.
  nsSeparator: false,
  detection: {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: LANG_STORAGE_KEY,
    caches: ['localStorage'],
    convertDetectedLanguage: (language: string) => language.split('-')[0],
  },
};

export function createI18next(): I18n {
  const instance = createInstance().use(catalogueBackend).use(LanguageDetector);
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  return instance;
}

/** The signed-in user's record keeps the choice too, so it follows them to another browser. */
function saveLanguageToUser(language: string) {
  const user = loadSession()?.user;
  if (!user || !isLang(language) || user.language === language) return;
  http<User>('/user', { method: 'PUT', body: { language } })
    .then((result) => {
      if (result.ok) saveUser(result.data);
    })
    .catch(() => undefined);
}

export const withSavedLanguage = (provider: I18nProvider): I18nProvider => ({
  ...provider,
  async changeLocale(locale, options) {
    await provider.changeLocale(locale, options);
    saveLanguageToUser(locale);
  },
});

const i18nextInstance = createI18next();

/** react-admin's i18nProvider over i18next; null until the first catalogue is loaded. */
export function useAppI18nProvider(): I18nProvider | null {
  const provider = useI18nextProvider({ i18nextInstance, options: i18nOptions, availableLocales });
  return useMemo(() => (provider ? withSavedLanguage(provider) : null), [provider]);
}
