import { describe, expect, it } from 'vitest';
import { filenameOf, namedDownload } from '../../dataProvider/download';

const result = (disposition?: string) => ({
  ok: true,
  status: 200,
  data: new Blob(['x'], { type: 'application/pdf' }),
  headers: new Headers(disposition ? { 'Content-Disposition': disposition } : {}),
});

describe('the name of a downloaded file', () => {
  it('reads filename* (UTF-8) before the ASCII filename', () => {
    expect(
      filenameOf(
        `attachment; filename="etudiants-2026-11-23.xlsx"; filename*=UTF-8''%C3%A9tudiants-2026-11-23.xlsx`,
      ),
    ).toBe('étudiants-2026-11-23.xlsx');
    expect(filenameOf('attachment; filename="students-2026-11-23.xlsx"')).toBe(
      'students-2026-11-23.xlsx',
    );
  });

  it('falls back to filename when filename* is malformed, and to nothing without a header', () => {
    expect(filenameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('a.pdf');
    expect(filenameOf(null)).toBeUndefined();
    expect(filenameOf('attachment')).toBeUndefined();
  });

  it('gives a File under the server name, or the bare Blob', () => {
    const named = namedDownload(result(`attachment; filename="Lernende.pdf"`));
    expect(named).toBeInstanceOf(File);
    expect((named as File).name).toBe('Lernende.pdf');
    expect(named.type).toBe('application/pdf');
    expect(namedDownload(result())).not.toBeInstanceOf(File);
  });
});
