/** Satisfaction surveys: other areas, jobs and seeds use them only through this file. */
export { surveyRoutes } from './routes';
