import { describe, expect, it } from 'vitest';
import { catalogues, LANGS, type Messages } from '../../locales';
import { fragments } from '../../locales/fragments';
import { translate } from '../../locales/merge';

/** Every dotted key of a catalogue with its text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
const pluralForms = (text: string) => text.split(' |||| ').length;
/** Parameters react-admin passes beside the English ones (DataTableHeadCell, DeleteWithConfirmButton). */
const RA_EXTRA_PARAMS = new Set(['field', 'id']);

/** Ours must match English exactly; react-admin's community catalogues may drop a parameter, never invent one. */
function placeholderMismatch(key: string, english: string, translated: string): boolean {
  const expected = placeholders(english);
  const found = placeholders(translated);
  if (!key.startsWith('ra.')) {
    return expected.size !== found.size || [...expected].some((name) => !found.has(name));
  }
  return [...found].some((name) => !expected.has(name) && !RA_EXTRA_PARAMS.has(name));
}

const english = flatten(catalogues.en);

describe.each(LANGS.filter((lang) => lang !== 'en'))('the %s catalogue', (lang) => {
  const other = flatten(catalogues[lang]);

  it('has every key of the English one, react-admin keys included', () => {
    expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
  });

  it('has no key that English lacks', () => {
    expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses the same %{placeholders} and plural forms as English', () => {
    const mismatches = [...english]
      .filter(([key]) => other.has(key))
      .filter(([key, text]) => {
        const translated = other.get(key) ?? '';
        return (
          placeholderMismatch(key, text, translated) ||
          pluralForms(text) !== pluralForms(translated)
        );
      })
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it('translates into a non-empty text', () => {
    const blank = [...other].filter(
      ([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '',
    );
    expect(blank.map(([key]) => key)).toEqual([]);
  });
});

describe('each fragment', () => {
  it.each(fragments.map((fragment, index) => [index, fragment] as const))(
    'fragment %i has the same keys in en, fr and de',
    (_, fragment) => {
      const keys = LANGS.map((lang) => [...flatten(fragment[lang]).keys()].sort());
      expect(keys[1]).toEqual(keys[0]);
      expect(keys[2]).toEqual(keys[0]);
    },
  );
});

describe('translate', () => {
  const messages = { app: { hello: 'Hello %{name}' } };

  it('fills the placeholders of a known key', () => {
    expect(translate(messages, 'app.hello', { name: 'Zoé' })).toBe('Hello Zoé');
  });

  it('answers the `_` default, else the key itself, for a missing key', () => {
    expect(translate(messages, 'app.missing', { _: 'Fallback' })).toBe('Fallback');
    expect(translate(messages, 'app.missing')).toBe('app.missing');
  });
});

describe('the message namespaces', () => {
  it('are snake_case, as react-admin names its keys, one namespace a screen or area', () => {
    const namespaces = new Set(
      [...english.keys()].filter((k) => k.startsWith('app.')).map((k) => k.split('.')[1]),
    );
    expect([...namespaces].filter((ns) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(ns))).toEqual([]);
    expect(namespaces.has('company_panel')).toBe(true);
  });
});
