import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ProfileAction } from '@people/domain/permissions';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PersonEditLinks_employee$key } from '../../../__generated__/PersonEditLinks_employee.graphql';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { editSectionPath, managersPath, remindersPath, rolePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';

type EditLink = { action: ProfileAction; label: MessageKey; to: (id: number) => string };

// Part 1 §2 edit routes the profile header links to, each shown when its action is allowed (part 1 §6: role team_only
// has no set-team link; read-only mode hides edit actions).
const HEADER_LINKS: EditLink[] = [
  { action: 'setTeam', label: 'EDIT_TEAM_LINK', to: (id) => editSectionPath(id, 'team') },
  { action: 'editReportsTo', label: 'EDIT_REPORTS_LINK', to: (id) => editSectionPath(id, 'reports') },
  { action: 'editRole', label: 'ROLE_LINK', to: rolePath },
  // part 1 §6: light group access hides the manager-edit link and manage reminders (the actions refuse it).
  { action: 'editManagers', label: 'MANAGERS_LINK', to: managersPath },
  { action: 'manageReminders', label: 'REMINDERS_LINK', to: remindersPath },
];

/** The profile header's links to the team, reporting-line, role, managers and reminders pages. */
export function PersonEditLinks({ employee }: { employee: PersonEditLinks_employee$key }) {
  const t = useT();
  const person = useFragment(PersonEditLinks_employee, employee);
  const links = HEADER_LINKS.filter((link) => canDo(person.permissions, link.action));
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('EDIT')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
      {links.map((link) => (
        <Link key={link.action} component={RouterLink} to={link.to(person.internalId)} variant="body2">
          {t(link.label)}
        </Link>
      ))}
    </Box>
  );
}

/** A section's edit link (personal information, contact, address), when the viewer may edit it. */
export function SectionEditLink({
  employeeId,
  permissions,
  section,
  label,
}: {
  employeeId: number;
  permissions: { readonly actions: ReadonlyArray<string> };
  section: 'personal' | 'contact' | 'address';
  label: MessageKey;
}) {
  const t = useT();
  if (!canDo(permissions, 'editPersonalDetails')) return null;
  return (
    <Link component={RouterLink} to={editSectionPath(employeeId, section)} variant="body2">
      {t(label)}
    </Link>
  );
}

const PersonEditLinks_employee = graphql`
  fragment PersonEditLinks_employee on Employee {
    id
    internalId
    permissions {
      actions
    }
  }
`;
