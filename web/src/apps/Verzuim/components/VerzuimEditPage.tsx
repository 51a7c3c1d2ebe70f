import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { yearOf } from '@people/domain/dates';
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type {
  VerzuimEditPage_verzuim$data,
  VerzuimEditPage_verzuim$key,
} from '../../../__generated__/VerzuimEditPage_verzuim.graphql';
import type { VerzuimEditRouteQuery } from '../../../__generated__/VerzuimEditRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { daysOffPath, verzuimEditPath } from '../../../paths';
import { SettingsDatePicker } from '../../DaysOffSettings/components/SettingsDatePicker';
import { useEditVerzuim } from '../hooks/useEditVerzuim';
import { verzuimEditRouteQuery } from '../queries';
import { PoortwachterTimeline } from './PoortwachterTimeline';
import { DeleteVerzuim, EndDateForm, PartialRecoveryForm } from './VerzuimChangeForms';
import { NotificationTime, OptionalMinutes } from './VerzuimFields';
import { VerzuimRow } from './VerzuimRow';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/**
 * Part 1 §2 /people/{id}/daysOff/thenetherlands_only/verzuim/{verzuimId}/edit, opened from a single selected sick day
 * of the calendar (part 1 §5) or the profile: the item with its timeline, its fields, a partial recovery and the end
 * date (on the last item of a chain), and delete with a confirmation. Each change goes back to the refreshed calendar.
 */
export function VerzuimEditPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<VerzuimEditRouteQuery>();
  const { employee, verzuim } = usePreloadedQuery<VerzuimEditRouteQuery>(verzuimEditRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const key = verzuim?.VerzuimEditPage_verzuim;
  if (!key) return <ErrorBox reason={t('VERZUIM_NOT_FOUND')} />;
  return <EditVerzuim verzuim={key} employeeId={employee.internalId} name={employee.name} />;
}

function EditVerzuim({
  verzuim,
  employeeId,
  name,
}: {
  verzuim: VerzuimEditPage_verzuim$key;
  employeeId: number;
  name: string;
}) {
  const t = useT();
  const v = useFragment(VerzuimEditPage_verzuim, verzuim);
  const navigate = useNavigate();
  const calendar = daysOffPath(employeeId, yearOf(v.startDate));
  const done = (date: string) => navigate(daysOffPath(employeeId, yearOf(date)));
  const next = v.nextVerzuim ?? null;
  const last = next === null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={calendar} startIcon={<ArrowBack />}>
          {t('VERZUIM_TO_CALENDAR')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('VERZUIM_EDIT_TITLE', { name })}
        </Typography>
      </Box>
      <Paper sx={{ p: 2 }}>
        <ul style={{ margin: 0, padding: 0 }}>
          <VerzuimRow verzuim={v} employeeId={employeeId} canEdit={false} />
        </ul>
        <Box sx={{ mt: 2 }}>
          <PoortwachterTimeline verzuim={v} />
        </Box>
      </Paper>
      {next !== null && (
        <Alert severity="info">
          {t('VERZUIM_CONTINUED')}{' '}
          <Link component={RouterLink} to={verzuimEditPath(employeeId, next.internalId)}>
            {t('VERZUIM_EDIT')}
          </Link>
        </Alert>
      )}
      <FieldsForm verzuim={v} onDone={done} />
      {last && v.ongoing && <PartialRecoveryForm verzuimId={v.id} startDate={v.startDate} onDone={done} />}
      {last && <EndDateForm verzuimId={v.id} startDate={v.startDate} endDate={v.endDate ?? null} onDone={done} />}
      {last && <DeleteVerzuim verzuimId={v.id} year={yearOf(v.startDate)} onDone={() => done(v.startDate)} />}
    </Stack>
  );
}

