/** Other areas use resources only through this file (tests/unit/area-boundaries.test.ts). */
import { resourceCrud } from './service';

export { resourceRoutes } from './routes';
export const { conditions: resourceConditions, rows: resourceRows } = resourceCrud;
