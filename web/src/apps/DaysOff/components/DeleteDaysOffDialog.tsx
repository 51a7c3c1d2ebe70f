import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { removeBlocked, type SelectedDay } from '@people/domain/calendar';
import { formatDate } from '../../../i18n/formatDate';
import { validateSlotsToDelete } from '@people/domain/requestForm';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  DeleteDaysOffDialog_employee$data,
  DeleteDaysOffDialog_employee$key,
} from '../../../__generated__/DeleteDaysOffDialog_employee.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { deleteSlots, slotLabel, type Slot } from '../hooks/deleteSlots';
import { useRemoveCompanyDayOff } from '../hooks/useRemoveCompanyDayOff';
import { useRemoveDaysOff } from '../hooks/useRemoveDaysOff';
import { daysOffFollowUpPath } from '../../../paths';

/** The earliest of ISO dates; null for none. */
const firstDate = (dates: readonly string[]) => [...dates].sort()[0] ?? null;

export type DaysOffRemovedResult = { removedCount: number; followUpPath: string | null; dates: string[] };

type Props = {
  employee: DeleteDaysOffDialog_employee$key;
  year: number;
  selection: readonly SelectedDay[];
  open: boolean;
  onClose(): void;
  onRemoved(result: DaysOffRemovedResult): void;
};

/**
 * Part 1 §2 "delete X days" and the delete-slots form: the slots of the days selected in delete mode
 * (part 1 §4), personal days off by entry id and company days off per day, each with a check box.
 */
export function DeleteDaysOffDialog({ employee, year, selection, open, onClose, onRemoved }: Props) {
  const data = useFragment(DeleteDaysOffDialog_employee, employee);
  const t = useT();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('DELETE_SLOTS_TITLE')}</DialogTitle>
      {open && (
        <DeleteForm
          data={data}
          year={year}
          selection={selection}
          busy={busy}
          setBusy={setBusy}
          onClose={onClose}
          onRemoved={onRemoved}
        />
      )}
    </Dialog>
  );
}

type FormProps = Omit<Props, 'employee' | 'open'> & {
  data: DeleteDaysOffDialog_employee$data;
  busy: boolean;
  setBusy(busy: boolean): void;
};