/** part 1 §7 editVerzuimItem: the item's own fields. */
function FieldsForm({ verzuim: v, onDone }: { verzuim: VerzuimEditPage_verzuim$data; onDone: (date: string) => void }) {
  const t = useT();
  const [startDate, setStartDate] = useState<string | null>(v.startDate);
  const [flags, setFlags] = useState({
    vangnetbepaling: v.vangnetbepaling,
    workAccident: v.workAccident,
    trafficAccident: v.trafficAccident,
  });
  const [perDay, setPerDay] = useState<number | null>(v.customDurationMinutesPerDay ?? null);
  const [firstDay, setFirstDay] = useState<number | null>(v.durationMinutesOnFirstDay ?? null);
  const [expected, setExpected] = useState<string | null>(v.expectedRecoveryDate ?? null);
  const [notificationDate, setNotificationDate] = useState<string | null>(v.notificationDate ?? null);
  const [notificationTime, setNotificationTime] = useState<string | null>(v.notificationTime ?? null);
  const [percentage, setPercentage] = useState<string>(
    v.recoveryPercentage == null ? '' : String(v.recoveryPercentage),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [edit, busy] = useEditVerzuim();
  const partial = v.recoveryPercentage != null;

  const save = async () => {
    const start = startDate ?? v.startDate;
    const payload = await edit(
      {
        verzuimId: v.id,
        startDate: start,
        ...flags,
        customDurationMinutesPerDay: perDay,
        durationMinutesOnFirstDay: firstDay,
        expectedRecoveryDate: expected,
        notificationDate,
        notificationTime,
        ...(partial ? { recoveryPercentage: Number(percentage) } : {}),
      },
      yearOf(start),
    );
    if (payload.userErrors.length > 0) return setErrors(payload.userErrors.map((e) => userErrorText(t, e)));
    onDone(start);
  };

  const flag = (
    name: keyof typeof flags,
    label: 'VERZUIM_VANGNETBEPALING' | 'VERZUIM_WORK_ACCIDENT' | 'VERZUIM_TRAFFIC_ACCIDENT',
  ) => (
    <FormControlLabel
      control={
        <Checkbox checked={flags[name]} onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })} />
      }
      label={t(label)}
    />
  );
  return (
    <Paper component="section" aria-label={t('VERZUIM_EDIT')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <SettingsDatePicker label={t('VERZUIM_START_DATE')} value={startDate} onChange={setStartDate} required />
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {flag('vangnetbepaling', 'VERZUIM_VANGNETBEPALING')}
          {flag('workAccident', 'VERZUIM_WORK_ACCIDENT')}
          {flag('trafficAccident', 'VERZUIM_TRAFFIC_ACCIDENT')}
        </Stack>
        <OptionalMinutes
          label={t('VERZUIM_MINUTES_PER_DAY')}
          toggleLabel={t('VERZUIM_WHOLE_DAYS')}
          value={perDay}
          onChange={setPerDay}
          invert
        />
        <OptionalMinutes
          label={t('VERZUIM_MINUTES_FIRST_DAY')}
          toggleLabel={t('VERZUIM_FIRST_DAY_PART')}
          value={firstDay}
          onChange={setFirstDay}
        />
        {partial && (
          <TextField
            label={t('VERZUIM_RECOVERY_PERCENT')}
            type="number"
            value={percentage}
            onChange={(event) => setPercentage(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 99 } }}
          />
        )}
        <SettingsDatePicker label={t('VERZUIM_EXPECTED_RECOVERY')} value={expected} onChange={setExpected} />
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
        <Box>
          <Button variant="contained" onClick={save} disabled={busy}>
            {t('VERZUIM_SAVE')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

const VerzuimEditPage_verzuim = graphql`
  fragment VerzuimEditPage_verzuim on Verzuim {
    id
    internalId
    status
    startDate
    endDate
    ongoing
    vangnetbepaling
    workAccident
    trafficAccident
    durationMinutesOnFirstDay
    customDurationMinutesPerDay
    expectedRecoveryDate
    notificationDate
    notificationTime
    recoveryPercentage
    nextVerzuim {
      internalId
    }
    ...VerzuimRow_verzuim
    ...PoortwachterTimeline_verzuim
  }
`;
