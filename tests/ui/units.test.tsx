import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../locales/fr';
import units from '../../resources/units';
import { formatSize } from '../../src/components/use-figures';
import { authAs, i18nProviderOf, renderableAdmin } from './meta-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stamp = '2026-08-01T10:00:00.000Z';
const UNIT = {
  id: 'u1',
  _id: 'u1',
  filename: 'medical-english-abc123',
  title: 'Medical English',
  version: '2004',
  activities: [
    { id: 'lesson', title: 'The lesson', launch: 'lesson.html' },
    { id: 'quiz', title: 'The quiz', launch: 'a b/quiz.html', parameters: '?q=1' },
  ],
  size: 1536 * 1024,
  fileCount: 5,
  packageSize: 1000,
  createdAt: stamp,
  updatedAt: stamp,
};

const provider = (): DataProvider =>
  testDataProvider({
    getList: vi.fn(async () => ({ data: [UNIT], total: 1 })) as DataProvider['getList'],
    getOne: vi.fn(async () => ({ data: UNIT })) as DataProvider['getOne'],
    delete: vi.fn(async () => {
      throw new Error('This unit is used by a module; remove it from the module first');
    }) as DataProvider['delete'],
  });

/** A stand-in XMLHttpRequest: reports upload progress, then answers with the given status and body. */
function fakeXhr(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(data: FormData) {
      sent.push(data);
      setTimeout(
        () => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }),
        10,
      );
      setTimeout(() => {
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 200);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The token check before the upload goes through fetch.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  return sent;
}

describe('units screen', () => {
  it('lists title, version, activities and a readable size; unfolds the activities with Preview links', async () => {
    render(renderableAdmin({ path: '/units', dataProvider: provider(), resources: [units] }));
    const row = (await screen.findByText('Medical English')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SCORM 2004')).toBeTruthy();
    expect(within(row).getByText('1.5 MB')).toBeTruthy();
    const toggle = within(row).getByRole('button', { name: /2 activities/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const quiz = within(row).getByRole('link', { name: 'Preview: The quiz' });
    expect(quiz.getAttribute('href')).toBe(
      `/unitViewer/medical-english-abc123/quiz/${encodeURIComponent('a b/quiz.html?q=1')}`,
    );
    expect(
      within(row).getByRole('link', { name: 'Preview: The lesson' }).getAttribute('href'),
    ).toBe('/unitViewer/medical-english-abc123/lesson/lesson.html');
  });

  it('uploads with a determinate progress bar, and shows the server refusal', async () => {
    const sent = fakeXhr(400, { message: 'The package has no imsmanifest.xml at its root' });
    render(renderableAdmin({ path: '/units', dataProvider: provider(), resources: [units] }));
    const input = (await screen.findByLabelText('SCORM package (.zip)')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a zip file to upload');

    const file = new File(['PK'], 'package.zip', { type: 'application/zip' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading: 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The package has no imsmanifest.xml at its root',
      ),
    );
    expect(sent).toHaveLength(1);
    expect((sent[0].get('file') as File).name).toBe('package.zip');
  });

  it('reports what the upload found under the form, until the next upload starts', async () => {
    fakeXhr(201, {
      ...UNIT,
      report: {
        launchPages: ['lesson.html', 'a b/quiz.html'],
        missingFiles: ['js/a-very-long-script-name-without-any-break.js', 'css/style.css'],
        missingCount: 2,
      },
    });
    render(renderableAdmin({ path: '/units', dataProvider: provider(), resources: [units] }));
    const input = (await screen.findByLabelText('SCORM package (.zip)')) as HTMLInputElement;
    const upload = (name: string) => {
      fireEvent.change(input, { target: { files: [new File(['PK'], name)] } });
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    };
    upload('package.zip');
    const status = await waitFor(() => {
      const region = screen.getByTestId('upload-report');
      expect(region).toHaveAttribute('aria-live', 'polite');
      if (!region.textContent?.includes('Unit "Medical English" added'))
        throw new Error('no report yet');
      return region;
    });
    const lines = [...status.querySelectorAll('p, div')].map((e) => e.textContent);
    expect(lines).toContain('Version: SCORM 2004');
    expect(lines).toContain('Launch pages: lesson.html, a b/quiz.html');
    expect(lines).toContain(
      '2 files named in the manifest are missing from the zip: js/a-very-long-script-name-without-any-break.js, css/style.css',
    );
    // One announcement: the report, no toast saying it again.
    expect(screen.getAllByText('Unit "Medical English" added')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();

    fakeXhr(201, {
      ...UNIT,
      title: 'Complete unit',
      version: '1.2',
      report: { launchPages: ['index.html'], missingFiles: [], missingCount: 0 },
    });
    upload('complete.zip');
    await screen.findByRole('progressbar', { name: 'Uploading: 40%' });
    expect(screen.queryByText('Unit "Medical English" added')).toBeNull();
    expect(await screen.findByText('Unit "Complete unit" added')).toBeTruthy();
    expect(screen.getByText('Version: SCORM 1.2')).toBeTruthy();
    expect(screen.getByText('Launch page: index.html')).toBeTruthy();
    expect(screen.getByText('Every file named in the manifest is in the zip.')).toBeTruthy();
    expect(screen.queryByText(/missing from the zip/)).toBeNull();
  });

  it('deletes after a confirmation and shows the 409 message', async () => {
    render(renderableAdmin({ path: '/units', dataProvider: provider(), resources: [units] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Medical English' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the unit "Medical English"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(
      await screen.findByText('This unit is used by a module; remove it from the module first'),
    ).toBeTruthy();
  });

  it('a Teacher sees the list without the upload and delete', async () => {
    render(
      renderableAdmin({
        path: '/units',
        dataProvider: provider(),
        resources: [units],
        authProvider: authAs(false),
      }),
    );
    await screen.findByText('Medical English');
    expect(screen.queryByLabelText('SCORM package (.zip)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Medical English' })).toBeNull();
  });

  it('sizes follow the language', () => {
    expect(formatSize(1536 * 1024, 'fr')).toMatch(/^1,5\s?Mo$/);
    expect(formatSize(512, 'en')).toMatch(/^512\s?byte/);
    render(
      renderableAdmin({
        path: '/units',
        dataProvider: provider(),
        resources: [units],
        i18n: i18nProviderOf(fr, 'fr'),
      }),
    );
    return screen.findByText('Téléverser un paquet SCORM');
  });
});
