import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { CommuteAuditLogRouteQuery } from '../../../__generated__/CommuteAuditLogRouteQuery.graphql';
import { formatDateWith } from '../../../i18n/formatDate';
import { useT } from '../../../i18n/I18nProvider';
import { commuteAuditLogPath } from '../../../paths';
import { commuteAuditLogRouteQuery } from '../queries';
import { CommuteAuditLogTable } from './CommuteAuditLogTable';
import { useRouteQueryRef } from '../../../relay/routeQuery';
import { addressRestId } from '../../../relay/addressIds';

/** The months from the first log entry's to this one, newest first (YYYY-MM). */
export function monthsSince(first: string | null, now: Date = new Date()): string[] {
  const end = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const start = first ? Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) - 1 : end;
  const months: string[] = [];
  for (let m = end; m >= Math.max(start, end - 240); m--)
    months.push(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);
  return months;
}

/** Part 2 §7 commute audit log, filtered by person (employee_id) and by the month of the change (year_month). */
export function CommuteAuditLogPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryRef = useRouteQueryRef<CommuteAuditLogRouteQuery>();
  const data = usePreloadedQuery<CommuteAuditLogRouteQuery>(commuteAuditLogRouteQuery, queryRef);
  const employeeId = addressRestId(params.get('employee_id')) || null;
  const yearMonth = params.get('year_month') ?? '';
  const connection = employeeId ? data.employee?.commuteAuditLog : data.commuteAuditLog;
  const first = data.commuteAuditLogFirstTimestamp.ok ? (data.commuteAuditLogFirstTimestamp.value ?? null) : null;
  const go = (filters: { employeeId?: number | null; yearMonth?: string | null }) =>
    navigate(commuteAuditLogPath({ employeeId, yearMonth: yearMonth || null, ...filters }));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {t('COMMUTE_AUDIT_LOG')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('MONTH')}
          value={yearMonth}
          onChange={(e) => go({ yearMonth: e.target.value || null })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('ALL_MONTHS')}</MenuItem>
          {monthsSince(first).map((m) => (
            <MenuItem key={m} value={m}>
              {formatDateWith(t, Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1, 1), {
                month: '2-digit',
                year: 'numeric',
                timeZone: 'UTC',
              })}
            </MenuItem>
          ))}
        </TextField>
        {employeeId && data.employee && <Chip label={data.employee.name} onDelete={() => go({ employeeId: null })} />}
      </Stack>
      <Paper sx={{ p: 3 }}>
        {employeeId && !data.employee ? (
          <Alert severity="error">{t('PERSON_NOT_FOUND')}</Alert>
        ) : !connection || !connection.ok ? (
          <Alert severity="error">{t('COMMUTE_NOT_ALLOWED')}</Alert>
        ) : connection.value ? (
          <CommuteAuditLogTable
            connection={connection.value}
            pagePath={(after) => commuteAuditLogPath({ employeeId, yearMonth: yearMonth || null, after })}
          />
        ) : (
          <Alert severity="error">{t('COMMUTE_NOT_ALLOWED')}</Alert>
        )}
      </Paper>
    </Stack>
  );
}
