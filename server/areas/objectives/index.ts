/** Other areas use objectives only through this file (tests/unit/area-boundaries.test.ts). */
export { objectiveRoutes } from './routes';
export { groupObjectiveList, objectiveIdOf } from './service';
