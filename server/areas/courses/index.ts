/** Other areas use courses only through this file (tests/unit/area-boundaries.test.ts). */
import { courseCrud } from './service';

export { courseRoutes } from './routes';
export const { conditions: courseConditions, rows: courseRows } = courseCrud;
