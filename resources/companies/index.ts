import { defineResource } from '../../src/meta';
import { CompanyCreate } from './CompanyCreate';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';
import { companyDefinition } from './definition';

export default defineResource({
  ...companyDefinition,
  views: ['list', 'create', 'edit'],
  components: { list: CompanyList, create: CompanyCreate, edit: CompanyEdit },
});
