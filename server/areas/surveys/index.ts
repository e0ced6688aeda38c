/** Satisfaction surveys: other areas, jobs and seeds use them only through this file. */
export { surveyCutRoutes } from './cut-routes';
export { surveyGroupRoutes } from './group-routes';
export { markSurveyMailed, surveyMailOf } from './mail';
export { surveyPass } from './pass';
export { surveyPublicRoutes } from './public-routes';
export { groupSurveyResults } from './results';
export { surveyRoutes } from './routes';
