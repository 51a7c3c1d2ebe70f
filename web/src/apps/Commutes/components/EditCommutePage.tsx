import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { EditCommuteRouteQuery } from '../../../__generated__/EditCommuteRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { commuteAuditLogPath, profilePath } from '../../../paths';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { editCommuteRouteQuery } from '../queries';
import { CommuteForm } from './CommuteForm';
import { CommuteHistory } from './CommuteHistory';
import { VariableDaysEditor } from './VariableDaysEditor';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/edit/commute: change the commute, declare a month's variable days, see the history. */
export function EditCommutePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<EditCommuteRouteQuery>();
  const { employee } = usePreloadedQuery<EditCommuteRouteQuery>(editCommuteRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  if (!canSee(employee.permissions, 'commute')) return <ErrorBox reason={t('COMMUTE_NOT_ALLOWED')} />;
  const { year, month } = queryRef.variables as { year: number; month: number };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={profilePath(employee.internalId)} variant="body2">
        {t('BACK_TO_PROFILE', { name: employee.name })}
      </Link>
      <Typography variant="h5" component="h1">
        {t('COMMUTE_OF', { name: employee.name })}
      </Typography>
      <Link component={RouterLink} to={commuteAuditLogPath({ employeeId: employee.internalId })} variant="body2">
        {t('COMMUTE_AUDIT_LOG')}
      </Link>
      {canDo(employee.permissions, 'editCommute') && (
        <VariableDaysEditor employee={employee} year={year} month={month} />
      )}
      {canDo(employee.permissions, 'editCommute') && <CommuteForm employee={employee} />}
      <CommuteHistory employee={employee} />
    </Stack>
  );
}
