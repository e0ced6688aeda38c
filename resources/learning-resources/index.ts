import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import { defineResource, elearningResource } from '../../src/meta';

/**
 * Learning resources (/resources) under E-learning: files (downloaded with the token) or
 * links, in categories managed from the list; /resources/{search} opens the list searching.
 */
export const resourceDefinition = elearningResource({
  name: 'resources',
  path: '/resources',
  icon: FolderSpecialIcon,
  place: 120,
  fields: [],
  recordRepresentation: 'name',
  searchPath: true,
  // Hand-written views, loaded on demand: they stay out of the first load of every screen.
  load: {
    list: () => import('./ResourceViews').then((m) => ({ default: m.ResourceList })),
    create: () => import('./ResourceViews').then((m) => ({ default: m.ResourceCreate })),
    edit: () => import('./ResourceViews').then((m) => ({ default: m.ResourceEdit })),
  },
});

export default defineResource(resourceDefinition);
