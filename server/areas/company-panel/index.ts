/** Other areas use company-panel only through this file (tests/unit/area-boundaries.test.ts). */

export {
  countRoadMap,
  ROADMAP_COLUMNS,
  roadMapCells,
  roadMapConditions,
  roadMapRows,
} from './roadmap';
export { companyPanelRoutes } from './routes';
export { getCompanyData } from './service';
