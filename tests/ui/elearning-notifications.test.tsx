import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ELEARNING_NOTIFICATION_KINDS,
  TEMPLATE_LANGUAGES,
} from '../../domain/entities/elearning-notification';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT = {
  _id: 'log1',
  kind: 'welcome',
  learner: 'BAUER Gaël',
  email: 'gael@example.com',
  groupName: 'Group A',
  language: 'en',
  status: 'sent',
  error: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  sentAt: '2026-11-02T09:00:05.000Z',
};

const TEMPLATES = ELEARNING_NOTIFICATION_KINDS.flatMap((kind) =>
  TEMPLATE_LANGUAGES.map((language) => ({
    kind,
    language,
    subject: 'Hello',
    body: 'Hello {{learner}}',
    custom: false,
    defaultSubject: 'Hello',
    defaultBody: 'Hello {{learner}}',
  })),
);

describe('the e-learning notifications page (/notifications)', () => {
  it('offers the sending log a search box with its placeholder in words, no message key', async () => {
    fakeApi((path) => {
      if (path === '/elearningnotifications/log')
        return json(200, [SENT], { 'Content-Range': 'items 0-0/1' });
      if (path === '/elearningnotifications/templates') return json(200, TEMPLATES);
      return undefined;
    });
    resetBrowser('/notifications');
    signInAs(1);
    render(<App />);
    // A lazy page: its first load in a test file takes a while.
    expect(await screen.findByText('BAUER Gaël', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search a learner')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/app\.elearning_notifications\./);
  });
});
