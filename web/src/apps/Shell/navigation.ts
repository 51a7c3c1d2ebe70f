// The app frame's one list of navigation items. An area that adds a page to the frame appends an item
// here (and its NavigationArea to domain/navigation.ts, which decides who sees it). Order is display order.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CelebrationIcon from '@mui/icons-material/Celebration';
import DescriptionIcon from '@mui/icons-material/Description';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HistoryIcon from '@mui/icons-material/History';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import PeopleIcon from '@mui/icons-material/People';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NavigationArea } from '../../__generated__/AppNavigation_viewer.graphql';
import type { MessageKey } from '../../i18n/I18nProvider';
import { commuteAuditLogPath, CONTRACT_SIGNATURES_PATH, CONTRACT_TEMPLATES_PATH, PEOPLE_PATH } from '../../paths';
import { COMPANY_HOLIDAYS_PATH, DAY_OFF_TYPES_PATH } from '../DaysOffSettings/settingsPaths';
import { MY_TASKS_PATH, WORKFLOW_TEMPLATES_PATH } from '../Workflows/paths';

export type NavigationItem = {
  /** Shown when the viewer's `navigation` lists it (gateway Viewer.navigation, domain/navigation). */
  area: NavigationArea;
  path: string;
  label: MessageKey;
  icon: SvgIconComponent;
  /** The main list or the settings group below it. */
  group: 'main' | 'settings';
};

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { area: 'PEOPLE', path: PEOPLE_PATH, label: 'PEOPLE', icon: PeopleIcon, group: 'main' },
  { area: 'MY_TASKS', path: MY_TASKS_PATH, label: 'MY_TASKS', icon: ChecklistIcon, group: 'main' },
  {
    area: 'CONTRACT_SIGNATURES',
    path: CONTRACT_SIGNATURES_PATH,
    label: 'NAV_CONTRACT_SIGNATURES',
    icon: HistoryEduIcon,
    group: 'main',
  },
  {
    area: 'WORKFLOW_TEMPLATES',
    path: WORKFLOW_TEMPLATES_PATH,
    label: 'WORKFLOW_TEMPLATES',
    icon: AccountTreeIcon,
    group: 'settings',
  },
  {
    area: 'CONTRACT_TEMPLATES',
    path: CONTRACT_TEMPLATES_PATH,
    label: 'CONTRACT_TEMPLATES',
    icon: DescriptionIcon,
    group: 'settings',
  },
  {
    area: 'DAY_OFF_TYPES',
    path: DAY_OFF_TYPES_PATH,
    label: 'NAV_DAY_OFF_TYPES',
    icon: EventNoteIcon,
    group: 'settings',
  },
  {
    area: 'COMPANY_HOLIDAYS',
    path: COMPANY_HOLIDAYS_PATH,
    label: 'NAV_COMPANY_HOLIDAYS',
    icon: CelebrationIcon,
    group: 'settings',
  },
  {
    area: 'COMMUTE_AUDIT_LOG',
    path: commuteAuditLogPath(),
    label: 'NAV_COMMUTE_AUDIT_LOG',
    icon: HistoryIcon,
    group: 'settings',
  },
];

/** The item whose page (or a page below it) is open: the longest matching path. */
export function currentItem(items: readonly NavigationItem[], pathname: string): NavigationItem | null {
  const matches = items.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}
