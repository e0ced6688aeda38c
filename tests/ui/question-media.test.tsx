import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView } from '../../domain/entities/test-attempt';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CODE = 'PT-7K2M';
const ID = '0b7e4c1a-3f52-4d8e-9a61-2c5d8e9f0a13';
const view: AttemptView = {
  _id: ID,
  title: 'English placement test',
  questions: [
    {
      type: 'free',
      prompt: '<p>What does the chart show?</p>',
      choices: [],
      gaps: 0,
      media: { kind: 'image', url: '/media/image-link' },
    },
    {
      type: 'free',
      prompt: '<p>Where is the speaker?</p>',
      choices: [],
      gaps: 0,
      media: { kind: 'audio', url: '/media/audio-link' },
    },
  ],
  answers: [null, null],
  timeLeft: null,
  finishedAt: null,
};

describe('a question’s sound or picture on the public test page', () => {
  it('shows the picture with its alternative text, and the recording labelled', async () => {
    const seen: string[] = [];
    fakeApi((path, init) => {
      seen.push(`${init.method ?? 'GET'} ${path}`);
      return path === `/attempt/${ID}` ? json(200, view) : undefined;
    });
    resetBrowser(`/test/${CODE}`);
    localStorage.setItem(`test-attempt:${CODE}`, JSON.stringify({ id: ID, token: 'secret' }));
    render(<App />);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Question 1 of 2' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    // The link goes to the API as it is: an <img> sends no token, the link carries its grant.
    expect(screen.getByRole('img', { name: 'Picture for question 1' })).toHaveAttribute(
      'src',
      '/api/media/image-link',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Question 2 of 2' }),
    ).toBeInTheDocument();
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/api/media/audio-link');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAccessibleName('Recording for question 2');
    expect(screen.queryByRole('img', { name: /Picture/ })).toBeNull();
  });
});
