import type { ResourceProps } from 'react-admin';
import { declarationOf, type ResourceDeclaration } from '../src/meta';
import accessCodes from './access-codes';
import administrator from './administrator';
import atRisk from './at-risk';
import audit from './audit';
import companies from './companies';
import complaints from './complaints';
import contents from './contents';
import courses from './courses';
import customers from './customers';
import examResults from './exam-results';
import examSubjects from './exam-subjects';
import exams from './exams';
import groups from './groups';
import improvements from './improvements';
import learningResources from './learning-resources';
import modules from './modules';
import news from './news';
import questionPools from './question-pools';
import questions from './questions';
import semesters from './semesters';
import sessions from './sessions';
import students from './students';
import surveys from './surveys';
import teachers from './teachers';
import testAttempts from './test-attempts';
import units from './units';

/**
 * Every react-admin resource, each declared once in its entity's folder (resources/<entity>/index):
 * react-admin, the dataProvider's API paths (dataProvider/routes.ts), the authProvider's canAccess
 * and the side menu (src/layout/menu-items.ts) all read it from here.
 */
export const resources: ResourceProps[] = [
  students,
  atRisk,
  administrator,
  companies,
  customers,
  teachers,
  semesters,
  examSubjects,
  modules,
  courses,
  contents,
  units,
  learningResources,
  groups,
  sessions,
  questions,
  questionPools,
  accessCodes,
  testAttempts,
  exams,
  examResults,
  news,
  complaints,
  improvements,
  surveys,
  audit,
];

/** What the registries beside react-admin read of each resource: API path, access area, menu entry. */
export const declarations: ResourceDeclaration[] = resources.map(declarationOf);
