import { cleanup, screen as globalScreen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type DocumentTemplate,
  TEMPLATE_KINDS,
  templateFieldsOf,
} from '../../domain/entities/document-template';
import { DocumentTemplatesPage } from '../../src/pages/document-templates/DocumentTemplatesPage';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const entry = (kind: (typeof TEMPLATE_KINDS)[number]): DocumentTemplate => {
  const { fields, loops } = templateFieldsOf(kind);
  return {
    kind,
    fields: fields.map((f) => f.name),
    loops: loops.map((l) => ({ name: l.name, fields: [...l.fields] })),
    template: null,
  };
};
const uploaded: DocumentTemplate['template'] = {
  fileName: 'convocation-maison.docx',
  size: 12_800,
  digest: 'ab'.repeat(32),
  uses: ['group.title', 'learner.name'],
  uploadedAt: '2026-12-06T09:30:00.000Z',
  uploadedBy: 'Anna KELLER',
};

const fakeProvider = () => ({
  ...testDataProvider(),
  documentTemplates: vi.fn(async () => TEMPLATE_KINDS.map(entry)),
  uploadDocumentTemplate: vi.fn(async (kind: (typeof TEMPLATE_KINDS)[number]) => ({
    ...entry(kind),
    template: uploaded,
  })),
  downloadDocumentTemplate: vi.fn(async () => new Blob(['x'])),
  removeDocumentTemplate: vi.fn(async () => undefined),
});

const renderPage = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/document-templates',
      dataProvider,
      resources: [],
      routes: [{ path: '/document-templates', element: <DocumentTemplatesPage /> }],
    }),
  );

const card = async (title: string) => {
  const heading = await globalScreen.findByRole('heading', { level: 2, name: title });
  return within(heading.closest('section') as HTMLElement);
};
const word = (name: string) =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

/** /document-templates: the provider's own Word templates (issue 47 part 3). */
describe('the document templates page', () => {
  it('shows each kind with the built-in model in use, and the fields it offers', async () => {
    renderPage(fakeProvider());
    for (const title of [
      'Training agreement',
      'Training contract',
      'Convocation',
      'End-of-training attestation',
      'Certificate of completion',
    ])
      expect(await card(title)).toBeTruthy();
    const convocation = await card('Convocation');
    expect(convocation.getByText('The built-in model is used.')).toBeInTheDocument();
    await userEvent.click(convocation.getByRole('button', { name: /Fields you can use/ }));
    expect(convocation.getByText('{learner.name}')).toBeInTheDocument();
    expect(convocation.getByText('The learner’s name')).toBeInTheDocument();
    expect(convocation.getByText(/for each session to come/)).toBeInTheDocument();
    const agreement = await card('Training agreement');
    await userEvent.click(agreement.getByRole('button', { name: /Fields you can use/ }));
    expect(agreement.queryByText('{learner.name}')).toBeNull();
  });

  it('uploads a Word file for a kind and shows it, with who and the fields it uses', async () => {
    const dataProvider = fakeProvider();
    renderPage(dataProvider);
    const convocation = await card('Convocation');
    await userEvent.click(
      convocation.getByRole('button', { name: 'Upload a template: Convocation' }),
    );
    const input = document.querySelectorAll<HTMLInputElement>('input[type=file]')[2];
    await userEvent.upload(input, word('convocation-maison.docx'));
    await waitFor(() =>
      expect(dataProvider.uploadDocumentTemplate).toHaveBeenCalledWith(
        'convocation',
        expect.any(File),
      ),
    );
    expect(
      await convocation.findByText(
        /^convocation-maison\.docx \(12\.5 kB\), uploaded on .* by Anna KELLER$/,
      ),
    ).toBeInTheDocument();
    expect(convocation.getByText('Fields it uses: group.title, learner.name')).toBeInTheDocument();
    expect(convocation.getByRole('button', { name: 'Replace: Convocation' })).toBeInTheDocument();
    expect(await globalScreen.findByText('Template saved')).toBeInTheDocument();
  });

  it('says why the server refused a template, and keeps the built-in model shown', async () => {
    const dataProvider = fakeProvider();
    const message = 'The template names fields this kind of document does not have: shoeSize.';
    dataProvider.uploadDocumentTemplate.mockRejectedValueOnce(
      new HttpError(message, 400, { message, errors: { file: message } }),
    );
    renderPage(dataProvider);
    const attestation = await card('End-of-training attestation');
    const input = document.querySelectorAll<HTMLInputElement>('input[type=file]')[3];
    await userEvent.upload(input, word('bad.docx'));
    expect(await globalScreen.findByText(message)).toBeInTheDocument();
    expect(attestation.getByText('The built-in model is used.')).toBeInTheDocument();
  });

  it('removes a template after a confirmation', async () => {
    const dataProvider = fakeProvider();
    dataProvider.documentTemplates.mockResolvedValueOnce(
      TEMPLATE_KINDS.map((kind) =>
        kind === 'agreement' ? { ...entry(kind), template: uploaded } : entry(kind),
      ),
    );
    renderPage(dataProvider);
    const agreement = await card('Training agreement');
    await userEvent.click(agreement.getByRole('button', { name: 'Remove: Training agreement' }));
    const dialog = await globalScreen.findByRole('dialog');
    expect(
      within(dialog).getByText('Remove the template of “Training agreement”?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.removeDocumentTemplate).toHaveBeenCalledWith('agreement'),
    );
    expect(await agreement.findByText('The built-in model is used.')).toBeInTheDocument();
  });
});
