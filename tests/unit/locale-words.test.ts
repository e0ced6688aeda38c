import { describe, expect, it } from 'vitest';
import { catalogues, LANGS } from '../../locales';
import { translate } from '../../locales/merge';
import { isGroup, menuEntries } from '../../src/layout/menu-items';

const plural = (lang: (typeof LANGS)[number], key: string) =>
  translate(catalogues[lang], key).split(' |||| ').at(-1);

describe.each(LANGS)('words in %s', (lang) => {
  const t = (key: string, params?: Record<string, string>) =>
    translate(catalogues[lang], key, params);

  it('names each client list by one key, in the menu as on its page and in search', () => {
    const links = menuEntries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
    for (const area of [1, 2]) {
      const item = links.find((link) => link.to === `/companyall/${area}`);
      expect(item?.labelKey).toBe(`app.people.company.list_${area}`);
    }
    expect(t('app.people.company.list_2')).toBe(
      { en: 'Medical clients', fr: 'Clients médicaux', de: 'Kunden Medizin' }[lang],
    );
  });

  it('calls client contacts the same in the menu, the resource, search and archive', () => {
    const name = plural(lang, 'resources.customers.name');
    expect(t('app.people.menu.customers')).toBe(name);
    expect(t('app.search.kinds.customer')).toBe(name);
    expect(t('app.people.archive.tab_customers')).toBe(name);
    expect(t('app.people.company.contacts')).toBe(name);
  });

  it('calls trainers and students the same in the menu and the resource', () => {
    expect(t('app.people.menu.teachers')).toBe(plural(lang, 'resources.teachers.name'));
    expect(t('app.shell.menu.students')).toBe(plural(lang, 'resources.students.name'));
    expect(t('app.search.kinds.teacher')).toBe(plural(lang, 'resources.teachers.name'));
  });
});

/** Every text of a catalogue, react-admin's own included. */
function texts(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value as object),
  );
}

describe('a person in the messages', () => {
  it('has no gender in English: a learner or a contact may be anyone', () => {
    const gendered = texts(catalogues.en).filter((text) =>
      /\b(she|he|her|hers|herself|him|his|himself)\b/i.test(text),
    );
    expect(gendered).toEqual([]);
  });

  it('offers to export the data of the person, not of a her or a his, in every language', () => {
    expect(LANGS.map((lang) => translate(catalogues[lang], 'app.privacy.export'))).toEqual([
      'Export all this person’s data (zip)',
      'Exporter toutes les données de cette personne (zip)',
      'Alle Daten dieser Person exportieren (ZIP)',
    ]);
  });
});

describe('the empty list in German', () => {
  it('agrees with the plural name react-admin passes', () => {
    const name = plural('de', 'resources.customers.name') ?? '';
    expect(translate(catalogues.de, 'ra.page.empty', { name })).toBe('Noch keine Kundenkontakte.');
  });
});
