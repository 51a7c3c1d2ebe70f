import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileHeader_employee$key } from '../../../__generated__/ProfileHeader_employee.graphql';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { LabeledValue } from '../../../components/LabeledValue';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { useT } from '../../../i18n/I18nProvider';
import { AvatarUpload } from './AvatarUpload';
import { ManagerName } from './ManagerName';
import { ProfileActionsMenu } from './ProfileActionsMenu';
import { PersonEditLinks } from '../../PersonEdit/components/PersonEditLinks';

// The modals load when first opened (preloaded on hover or focus of their button), not with the profile.
const MoreInfoDialog = lazyComponent(() => import('./MoreInfoDialog').then((m) => m.MoreInfoDialog));
const DaysWithUsDialog = lazyComponent(() => import('./DaysWithUsDialog').then((m) => m.DaysWithUsDialog));

/**
 * Spec part 1 §2 "Profile page": avatar, role, team, manager, extra manager, days with us,
 * department; the actions menu, the 'more info' and days-with-us modals.
 */
export function ProfileHeader({ employee }: { employee: ProfileHeader_employee$key }) {
  const t = useT();
  const person = useFragment(ProfileHeader_employee, employee);
  const [dialog, setDialog] = useState<'moreInfo' | 'daysWithUs' | null>(null);
  const { currentRole } = person;
  return (
    <Paper component="section" aria-label={person.name} sx={{ p: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <AvatarUpload employee={person} />
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography variant="h4" component="h1">
            {person.name}
          </Typography>
          <ProfileActionsMenu employee={person} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" color="text.secondary">
            {currentRole?.title ?? t('NO_ROLE')}
          </Typography>
          {currentRole?.future && <Chip size="small" color="secondary" label={t('FUTURE_ROLE')} />}
          <Button
            size="small"
            onClick={() => setDialog('moreInfo')}
            onMouseEnter={MoreInfoDialog.preload}
            onFocus={MoreInfoDialog.preload}
          >
            {t('MORE_INFO')}
          </Button>
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
              <DeferredTooltip title={person.joinDate ? t('JOINED_ON', { date: formatDate(t, person.joinDate) }) : ''}>
                <span>{person.daysWithUs}</span>
              </DeferredTooltip>
              <IconButton
                size="small"
                aria-label={t('ABOUT_DAYS_WITH_US')}
                onClick={() => setDialog('daysWithUs')}
                onMouseEnter={DaysWithUsDialog.preload}
                onFocus={DaysWithUsDialog.preload}
                sx={{ ml: 0.5, p: 0.25 }}
              >
                <InfoOutlined fontSize="inherit" />
              </IconButton>
            </LabeledValue>
          )}
          {person.currentDepartment && (
            <LabeledValue label={t('DEPARTMENT')}>{person.currentDepartment.description}</LabeledValue>
          )}
        </Box>
        <PersonEditLinks employee={person} />
      </Box>
      <OnceOpened open={dialog === 'moreInfo'}>
        <MoreInfoDialog open={dialog === 'moreInfo'} onClose={() => setDialog(null)} employee={person} />
      </OnceOpened>
      <OnceOpened open={dialog === 'daysWithUs'}>
        <DaysWithUsDialog open={dialog === 'daysWithUs'} onClose={() => setDialog(null)} employee={person} />
      </OnceOpened>
    </Paper>
  );
}

const ProfileHeader_employee = graphql`
  fragment ProfileHeader_employee on Employee {
    name
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
    ...AvatarUpload_employee
    ...ProfileActionsMenu_employee
    ...MoreInfoDialog_employee
    ...DaysWithUsDialog_employee
    ...PersonEditLinks_employee
  }
`;
