/** A client's whole picture (/company/summary/{id}). */
export { companySummaryRoutes } from './routes';
