import { defineResource } from '../../src/meta';
import { CompanyEdit } from './CompanyEdit';
import { companyDefinition } from './definition';

export default defineResource({
  ...companyDefinition,
  views: ['list', 'create', 'edit'],
  // The edit route only redirects to the client page, so it stays in the first load.
  components: { edit: CompanyEdit },
  // The client list and the add-client form load on demand ("Loading...", "Error!" with Retry).
  load: {
    list: () => import('./CompanyList').then((m) => ({ default: m.CompanyList })),
    create: () => import('./CompanyCreate').then((m) => ({ default: m.CompanyCreate })),
  },
});
