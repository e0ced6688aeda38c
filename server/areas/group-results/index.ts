/** Other areas use group-results only through this file (tests/unit/area-boundaries.test.ts). */

export { learnerInGroup } from './follow-up';
export {
  elearningSeconds,
  type GroupHead,
  groupHead,
  groupModules,
  presentialMinutes,
} from './head';
export { getResults } from './results';
export { groupResultsRoutes } from './routes';
