import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@people/domain/dates';
import { graphql, useFragment } from 'react-relay';
import type { ProfileHeader_employee$key } from '../../../__generated__/ProfileHeader_employee.graphql';
import { initials } from '../../../components/initials';
import { LabeledValue } from '../../../components/LabeledValue';
import { useT } from '../../../i18n/I18nProvider';
import { ManagerName } from './ManagerName';

/** Spec part 1 §2 "Profile page": avatar, role, team, manager, extra manager, days with us, department. */
export function ProfileHeader({ employee }: { employee: ProfileHeader_employee$key }) {
  const t = useT();
  const person = useFragment(ProfileHeader_employee, employee);
  const { currentRole } = person;
  return (
    <Paper component="section" aria-label={person.name} sx={{ p: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Avatar src={person.avatar ?? undefined} alt={person.name} sx={{ width: 96, height: 96, fontSize: 36 }}>
        {initials(person.name)}
      </Avatar>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {person.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="subtitle1" color="text.secondary">
            {currentRole?.title ?? t('NO_ROLE')}
          </Typography>
          {currentRole?.future && <Chip size="small" color="secondary" label={t('FUTURE_ROLE')} />}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
        >
          <LabeledValue label={t('TEAM')}>{person.team?.name ?? t('NO_TEAM')}</LabeledValue>
          <LabeledValue label={t('MANAGER')}>
            {person.currentReportsTo ? <ManagerName reportsTo={person.currentReportsTo} /> : t('NOT_FILLED_IN')}
          </LabeledValue>
          {person.currentReportsToExtra && (
            <LabeledValue label={t('EXTRA_MANAGER')}>
              <ManagerName reportsTo={person.currentReportsToExtra} />
            </LabeledValue>
          )}
          {person.daysWithUs != null && (
            <LabeledValue label={t('DAYS_WITH_US')}>
              <Tooltip title={person.joinDate ? t('JOINED_ON', { date: formatDate(person.joinDate) }) : ''}>
                <span>{person.daysWithUs}</span>
              </Tooltip>
            </LabeledValue>
          )}
          {person.currentDepartment && (
            <LabeledValue label={t('DEPARTMENT')}>{person.currentDepartment.description}</LabeledValue>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

const ProfileHeader_employee = graphql`
  fragment ProfileHeader_employee on Employee {
    name
    avatar
    joinDate
    daysWithUs
    currentRole {
      title
      future
    }
    team {
      name
    }
    currentReportsTo {
      ...ManagerName_reportsTo
    }
    currentReportsToExtra {
      ...ManagerName_reportsTo
    }
    currentDepartment {
      description
    }
  }
`;
