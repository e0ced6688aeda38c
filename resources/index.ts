import type { ResourceProps } from 'react-admin';
import admin from './admin';
import companies from './companies';
import contents from './contents';
import courses from './courses';
import customers from './customers';
import modules from './modules';
import learningResources from './resources';
import semesters from './semesters';
import students from './students';
import teachers from './teachers';
import units from './units';

/** Every react-admin resource, each declared in its own folder (resources/<name>/index.ts). */
export const resources: ResourceProps[] = [
  students,
  admin,
  companies,
  customers,
  teachers,
  semesters,
  modules,
  courses,
  contents,
  units,
  learningResources,
];
