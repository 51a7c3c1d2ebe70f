import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PersonRow_employee$key } from '../../../__generated__/PersonRow_employee.graphql';
import { initials } from '../../../components/initials';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';

export function PersonRow({ employee }: { employee: PersonRow_employee$key }) {
  const t = useT();
  const person = useFragment(PersonRow_employee, employee);
  const role = person.currentRole
    ? person.currentRole.future
      ? `${person.currentRole.title} (${t('FUTURE_ROLE').toLowerCase()})`
      : person.currentRole.title
    : t('NO_ROLE');
  const details = [
    role,
    person.team?.name ?? t('NO_TEAM'),
    person.currentReportsTo ? `${t('MANAGER')}: ${person.currentReportsTo.personName}` : null,
    person.linkSourceAppEmployeeNumber ? `#${person.linkSourceAppEmployeeNumber}` : null,
    // Archived people can be found; the row says so.
    person.deleted ? t('DIRECTORY_ARCHIVED') : null,
  ].filter(Boolean);
  return (
    // A list item around the link: a <ul> holds <li>s only (axe 'list').
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={profilePath(person.internalId)} divider>
        <ListItemAvatar>
          <Avatar src={person.avatar ?? undefined} alt={person.name}>
            {initials(person.name)}
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary={person.name} secondary={details.join(' · ')} />
      </ListItemButton>
    </ListItem>
  );
}

const PersonRow_employee = graphql`
  fragment PersonRow_employee on Employee {
    id
    internalId
    name
    avatar
    deleted
    linkSourceAppEmployeeNumber
    currentRole {
      title
      future
    }
    team {
      name
    }
    currentReportsTo {
      personName
    }
  }
`;
