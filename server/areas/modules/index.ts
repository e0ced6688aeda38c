/** Other areas use modules only through this file (tests/unit/area-boundaries.test.ts). */
import { moduleCrud } from './service';

export { moduleRoutes } from './routes';
export const { conditions: moduleConditions, rows: moduleRows } = moduleCrud;
