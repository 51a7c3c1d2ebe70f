import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SelectedDay } from '@people/domain/calendar';
import { errorText } from '../../../components/errorText';
import { formatDate } from '../../../i18n/formatDate';
import { isOverLimitError } from '@people/domain/daysOff';
import { showLimitWarning } from '@people/domain/requestForm';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  DayOffRequestDialog_employee$data,
  DayOffRequestDialog_employee$key,
} from '../../../__generated__/DayOffRequestDialog_employee.graphql';
import type { DayOffRequestDialog_viewer$key } from '../../../__generated__/DayOffRequestDialog_viewer.graphql';
import { useToast } from '../../../components/ToastProvider';
import { daysOffFollowUpPath } from '../../../paths';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { dayOffTypesPath } from '../../DaysOffSettings/settingsPaths';
import { canDo } from '../../Profile/profilePermissions';
import { addDaysOffInput, companyFlags, requestChoices, requestDays, type RequestDay } from '../hooks/dayOffRequest';
import { limitControlsOf, editLimitsPath } from '../hooks/limitControls';
import { useAddDaysOff } from '../hooks/useAddDaysOff';
import { useDayOffRequestForm } from '../hooks/useDayOffRequestForm';
import { DayOffRequestDialogFields } from './DayOffRequestDialogFields';

export type DaysOffAddedResult = { entryIds: number[]; followUpPath: string | null; dates: string[] };

type Props = {
  employee: DayOffRequestDialog_employee$key;
  /**
   * The viewer's company (features and integration features: morning/afternoon off, the education
   * type, recurring days for the non-working-day check box). Without it the company counts as having
   * none of them.
   */
  viewer?: DayOffRequestDialog_viewer$key | null;
  year: number;
  selection: readonly SelectedDay[];
  /** Several people: the days go to each person of the selection (part 1 §4, §5 bulk). */
  bulk?: boolean;
  open: boolean;
  onClose(): void;
  onAdded(result: DaysOffAddedResult): void;
};

/** Part 1 §2 "add X days": the days-off request form for the days selected in add mode (part 1 §4). */
export function DayOffRequestDialog({
  employee,
  viewer,
  year,
  selection,
  bulk = false,
  open,
  onClose,
  onAdded,
}: Props) {
  const data = useFragment(DayOffRequestDialog_employee, employee);
  const viewerData = useFragment(DayOffRequestDialog_viewer, viewer ?? null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('REQUEST_TITLE')}</DialogTitle>
      {open && (
        <RequestForm
          data={data}
          company={viewerData?.company ?? null}
          year={year}
          selection={selection}
          bulk={bulk}
          busy={busy}
          setBusy={setBusy}
          onClose={onClose}
          onAdded={onAdded}
        />
      )}
    </Dialog>
  );
}

type Group = { employeeId: string; days: RequestDay[] };
type LimitState = { signature: string; typeId: number | null; messages: string[] };

type FormProps = Omit<Props, 'employee' | 'viewer' | 'open' | 'bulk'> & {
  data: DayOffRequestDialog_employee$data;
  company: Parameters<typeof companyFlags>[0];
  bulk: boolean;
  busy: boolean;
  setBusy(busy: boolean): void;
};

