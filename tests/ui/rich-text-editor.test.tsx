import { cleanup, render, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../locales/de';
import { en } from '../../locales/en';
import { fr } from '../../locales/fr';
import type { Messages } from '../../locales/merge';
import news from '../../resources/news';
import questions from '../../resources/questions';
import '../../src/components/RichTextEditor';
import '../../resources/news/NewsBodyInput';
import { i18nProviderOf, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const item = {
  id: 'n1',
  _id: 'n1',
  title: 'Welcome',
  body: '<p>Hello</p>',
  publishFrom: '2026-08-01T10:00:00.000Z',
  publishUntil: null,
  audience: 'all',
  companyId: null,
  groupId: null,
  pinned: false,
  authorId: null,
  archivedAt: null,
  createdAt: '2026-08-01T10:00:00.000Z',
  updatedAt: '2026-08-01T10:00:00.000Z',
};

const dataProvider = () =>
  testDataProvider({
    getOne: vi.fn(async () => ({ data: item })) as DataProvider['getOne'],
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
  });

/** Every name of the editor's toolbar, in the order shown; each button's tooltip says the same. */
const toolbarNames = async (insertImage: string) => {
  const image = await screen.findByRole('button', { name: insertImage }, { timeout: 15_000 });
  const toolbar = image.closest('.RaRichTextInputToolbar-root') as HTMLElement;
  return within(toolbar)
    .getAllByRole('button')
    .map((button) => {
      expect(button).toHaveAttribute('title', button.getAttribute('aria-label'));
      return button.getAttribute('aria-label');
    });
};

/** The news toolbar's buttons by their message keys: ra-input-rich-text's (ra.tiptap.*), then ours. */
const NEWS_TOOLBAR = [
  'bold',
  'italic',
  'underline',
  'strike',
  'code',
  'list_bulleted',
  'list_numbered',
  'link',
  'insert_image',
  'clear_format',
];
const namesIn = (messages: Messages) => {
  const tiptap = (messages.ra as Messages).tiptap as Messages;
  const news = (messages.app as Messages).news as Messages;
  return NEWS_TOOLBAR.map((key) => (key === 'insert_image' ? news[key] : tiptap[key]));
};

describe('the rich text editor’s toolbar in the reader’s language', () => {
  it.each([
    ['fr', fr],
    ['de', de],
  ] as const)('names every button in %s, none in English', async (locale, messages) => {
    render(
      renderableAdmin({
        path: '/news/n1',
        dataProvider: dataProvider(),
        resources: [news],
        i18n: i18nProviderOf(messages, locale),
      }),
    );
    const expected = namesIn(messages);
    expect(await toolbarNames(String(expected[NEWS_TOOLBAR.indexOf('insert_image')]))).toEqual(
      expected,
    );
    // "Code" is the word in all three languages; every other name differs from the English one.
    const english = namesIn(en);
    NEWS_TOOLBAR.forEach((key, i) => {
      if (key !== 'code') expect(expected[i]).not.toBe(english[i]);
    });
  });

  it('gives the question prompt the same editor without links or images', async () => {
    const question = {
      id: 'q1',
      _id: 'q1',
      type: 'free',
      skill: 'listening',
      level: 3,
      language: 'gb',
      prompt: '<p>Where is the speaker?</p>',
      choices: [],
      gaps: [],
      guide: null,
      media: null,
      version: 1,
      archivedAt: null,
      createdAt: '2026-08-01T10:00:00.000Z',
      updatedAt: '2026-08-01T10:00:00.000Z',
    };
    render(
      renderableAdmin({
        path: '/questions/q1',
        dataProvider: testDataProvider({
          getOne: vi.fn(async () => ({ data: question })) as DataProvider['getOne'],
          getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
          getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
        }),
        resources: [questions],
        i18n: i18nProviderOf(fr, 'fr'),
      }),
    );
    const bold = await screen.findByRole('button', { name: 'Gras' }, { timeout: 15_000 });
    const toolbar = bold.closest('.RaRichTextInputToolbar-root') as HTMLElement;
    expect(within(toolbar).getByRole('button', { name: 'Effacer la mise en forme' })).toBeVisible();
    expect(within(toolbar).queryByRole('button', { name: 'Ajouter un lien' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Insérer une image' })).toBeNull();
  });
});
