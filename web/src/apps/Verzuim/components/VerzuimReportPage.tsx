import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isIsoDate, yearOf } from '@people/domain/dates';
import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { VerzuimReportRouteQuery } from '../../../__generated__/VerzuimReportRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { daysOffPath } from '../../../paths';
import { SettingsDatePicker } from '../../DaysOffSettings/components/SettingsDatePicker';
import { useReportVerzuim } from '../hooks/useReportVerzuim';
import { verzuimReportRouteQuery } from '../queries';
import { NotificationTime, OptionalMinutes, timeText } from './VerzuimFields';
import { useRouteQueryRef } from '../../../relay/routeQuery';

const todayIso = () => new Date().toISOString().slice(0, 10);
const nowTime = () => timeText(new Date().getHours() * 60 + new Date().getMinutes());

/**
 * Part 1 §2 /people/{id}/daysOff/thenetherlands_only/verzuim/report?date=: reports the person sick from the day chosen
 * in the calendar (part 1 §5: exactly one day and one employee), with the minutes pickers, the expected recovery date
 * and the notification date and time. Back to the calendar of that year, which the answer has refreshed.
 */
export function VerzuimReportPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<VerzuimReportRouteQuery>();
  const { employee } = usePreloadedQuery<VerzuimReportRouteQuery>(verzuimReportRouteQuery, queryRef);
  const [search] = useSearchParams();
  const given = search.get('date');
  const [startDate, setStartDate] = useState<string | null>(given && isIsoDate(given) ? given : null);
  const [minutesPerDay, setMinutesPerDay] = useState<number | null>(null);
  const [firstDay, setFirstDay] = useState<number | null>(null);
  const [expected, setExpected] = useState<string | null>(null);
  const [notificationDate, setNotificationDate] = useState<string | null>(todayIso());
  const [notificationTime, setNotificationTime] = useState<string>(nowTime());
  const [errors, setErrors] = useState<string[]>([]);
  const [report, busy] = useReportVerzuim();
  const navigate = useNavigate();
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const back = daysOffPath(employee.internalId, startDate ? yearOf(startDate) : null);

  const submit = async () => {
    if (!startDate) return setErrors([t('VERZUIM_NO_DATE')]);
    const payload = await report(
      {
        employeeId: employee.id,
        startDate,
        minutesPerDay,
        minutesVerzuimOnFirstDay: firstDay,
        expectedRecoveryDate: expected,
        notificationDate,
        notificationTime,
      },
      yearOf(startDate),
    );
    if (payload.userErrors.length > 0) return setErrors(payload.userErrors.map((e) => userErrorText(t, e)));
    void navigate(daysOffPath(employee.internalId, yearOf(startDate)));
  };

  return (
    <Paper component="section" aria-labelledby="verzuim-report-title" sx={{ p: 3, maxWidth: 720 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('VERZUIM_TO_CALENDAR')}
      </Button>
      <Typography id="verzuim-report-title" variant="h5" component="h1" gutterBottom>
        {t('VERZUIM_REPORT_TITLE', { name: employee.name })}
      </Typography>
      <Stack spacing={2}>
        <SettingsDatePicker label={t('VERZUIM_START_DATE')} value={startDate} onChange={setStartDate} required />
        <OptionalMinutes
          label={t('VERZUIM_MINUTES_PER_DAY')}
          toggleLabel={t('VERZUIM_WHOLE_DAYS')}
          value={minutesPerDay}
          onChange={setMinutesPerDay}
          invert
        />
        <OptionalMinutes
          label={t('VERZUIM_MINUTES_FIRST_DAY')}
          toggleLabel={t('VERZUIM_FIRST_DAY_PART')}
          value={firstDay}
          onChange={setFirstDay}
        />
        <SettingsDatePicker
          label={t('VERZUIM_EXPECTED_RECOVERY')}
          value={expected}
          onChange={setExpected}
          minDate={startDate ?? undefined}
        />
        <Stack direction="row" spacing={2}>
          <SettingsDatePicker
            label={t('VERZUIM_NOTIFICATION_DATE')}
            value={notificationDate}
            onChange={setNotificationDate}
          />
          <NotificationTime value={notificationTime} onChange={setNotificationTime} />
        </Stack>
        {errors.map((error) => (
          <Alert key={error} severity="error">
            {error}
          </Alert>
        ))}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {t('VERZUIM_REPORT_SUBMIT')}
          </Button>
          <Button component={RouterLink} to={back}>
            {t('VERZUIM_CANCEL')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
