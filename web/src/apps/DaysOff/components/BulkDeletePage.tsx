import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { removeBlocked, type SelectedDay } from '@people/domain/calendar';
import { validateSlotsToDelete } from '@people/domain/requestForm';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BulkDeletePage_employee$key } from '../../../__generated__/BulkDeletePage_employee.graphql';
import type { BulkDeleteRouteQuery } from '../../../__generated__/BulkDeleteRouteQuery.graphql';
import type { BulkPeoplePicker_query$key } from '../../../__generated__/BulkPeoplePicker_query.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { daysOffFollowUpPath, daysOffPath } from '../../../paths';
import { bulkDates, bulkYear } from '../bulkDates';
import { deleteSlots, slotLabel, type Slot } from '../hooks/deleteSlots';
import { useBulkDeleteEntries, type PersonEntries } from '../hooks/useBulkDeleteEntries';
import { useRemoveCompanyDayOff } from '../hooks/useRemoveCompanyDayOff';
import { useRemoveDaysOff } from '../hooks/useRemoveDaysOff';
import { bulkDeleteRouteQuery } from '../queries';
import { BulkPeopleDaysTable, type BulkResult } from './BulkPeopleDaysTable';
import { BulkPeoplePicker, type BulkPerson } from './BulkPeoplePicker';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/calendar/bulk/delete: remove what several people have on the same days. */
export function BulkDeletePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<BulkDeleteRouteQuery>();
  const data = usePreloadedQuery<BulkDeleteRouteQuery>(bulkDeleteRouteQuery, queryRef);
  if (!data.employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return <BulkDelete employee={data.employee} query={data} />;
}

const slotsOf = (entries: PersonEntries | undefined, dates: readonly string[]): Slot[] =>
  entries === undefined || typeof entries === 'string' ? [] : deleteSlots(dates, entries);

// part 1 §5 removeBlocked reads the selection: each person's day that holds something is a day to delete.
function selectionOf(people: readonly BulkPerson[], slots: (person: BulkPerson) => Slot[]): SelectedDay[] {
  return people.flatMap((person) => {
    const byDate = new Map<string, Slot[]>();
    for (const slot of slots(person)) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
    return [...byDate].map(([date, daySlots]) => ({
      date,
      employeeId: person.internalId,
      items: daySlots.map((slot) => ({
        type: slot.company ? 'company_day_off' : 'custom',
        duration_minutes: slot.durationMinutes,
        company: slot.company,
      })),
      oneDayContract: false,
      mode: 'delete' as const,
    }));
  });
}

