import ArchiveIcon from '@mui/icons-material/Archive';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BackupIcon from '@mui/icons-material/Backup';
import BusinessIcon from '@mui/icons-material/Business';
import DescriptionIcon from '@mui/icons-material/Description';
import DrawIcon from '@mui/icons-material/Draw';
import EventIcon from '@mui/icons-material/Event';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import InsightsIcon from '@mui/icons-material/Insights';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PollIcon from '@mui/icons-material/Poll';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import { declarations } from '../../resources';
import type { MenuGroupName } from '../meta';

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

/** A page's entry (not a resource's list): where it sits, as a resource's `menu` says it. */
interface PageEntry extends MenuItem {
  place: number;
  group?: MenuGroupName;
}

/** The menu's groups: where each sits and its heading; a group shows only once it has items. */
const GROUPS: Record<MenuGroupName, { place: number; groupKey: string }> = {
  elearning: { place: 65, groupKey: 'app.shell.menu.groups.elearning' },
  placement: { place: 150, groupKey: 'app.shell.menu.groups.placement' },
  quality: { place: 143, groupKey: 'app.shell.menu.groups.quality' },
};

/**
 * The entries of spec section 2's side menu that are pages rather than a resource's list; a
 * resource's entry comes from its declaration (`menu` in resources/<entity>/index). Places run
 * in tens: notifications 10, agenda 15, missing signatures 16, clients 20 and 30, client contacts 40, students 50,
 * learners at risk 55, trainers 60, e-learning 65 to 120, exams 125, employees 130, archive 140, news 141, exports 142,
 * quality 143 (complaints 143, improvement actions 144, questionnaires 144.25, quality indicators 144.4, survey results 144.45, BPF 144.5), audit trail 145, backups 146, settings 147, document templates 148, placement test 150 (access codes 151, results 152, questions 153, question pools 154).
 */
const PAGES: PageEntry[] = [
  {
    place: 10,
    to: '/notificationsIntra',
    labelKey: 'app.shell.menu.notificationsIntra',
    icon: NotificationsIcon,
    recentNotificationsBadge: true,
  },
  {
    place: 15,
    to: '/agenda',
    labelKey: 'app.shell.menu.agenda',
    icon: EventIcon,
    resource: 'sessions',
  },
  {
    place: 16,
    to: '/session/signatures',
    labelKey: 'app.shell.menu.missing_signatures',
    icon: DrawIcon,
    resource: 'sessions',
  },
  {
    place: 20,
    to: '/companyall/1',
    labelKey: 'app.people.company.list_1',
    icon: BusinessIcon,
    resource: 'companies',
  },
  {
    place: 30,
    to: '/companyall/2',
    labelKey: 'app.people.company.list_2',
    icon: MedicalServicesIcon,
    resource: 'companies',
  },
  {
    place: 105,
    group: 'elearning',
    to: '/notifications',
    labelKey: 'app.elearning_notifications.menu',
    icon: NotificationsActiveIcon,
  },
  // Open to whoever may list students: the archive opens on archived students.
  {
    place: 140,
    to: '/archive/students',
    labelKey: 'app.people.menu.archive',
    icon: ArchiveIcon,
    resource: 'students',
  },
  { place: 142, to: '/exports', labelKey: 'app.exports_screen.menu', icon: FileDownloadIcon },
  // Super Administrators only (the backups area of domain/permissions.ts).
  {
    place: 146,
    to: '/backups',
    labelKey: 'app.backups.menu',
    icon: BackupIcon,
    resource: 'backups',
  },
  // Super Administrators and Admins (the qualityReport area of domain/permissions.ts).
  {
    place: 144.4,
    group: 'quality',
    to: '/quality-report',
    labelKey: 'app.quality_report.menu',
    icon: InsightsIcon,
    resource: 'qualityReport',
  },
  // Whoever reads the surveys (a Teacher: her groups' results).
  {
    place: 144.45,
    group: 'quality',
    to: '/survey-results',
    labelKey: 'app.survey_results.menu',
    icon: PollIcon,
    resource: 'surveys',
  },
  // Super Administrators and Admins (the bpf area of domain/permissions.ts).
  {
    place: 144.5,
    group: 'quality',
    to: '/bpf',
    labelKey: 'app.bpf.menu',
    icon: AssessmentIcon,
    resource: 'bpf',
  },
  // Super Administrators only (the settings area of domain/permissions.ts).
  {
    place: 147,
    to: '/settings',
    labelKey: 'app.settings_ui.menu',
    icon: SettingsIcon,
    resource: 'settings',
  },
  // Super Administrators and Admins (the documentTemplates area of domain/permissions.ts).
  {
    place: 148,
    to: '/document-templates',
    labelKey: 'app.document_templates.menu',
    icon: DescriptionIcon,
    resource: 'documentTemplates',
  },
];

const RESOURCES: PageEntry[] = declarations.flatMap(({ name, icon, menu }) =>
  menu && icon
    ? [
        {
          place: menu.place,
          group: menu.group,
          to: `/${name}`,
          labelKey: menu.labelKey ?? `resources.${name}.name`,
          icon,
          resource: name,
        },
      ]
    : [],
);

const byPlace = (a: { place: number }, b: { place: number }) => a.place - b.place;
const itemOf = ({ place: _place, group: _group, ...item }: PageEntry): MenuItem => item;

/** The side menu of spec section 2, in its order: pages' and resources' entries by place. */
export const menuEntries: MenuEntry[] = [
  ...[...PAGES, ...RESOURCES].filter((entry) => !entry.group),
  ...Object.entries(GROUPS).map(([name, group]) => ({ name, ...group })),
]
  .sort(byPlace)
  .map((entry) =>
    'groupKey' in entry
      ? {
          groupKey: entry.groupKey,
          items: [...PAGES, ...RESOURCES]
            .filter((item) => item.group === entry.name)
            .sort(byPlace)
            .map(itemOf),
        }
      : itemOf(entry),
  );