function DeleteForm({ data, year, selection, busy, setBusy, onClose, onRemoved }: FormProps) {
  const t = useT();
  const toast = useToast();
  const [removeDaysOff] = useRemoveDaysOff();
  const [removeCompanyDayOff] = useRemoveCompanyDayOff();
  const deleteDays = selection.filter((day) => day.mode === 'delete');
  const slots = deleteSlots(
    deleteDays.map((day) => day.date),
    data.calendar?.days,
  );
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [nothingTicked, setNothingTicked] = useState(false);
  const [optionalMessage, setOptionalMessage] = useState('');
  // part 1 §7 send_notification (1/0) has no default: we choose to notify, as when adding.
  const [sendNotification, setSendNotification] = useState(true);
  const blocked = removeBlocked(deleteDays);

  const toggle = (slot: Slot, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(slot.key);
    else next.delete(slot.key);
    setTicked(next);
    setNothingTicked(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || blocked) return;
    const chosen = slots.filter((slot) => ticked.has(slot.key));
    const entryIds = chosen.flatMap((slot) => (slot.entryId === null ? [] : [slot.entryId]));
    const companyDates = chosen.filter((slot) => slot.company).map((slot) => slot.date);
    // part 1 §5: with no slot ticked the form says so and sends nothing. Company days off have no
    // entry id: they count by their position among the ticked slots.
    if (validateSlotsToDelete([...entryIds, ...companyDates.map((_, i) => -1 - i)]) !== null) {
      setNothingTicked(true);
      return;
    }
    setBusy(true);
    let removedCount = 0;
    let followUpPath: string | null = null;
    const removedDates: string[] = [];
    let failed = false;
    try {
      if (entryIds.length > 0) {
        const entryDates = chosen.filter((slot) => slot.entryId !== null).map((slot) => slot.date);
        const payload = await removeDaysOff(
          {
            employeeId: data.id,
            entryIds,
            sendNotification,
            optionalMessage: optionalMessage.trim() === '' ? null : optionalMessage,
            // part 1 §4: the unemployment cancellation follow-up names the first removed day (firstDayInRequest).
            firstDay: firstDate(entryDates),
          },
          year,
        );
        if (payload.userErrors.length > 0) failed = true;
        else {
          removedCount += payload.removedCount;
          followUpPath = payload.followUp ? daysOffFollowUpPath(payload.followUp) : null;
          removedDates.push(...entryDates);
        }
      }
      for (const date of failed ? [] : companyDates) {
        const payload = await removeCompanyDayOff(data.id, date, year);
        if (payload.userErrors.length > 0) {
          failed = true;
          break;
        }
        removedCount += payload.removedCount;
        removedDates.push(date);
      }
    } catch {
      failed = true;
    } finally {
      setBusy(false);
    }
    // part 1 §8: a removal failure clears the busy state and shows nothing.
    if (removedDates.length === 0 && failed) return;
    // part 1 §8 is silent on a removal that fails halfway: what was removed is gone, so the calendar is refreshed
    // and the count reported (onRemoved), and we say that the rest was not removed rather than claim success.
    toast(
      failed
        ? { severity: 'warning', message: t('DELETE_SLOTS_PARTLY_REMOVED', { count: removedCount }) }
        : { severity: 'success', message: t('DAYS_OFF_SLOTS_REMOVED') },
    );
    onRemoved({ removedCount, followUpPath, dates: [...new Set(removedDates)].sort() });
  };

  const byDate = [...new Set(slots.map((slot) => slot.date))];
  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={t('DELETE_SLOTS_TITLE')}>
      <DialogContent sx={{ pt: 0 }}>
        {blocked ? (
          <Alert severity="warning">{t('DELETE_SLOTS_BLOCKED')}</Alert>
        ) : slots.length === 0 ? (
          <Alert severity="info">{t('DELETE_SLOTS_NONE')}</Alert>
        ) : (
          <Stack spacing={2}>
            <FormGroup aria-label={t('DELETE_SLOTS_LIST')}>
              {byDate.map((date) => (
                <Stack key={date} sx={{ mb: 1 }}>
                  <Typography variant="subtitle2" component="h3">
                    {formatDate(t, date)}
                  </Typography>
                  {slots
                    .filter((slot) => slot.date === date)
                    .map((slot) => (
                      <FormControlLabel
                        key={slot.key}
                        control={
                          <Checkbox
                            checked={ticked.has(slot.key)}
                            onChange={(event) => toggle(slot, event.target.checked)}
                          />
                        }
                        label={slotLabel(slot, t)}
                        disabled={busy}
                      />
                    ))}
                </Stack>
              ))}
            </FormGroup>
            {nothingTicked && (
              <Alert severity="error" role="alert">
                {t('NOTHING_TO_DELETE')} {t('CLICK_SLOTS_TO_REMOVE')}
              </Alert>
            )}
            <TextField
              label={t('REQUEST_OPTIONAL_MESSAGE')}
              value={optionalMessage}
              onChange={(event) => setOptionalMessage(event.target.value)}
              multiline
              minRows={2}
              disabled={busy}
            />
            <FormControlLabel
              control={
                <Checkbox checked={sendNotification} onChange={(event) => setSendNotification(event.target.checked)} />
              }
              label={t('REQUEST_SEND_NOTIFICATION')}
              disabled={busy}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('CANCEL')}
        </Button>
        {!blocked && slots.length > 0 && (
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('DELETE_SLOTS_CONFIRM')}
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}

const DeleteDaysOffDialog_employee = graphql`
  fragment DeleteDaysOffDialog_employee on Employee @argumentDefinitions(year: { type: "Int!" }) {
    id
    calendar(year: $year) {
      days {
        date
        items {
          entryId
          company
          type
          name
          status
          amPmHint
          startMinutes
          durationMinutes
        }
      }
    }
  }
`;
