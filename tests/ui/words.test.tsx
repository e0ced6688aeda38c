import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openEmpty = async (lang: 'en' | 'fr' | 'de', path: string) => {
  fakeApi((apiPath) => {
    if (apiPath === '/notificationsIntra/recent') return json(200, { count: 0 });
    if (apiPath === '/customer' || apiPath === '/student') {
      return json(200, [], { 'Content-Range': 'items 0-0/0' });
    }
    return undefined;
  });
  resetBrowser(path);
  localStorage.setItem('lang', lang);
  signInAs(2);
  render(<App />);
};

describe('an empty list says so in a sentence that agrees with its name', () => {
  it.each([
    ['en', '/customers', 'No client contacts yet.'],
    ['fr', '/customers', 'Aucun contact client pour l’instant.'],
    ['de', '/customers', 'Noch keine Kundenkontakte.'],
    ['fr', '/students', 'Aucun apprenant pour l’instant.'],
    ['de', '/students', 'Noch keine Lernende.'],
  ] as const)('in %s on %s: %s', async (lang, path, sentence) => {
    await openEmpty(lang, path);
    expect(await screen.findByText(sentence, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
