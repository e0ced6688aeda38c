import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administratorRoutes } from './administrator/routes';
import { authRoutes } from './auth/routes';
import { courseRoutes, moduleRoutes } from './catalogue/routes';
import { companyPanelRoutes } from './company-panel/routes';
import { contentRoutes } from './contents/routes';
import { elearningDetailsRoutes } from './elearning-details/routes';
import { examRoutes } from './exams/routes';
import { groupResultsRoutes } from './group-results/routes';
import { groupRoutes } from './groups/routes';
import { healthRoutes } from './health/routes';
import { moduleProgressRoutes } from './module-progress/routes';
import { notificationsRoutes } from './notifications/routes';
import { referenceRoutes } from './reference/routes';
import { resourceRoutes } from './resources/routes';
import { searchRoutes } from './search/routes';
import { semesterRoutes } from './semesters/routes';
import { peopleRoutes } from './students/people-routes';
import { trackerRoutes } from './trackers/routes';
import { unitRoutes } from './units/routes';

/** Every API area of spec section 7, mounted under /api. */
export const areas: FastifyPluginAsyncZod[] = [
  healthRoutes,
  referenceRoutes,
  authRoutes,
  administratorRoutes,
  notificationsRoutes,
  peopleRoutes,
  searchRoutes,
  semesterRoutes,
  moduleRoutes,
  courseRoutes,
  contentRoutes,
  companyPanelRoutes,
  examRoutes,
  resourceRoutes,
  unitRoutes,
  trackerRoutes,
  moduleProgressRoutes,
  groupRoutes,
  elearningDetailsRoutes,
  groupResultsRoutes,
];
