import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { CommuteSection_employee$key } from '../../../__generated__/CommuteSection_employee.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { useT } from '../../../i18n/I18nProvider';
import { formatDate } from '../../../i18n/formatDate';
import { commuteAuditLogPath, editCommutePath } from '../../../paths';
import { CaughtSection, EmptyLine, ProfileSectionCard } from '../../Profile/components/ProfileSectionCard';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { distanceText, transportLabel } from '../commuteText';

/**
 * The profile's commute section (part 1 §2, §3 display: transport type, distance in km; part 2 §4 fixed or variable).
 * Shown with wage access, payroll provider access and an integration with wage/push-transport (part 1 §6).
 */
export function CommuteSection({ employee }: { employee: CommuteSection_employee$key }) {
  const t = useT();
  const data = useFragment(CommuteSection_employee, employee);
  if (!canSee(data.permissions, 'commute')) return null;
  const action = (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Link component={RouterLink} to={commuteAuditLogPath({ employeeId: data.internalId })} variant="body2">
        {t('COMMUTE_AUDIT_LOG')}
      </Link>
      {canDo(data.permissions, 'editCommute') && (
        <Link component={RouterLink} to={editCommutePath(data.internalId)} variant="body2">
          {t('EDIT_COMMUTE')}
        </Link>
      )}
    </Box>
  );
  if (data.commute.ok && data.commute.value === null) {
    return (
      <ProfileSectionCard id="commute" title={t('COMMUTE')} action={action}>
        <EmptyLine>{t('NO_COMMUTE')}</EmptyLine>
      </ProfileSectionCard>
    );
  }
  return (
    <CaughtSection id="commute" title={t('COMMUTE')} result={data.commute} action={action}>
      {(commute) => (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <LabeledValue label={t('TRANSPORT_TYPE')}>{transportLabel(t, commute.transportType)}</LabeledValue>
          <LabeledValue label={t('DISTANCE')}>{distanceText(commute.distanceKm)}</LabeledValue>
          <LabeledValue label={t('COMMUTE_KIND')}>
            {commute.type === 'VARIABLE'
              ? t('COMMUTE_VARIABLE')
              : t('COMMUTE_FIXED_DAYS', { days: commute.daysPerWeek ?? 0 })}
          </LabeledValue>
          <LabeledValue label={t('COMMUTE_SINCE')}>{formatDate(t, commute.startDate)}</LabeledValue>
        </Stack>
      )}
    </CaughtSection>
  );
}

const CommuteSection_employee = graphql`
  fragment CommuteSection_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    commute @catch(to: RESULT) {
      type
      transportType
      distanceKm
      daysPerWeek
      startDate
    }
  }
`;
