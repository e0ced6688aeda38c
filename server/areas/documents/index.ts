/** A learner's documents in a group (issue 47): other areas use them only through this file. */

export { issueDocument } from './issued';
export { issuedDocumentRoutes } from './issued-routes';
export { DOCX, PDF, renderDeps } from './render';
export { documentRoutes } from './routes';