function RequestForm({
  data,
  company: companyData,
  year,
  selection,
  bulk,
  busy,
  setBusy,
  onClose,
  onAdded,
}: FormProps) {
  const t = useT();
  const toast = useToast();
  const [addDaysOff] = useAddDaysOff();
  const company = companyFlags(companyData);
  const addDays = selection.filter((day) => day.mode === 'add');
  const dates = [...new Set(addDays.map((day) => day.date))].sort();
  const days = requestDays(dates, data.calendar?.days);
  // part 1 §6: the usage is null with an error (FORBIDDEN, or the REST read failed) when it cannot be read.
  const usage = data.daysOffUsage.ok ? (data.daysOffUsage.value ?? null) : null;
  const choices = requestChoices(usage, company);
  const form = useDayOffRequestForm({ choices, days, bulk, company });
  const controls = limitControlsOf(data.permissions);
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [limit, setLimit] = useState<LimitState | null>(null);
  const [ignoreLimits, setIgnoreLimits] = useState(false);
  // Results of the people already done, so a retry sends only what failed (bulk).
  const [done, setDone] = useState<Record<string, DaysOffAddedResult>>({});

  // A limit answer is about the form as it was sent: any change to the form asks again first.
  const signature = JSON.stringify(form.values(false));
  const limitShown = limit !== null && limit.signature === signature ? limit : null;

  // The yearly calendar selects this person's days (useCalendarSelection with data.internalId): one group, sent with
  // the person's id as the gateway gave it.
  const ownDays = addDays.filter((day) => day.employeeId === data.internalId).map((day) => day.date);
  const groups: Group[] =
    ownDays.length > 0 ? [{ employeeId: data.id, days: requestDays(ownDays, data.calendar?.days) }] : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const values = form.values(limitShown !== null && ignoreLimits);
    if (values === null || busy) return;
    setErrors([]);
    setBusy(true);
    const results = { ...done };
    const messages: string[] = [];
    let overLimit = false;
    for (const group of groups.filter((g) => !(g.employeeId in results))) {
      try {
        const payload = await addDaysOff(addDaysOffInput(group.employeeId, group.days, values, company), year);
        if (payload.userErrors.length === 0) {
          results[group.employeeId] = {
            entryIds: [...payload.entryIds],
            followUpPath: payload.followUp ? daysOffFollowUpPath(payload.followUp) : null,
            dates: group.days.map((d) => d.date),
          };
          continue;
        }
        // part 1 §8: the over-limit case by its code, reason phrase or payload flag; the user may retry ignoring limits.
        const limitErrors =
          payload.limitReached ||
          payload.userErrors.some((e) => isOverLimitError({ code: e.code, reasonPhrase: e.message }));
        overLimit ||= limitErrors;
        messages.push(...payload.userErrors.map((e) => userErrorText(t, e)));
      } catch (error) {
        // part 1 §8 "other add failure": busy state cleared, the error handed back.
        messages.push(errorText(t, error));
      }
    }
    setBusy(false);
    setDone(results);
    const unique = [...new Set(messages)];
    if (overLimit) {
      setLimit({
        signature: JSON.stringify(form.values(false)),
        typeId: values.choice.by === 'type' ? values.choice.typeId : null,
        messages: unique,
      });
      setIgnoreLimits(false);
      return;
    }
    if (unique.length > 0) {
      setErrors(unique);
      return;
    }
    const all = Object.values(results);
    toast({ severity: 'success', message: t('DAYS_OFF_ADDED') });
    onAdded({
      entryIds: all.flatMap((r) => r.entryIds),
      followUpPath: all.find((r) => r.followUpPath !== null)?.followUpPath ?? null,
      dates: [...new Set(all.flatMap((r) => r.dates))].sort(),
    });
  };

  const priorityInput = form.choice?.by === 'ruleset';
  const warning = limitShown !== null && showLimitWarning({ limitReached: true, bulk, priorityInput });
  const canSend = form.rangeError === null && (limitShown === null || (controls.ignoreCheckbox && ignoreLimits));

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={t('REQUEST_TITLE')}>
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('REQUEST_DAYS_COUNT', { count: dates.length })}: {dates.map((date) => formatDate(t, date)).join(', ')}
        </Typography>
        {usage === null ? (
          <Alert severity="error">{t('REQUEST_TYPES_LOAD_FAILED')}</Alert>
        ) : choices.length === 0 ? (
          <NoDayOffTypes year={year} mayManage={canDo(data.permissions, 'manageDayOffTypes')} />
        ) : (
          <DayOffRequestDialogFields form={form} choices={choices} tried={tried} disabled={busy} />
        )}
        {limitShown && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {warning &&
              limitShown.messages.map((message) => (
                <Alert key={message} severity="warning">
                  {message}
                </Alert>
              ))}
            {controls.ignoreCheckbox ? (
              <FormControlLabel
                control={
                  <Checkbox checked={ignoreLimits} onChange={(event) => setIgnoreLimits(event.target.checked)} />
                }
                label={t('REQUEST_IGNORE_LIMITS')}
              />
            ) : (
              <Alert severity="info">{t('REQUEST_ASK_ADMIN')}</Alert>
            )}
            {controls.editLimitsLink && limitShown.typeId !== null && (
              <Link component={RouterLink} to={editLimitsPath(limitShown.typeId, year)}>
                {t('REQUEST_EDIT_LIMITS')}
              </Link>
            )}
          </Stack>
        )}
        {errors.map((error) => (
          <Alert key={error} severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('CANCEL')}
        </Button>
        {/* part 1 §5: confirm shows only when the end is after the start. */}
        {form.rangeError === null && (
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={!canSend || choices.length === 0 || form.options.length === 0 || dates.length === 0}
          >
            {t('REQUEST_CONFIRM')}
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}

/**
 * part 1 §5 needs a chosen type: with none active in the year, the dialog says so, and who may manage the types
 * (admins, part 1 §6) gets the link to /settings/daysOffTypes?year= (part 1 §2).
 */
function NoDayOffTypes({ year, mayManage }: { year: number; mayManage: boolean }) {
  const t = useT();
  return (
    <Alert severity="info">
      {t('REQUEST_NO_DAY_OFF_TYPES', { year })}{' '}
      {mayManage && (
        <Link component={RouterLink} to={dayOffTypesPath(year)} color="inherit" underline="always">
          {t('REQUEST_MANAGE_DAY_OFF_TYPES')}
        </Link>
      )}
    </Alert>
  );
}

const DayOffRequestDialog_employee = graphql`
  fragment DayOffRequestDialog_employee on Employee @argumentDefinitions(year: { type: "Int!" }) {
    id
    internalId
    daysOffUsage(year: $year) @catch(to: RESULT) {
      types {
        typeId
        type
        name
        limitation
        allowedSelfservice
        active
        allowedRequestOptions
      }
      rulesets {
        rulesetId
        name
        dayOffTypes {
          typeId
          type
          name
          limitation
          allowedSelfservice
          active
          allowedRequestOptions
        }
      }
    }
    calendar(year: $year) {
      days {
        date
        scheduledMinutes
      }
    }
    permissions {
      actions
    }
  }
`;

const DayOffRequestDialog_viewer = graphql`
  fragment DayOffRequestDialog_viewer on Viewer {
    company {
      features
      integrations {
        features
      }
    }
  }
`;
