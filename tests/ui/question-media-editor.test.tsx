import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/components/RichTextEditor';
import questions from '../../resources/questions';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const english = { id: 'gb', name: 'English', initial: 'GB' };
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
const withFile = {
  ...question,
  media: {
    kind: 'audio',
    name: 'station.mp3',
    contentType: 'audio/mpeg',
    size: 2_500_000,
    url: '/media/staff-link',
  },
  version: 2,
  updatedAt: '2026-08-02T10:00:00.000Z',
};

const fakeProvider = () => ({
  ...testDataProvider({
    getList: vi.fn(async () => ({ data: [english], total: 1 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({ data: [english] })) as DataProvider['getMany'],
    getOne: vi.fn(async () => ({ data: question })) as DataProvider['getOne'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...question, ...data },
    })) as DataProvider['update'],
  }),
  setQuestionMedia: vi.fn(async () => withFile),
  removeQuestionMedia: vi.fn(async () => ({
    ...question,
    version: 3,
    updatedAt: '2026-08-03T10:00:00.000Z',
  })),
});

describe('a question’s sound or picture in its form', () => {
  it('sends the chosen file at once, previews it, removes it, and the save carries the new updatedAt', async () => {
    const dataProvider = fakeProvider();
    render(renderableAdmin({ path: '/questions/q1', dataProvider, resources: [questions] }));
    const choose = await screen.findByText('Add a file', undefined, { timeout: 15_000 });
    const input = choose.parentElement?.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', expect.stringContaining('audio/mpeg'));
    const file = new File(['ID3'], 'station.mp3', { type: 'audio/mpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(dataProvider.setQuestionMedia).toHaveBeenCalledWith('q1', file, question.updatedAt),
    );
    expect(await screen.findByText('station.mp3 (2.4 MB)')).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/media/staff-link');
    expect(screen.getByText('Replace the file')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
    await waitFor(() =>
      expect(dataProvider.removeQuestionMedia).toHaveBeenCalledWith('q1', withFile.updatedAt),
    );
    await waitFor(() => expect(document.querySelector('audio')).toBeNull());

    // The file is saved already; an edit of the text afterwards is not refused as stale.
    fireEvent.change(screen.getByRole('textbox', { name: /Grading guide/ }), {
      target: { value: 'A place named' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toMatchObject({
      updatedAt: '2026-08-03T10:00:00.000Z',
      guide: 'A place named',
    });
  });

  it('a file sent on a question changed elsewhere: the stale alert, and Reload reads the question again', async () => {
    const dataProvider = fakeProvider();
    vi.mocked(dataProvider.getOne)
      .mockResolvedValueOnce({ data: question })
      .mockResolvedValue({ data: withFile });
    dataProvider.setQuestionMedia.mockRejectedValueOnce(
      Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      }),
    );
    render(renderableAdmin({ path: '/questions/q1', dataProvider, resources: [questions] }));
    const choose = await screen.findByText('Add a file', undefined, { timeout: 15_000 });
    const input = choose.parentElement?.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['ID3'], 'station.mp3', { type: 'audio/mpeg' })] },
    });
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('station.mp3 (2.4 MB)')).toBeInTheDocument();
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });

  it('asks to save a new question before adding its file', async () => {
    render(
      renderableAdmin({
        path: '/questions/create',
        dataProvider: fakeProvider(),
        resources: [questions],
      }),
    );
    expect(
      await screen.findByText(
        'Save the question first, then add its sound or picture.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
  });
});