function BulkDelete({ employee, query }: { employee: BulkDeletePage_employee$key; query: BulkPeoplePicker_query$key }) {
  const t = useT();
  const toast = useToast();
  const person = useFragment(BulkDeletePage_employee, employee);
  const [search] = useSearchParams();
  const dates = bulkDates(search);
  const year = bulkYear(search);
  const [people, setPeople] = useState<BulkPerson[]>([
    { id: person.id, internalId: person.internalId, name: person.name },
  ]);
  const { entries, reload } = useBulkDeleteEntries(
    people.map((p) => p.id),
    year,
  );
  const [removeDaysOff] = useRemoveDaysOff();
  const [removeCompanyDayOff] = useRemoveCompanyDayOff();
  const [results, setResults] = useState<Record<string, BulkResult>>({});
  const [optionalMessage, setOptionalMessage] = useState('');
  // As in the delete dialog, we choose to notify by default.
  const [sendNotification, setSendNotification] = useState(true);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const slots = (p: BulkPerson) => slotsOf(entries[p.id], dates);
  const blocked = removeBlocked(selectionOf(people, slots));
  const loading = people.some((p) => entries[p.id] === undefined || entries[p.id] === 'loading');
  const pending = people.filter((p) => results[p.id]?.ok !== true);

  const removeFor = async (target: BulkPerson): Promise<BulkResult> => {
    const chosen = slots(target);
    const entryIds = chosen.flatMap((slot) => (slot.entryId === null ? [] : [slot.entryId]));
    const companyDates = chosen.filter((slot) => slot.company).map((slot) => slot.date);
    const nothing = validateSlotsToDelete([...entryIds, ...companyDates.map((_, i) => -1 - i)]);
    if (nothing) return { ok: false, code: nothing.code, text: t(nothing.code), limitReached: false };
    let count = 0;
    let followUpPath: string | null = null;
    if (entryIds.length > 0) {
      const payload = await removeDaysOff(
        {
          employeeId: target.id,
          entryIds,
          sendNotification,
          optionalMessage: optionalMessage.trim() === '' ? null : optionalMessage,
          // part 1 §4: the unemployment cancellation follow-up names the first removed day (firstDayInRequest).
          firstDay: chosen
            .filter((slot) => slot.entryId !== null)
            .map((slot) => slot.date)
            .sort()[0],
        },
        year,
      );
      const error = payload.userErrors[0];
      if (error) return { ok: false, code: error.code, text: userErrorText(t, error), limitReached: false };
      count += payload.removedCount;
      followUpPath = payload.followUp ? daysOffFollowUpPath(payload.followUp) : null;
    }
    for (const date of companyDates) {
      const payload = await removeCompanyDayOff(target.id, date, year);
      const error = payload.userErrors[0];
      if (error) return { ok: false, code: error.code, text: userErrorText(t, error), limitReached: false };
      count += payload.removedCount;
    }
    return { ok: true, count, followUpPath };
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || blocked || loading || pending.length === 0 || dates.length === 0) return;
    setBusy(true);
    const next = { ...results };
    for (const target of pending) {
      try {
        next[target.id] = await removeFor(target);
      } catch (failure) {
        next[target.id] = { ok: false, code: null, text: errorText(t, failure), limitReached: false };
      }
      setResults({ ...next });
    }
    setBusy(false);
    if (pending.every((p) => next[p.id]?.ok)) toast({ severity: 'success', message: t('DAYS_OFF_SLOTS_REMOVED') });
    // Their days changed: what the table shows is read again (results stay until the next confirmation).
    for (const target of pending) if (next[target.id]?.ok) void reload(target.id);
  };

  const cell = (p: BulkPerson, date: string) => {
    const state = entries[p.id];
    if (state === undefined || state === 'loading') return t('BULK_LOADING_DAYS');
    if (state === 'failed') return t('SECTION_LOAD_FAILED');
    const daySlots = slots(p).filter((slot) => slot.date === date);
    return daySlots.length === 0 ? t('BULK_NOTHING_ON_DAY') : daySlots.map((slot) => slotLabel(slot, t)).join('; ');
  };

  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="bulk-delete-title">
      <Typography id="bulk-delete-title" variant="h5" component="h1" gutterBottom>
        {t('BULK_DELETE_TITLE')}
      </Typography>
      {dates.length === 0 ? (
        <Alert severity="warning">{t('BULK_NO_DATES')}</Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={confirm} aria-label={t('BULK_DELETE_TITLE')}>
          <BulkPeoplePicker query={query} value={people} onChange={setPeople} disabled={busy} />
          {tried && people.length === 0 && <Alert severity="error">{t('BULK_NO_PEOPLE')}</Alert>}
          <BulkPeopleDaysTable
            label={t('BULK_DAYS')}
            people={people}
            dates={dates}
            cell={cell}
            results={results}
            doneKey="BULK_REMOVED"
          />
          {blocked && <Alert severity="warning">{t('DELETE_SLOTS_BLOCKED')}</Alert>}
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
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={daysOffPath(person.internalId, year)} disabled={busy}>
              {t('BULK_BACK_TO_CALENDAR')}
            </Button>
            {/* Shown once the days are read, not enabled then: a disabled red button turning red fades through colours too pale to read. */}
            {!blocked && !loading && pending.length > 0 && (
              <Button type="submit" variant="contained" color="error" loading={busy}>
                {t('BULK_CONFIRM_DELETE', { count: pending.length })}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

const BulkDeletePage_employee = graphql`
  fragment BulkDeletePage_employee on Employee {
    id
    internalId
    name
  }
`;
