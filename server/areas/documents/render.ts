import type { FastifyBaseLogger } from 'fastify';
import type { TemplateKind } from '../../../domain/entities/document-template';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { type DocumentModel, documentDocx, documentPdf } from '../../lib/document-blocks';
import { fillTemplate } from '../../lib/docx-template';
import { HttpError, notFound } from '../../lib/http-errors';
import { officeToPdf } from '../../lib/office-pdf';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { storedTemplate } from '../document-templates';
import { documentImages } from '../settings';
import { agreementModel } from './agreement';
import { attestationModel } from './attestation';
import { certificateModel } from './certificate';
import { contractModel } from './contract';
import { convocationModel } from './convocation';
import { templateData } from './template-data';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What renders a document: the server's database, files, settings and log. */
export interface RenderDeps {
  db: Runner;
  files: FileStore;
  config: Pick<Config, 'SOFFICE_PATH'>;
  log: FastifyBaseLogger;
}

/** What a request renders with: the server's database, files and settings, the request's log. */
export const renderDeps = (
  app: Pick<RenderDeps, 'files'> & { db: Database; config: Config },
  log: FastifyBaseLogger,
) => ({ db: app.db, files: app.files, config: app.config, log });

/** Who and what a document is for: a group, and one of its learners but for the agreement. */
export interface DocumentSubject {
  kind: TemplateKind;
  groupId: string;
  studentId: string | null;
}

/** A document made: its bytes, type and file name, and the template it was filled from if any. */
export interface RenderedDocument {
  body: Buffer;
  type: typeof PDF | typeof DOCX;
  extension: 'pdf' | 'docx';
  fileBase: string;
  /** The digest of the provider's template it was filled from; null: the built-in model. */
  templateDigest: string | null;
}

/** Each kind's built-in model. */
function builtInModel(db: Runner, s: DocumentSubject, reader: Reader, lang: Lang) {
  if (s.kind === 'agreement') return agreementModel(db, s.groupId, reader, lang);
  if (s.studentId === null) throw notFound();
  const model = {
    contract: contractModel,
    convocation: convocationModel,
    attestation: attestationModel,
    certificate: certificateModel,
  }[s.kind];
  return model(db, s.groupId, s.studentId, reader, lang);
}

/**
 * A document of its subject in `format` (pdf or docx), in `lang`, as `reader` may read it (404
 * outside her groups, 409 naming what it lacks): the provider's template of its kind filled when
 * it has one (in Word when a PDF is asked and LibreOffice is not there: SOFFICE_PATH; a 503 when
 * LibreOffice fails), else the built-in model with the provider's logo and signature image.
 */
export async function renderDocument(
  deps: RenderDeps,
  subject: DocumentSubject,
  format: 'pdf' | 'docx',
  reader: Reader,
  lang: Lang,
): Promise<RenderedDocument> {
  const template = await storedTemplate(deps, subject.kind);
  if (!template) {
    const [model, images]: [DocumentModel, Awaited<ReturnType<typeof documentImages>>] =
      await Promise.all([builtInModel(deps.db, subject, reader, lang), documentImages(deps)]);
    const render = format === 'pdf' ? documentPdf : documentDocx;
    return {
      body: await render({ ...model, images }),
      type: format === 'pdf' ? PDF : DOCX,
      extension: format,
      fileBase: model.fileBase,
      templateDigest: null,
    };
  }
  const { data, fileBase } = await templateData(
    deps.db,
    subject.kind,
    subject.groupId,
    subject.studentId,
    reader,
    lang,
    template.uses,
  );
  const docx = await fillTemplate(template.bytes, data);
  const word = {
    type: DOCX,
    extension: 'docx',
    fileBase,
    templateDigest: template.digest,
  } as const;
  const soffice = deps.config.SOFFICE_PATH;
  if (format === 'docx' || !soffice) return { ...word, body: docx };
  try {
    return { ...word, type: PDF, extension: 'pdf', body: await officeToPdf(soffice, docx) };
  } catch (error) {
    deps.log.error(
      { err: error, kind: subject.kind },
      'LibreOffice did not turn a filled template into PDF',
    );
    throw new HttpError(503, 'app.document_templates.pdf_failed');
  }
}
