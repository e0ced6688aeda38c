/** Other areas use catalogue only through this file (tests/unit/area-boundaries.test.ts). */
import { courseCrud, moduleCrud } from './service';

export { courseRoutes, moduleRoutes } from './routes';
export const { conditions: courseConditions, rows: courseRows } = courseCrud;
export const { conditions: moduleConditions, rows: moduleRows } = moduleCrud;
