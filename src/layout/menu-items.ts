import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArchiveIcon from '@mui/icons-material/Archive';
import BusinessIcon from '@mui/icons-material/Business';
import CastForEducationIcon from '@mui/icons-material/CastForEducation';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SchoolIcon from '@mui/icons-material/School';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import type { ComponentType } from 'react';

export interface MenuItem {
  to: string;
  labelKey: string;
  icon: ComponentType;
  /** Hidden when the authProvider's canAccess({resource, action: 'list'}) refuses. */
  resource?: string;
  /** Shows a "New" mark beside the label. */
  badgeNew?: boolean;
  /** Shows the count of intranet notifications of the last 3 days (spec section 2). */
  recentNotificationsBadge?: boolean;
}

export interface MenuGroup {
  groupKey: string;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;
export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'groupKey' in entry;

/**
 * The side menu of spec section 2, in its order. Add a screen's entry where the spec lists it;
 * a group shows only once it has items.
 */
export const menuEntries: MenuEntry[] = [
  {
    to: '/notificationsIntra',
    labelKey: 'app.shell.menu.notificationsIntra',
    icon: NotificationsIcon,
    recentNotificationsBadge: true,
  },
  {
    to: '/companyall/1',
    labelKey: 'app.people.company.list_1',
    icon: BusinessIcon,
    resource: 'companies',
  },
  {
    to: '/companyall/2',
    labelKey: 'app.people.company.list_2',
    icon: MedicalServicesIcon,
    resource: 'companies',
  },
  {
    to: '/customers',
    labelKey: 'app.people.menu.customers',
    icon: ContactPhoneIcon,
    resource: 'customers',
  },
  { to: '/students', labelKey: 'app.shell.menu.students', icon: SchoolIcon, resource: 'students' },
  {
    to: '/teachers',
    labelKey: 'app.people.menu.teachers',
    icon: RecordVoiceOverIcon,
    resource: 'teachers',
  },
  {
    groupKey: 'app.shell.menu.groups.elearning',
    items: [
      {
        to: '/semesters',
        labelKey: 'app.semesters.menu',
        icon: EventNoteIcon,
        resource: 'semesters',
      },
      {
        to: '/modules',
        labelKey: 'app.catalogue.menu.modules',
        icon: LibraryBooksIcon,
        resource: 'modules',
      },
      {
        to: '/courses',
        labelKey: 'app.catalogue.menu.courses',
        icon: CastForEducationIcon,
        resource: 'courses',
      },
      {
        to: '/units',
        labelKey: 'app.units.menu',
        icon: ViewInArIcon,
        resource: 'units',
      },
      {
        to: '/contents',
        labelKey: 'app.skills.menu',
        icon: PsychologyIcon,
        resource: 'contents',
      },
      {
        to: '/resources',
        labelKey: 'app.resources.menu',
        icon: FolderSpecialIcon,
        resource: 'resources',
      },
    ],
  },
  {
    to: '/admin',
    labelKey: 'app.shell.menu.admin',
    icon: AdminPanelSettingsIcon,
    resource: 'admin',
  },
  {
    to: '/archive/students',
    labelKey: 'app.people.menu.archive',
    icon: ArchiveIcon,
    resource: 'archive',
  },
  { groupKey: 'app.shell.menu.groups.placement', items: [] },
];
