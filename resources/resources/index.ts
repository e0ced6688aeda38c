import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import { defineResource, type ResourceDefinition } from '../../src/meta';
import { ResourceCreate, ResourceEdit, ResourceList } from './ResourceViews';

/**
 * Learning resources (/resources, issue 8) under E-learning: files (downloaded with the token) or
 * links, in categories managed from the list; /resources/{search} opens the list searching.
 */
export const resourceDefinition: ResourceDefinition = {
  name: 'resources',
  area: 'elearning',
  icon: FolderSpecialIcon,
  fields: [],
  recordRepresentation: 'name',
  views: ['list', 'create', 'edit'],
  searchPath: true,
  components: { list: ResourceList, create: ResourceCreate, edit: ResourceEdit },
};

export default defineResource(resourceDefinition);
