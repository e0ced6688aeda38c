/** Learners at risk (/atRisk): the flags, their actions, and the pass the at-risk job runs. */
export { atRiskPass } from './pass';
export { openFlagsOf } from './read';
export { atRiskRoutes } from './routes';
