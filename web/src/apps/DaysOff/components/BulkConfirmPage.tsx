import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { isOverLimitError } from '@people/domain/daysOff';
import { formatTimeInput } from '@people/domain/validation';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BulkConfirmPage_employee$key } from '../../../__generated__/BulkConfirmPage_employee.graphql';
import type { BulkConfirmPage_viewer$key } from '../../../__generated__/BulkConfirmPage_viewer.graphql';
import type { BulkConfirmRouteQuery } from '../../../__generated__/BulkConfirmRouteQuery.graphql';
import type { BulkPeoplePicker_query$key } from '../../../__generated__/BulkPeoplePicker_query.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { daysOffFollowUpPath, daysOffPath } from '../../../paths';
import { bulkDates, bulkYear } from '../bulkDates';
import { addDaysOffInput, companyFlags, requestChoices, type RequestDay } from '../hooks/dayOffRequest';
import { limitControlsOf } from '../hooks/limitControls';
import { useAddDaysOff } from '../hooks/useAddDaysOff';
import { useDayOffRequestForm } from '../hooks/useDayOffRequestForm';
import { bulkConfirmRouteQuery } from '../queries';
import { BulkPeopleDaysTable, type BulkResult } from './BulkPeopleDaysTable';
import { BulkPeoplePicker, type BulkPerson } from './BulkPeoplePicker';
import { DayOffRequestDialogFields } from './DayOffRequestDialogFields';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/daysOff/bulk/confirm: the same days off for several people of the company. */
export function BulkConfirmPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<BulkConfirmRouteQuery>();
  const data = usePreloadedQuery<BulkConfirmRouteQuery>(bulkConfirmRouteQuery, queryRef);
  if (!data.employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return <BulkConfirm employee={data.employee} viewer={data.viewer ?? null} query={data} />;
}

type Props = {
  employee: BulkConfirmPage_employee$key;
  viewer: BulkConfirmPage_viewer$key | null;
  query: BulkPeoplePicker_query$key;
};

function BulkConfirm({ employee, viewer, query }: Props) {
  const t = useT();
  const toast = useToast();
  const person = useFragment(BulkConfirmPage_employee, employee);
  const viewerData = useFragment(BulkConfirmPage_viewer, viewer);
  const [search] = useSearchParams();
  const dates = bulkDates(search);
  const year = bulkYear(search);
  const company = companyFlags(viewerData?.company);
  // In bulk, all day is always offered and the halves never (part 1 §5): the schedules do not matter here.
  const days: RequestDay[] = dates.map((date) => ({ date, scheduledMinutes: 0 }));
  const choices = requestChoices(person.daysOffUsage, company);
  const form = useDayOffRequestForm({ choices, days, bulk: true, company });
  const controls = limitControlsOf(person.permissions);
  const [addDaysOff] = useAddDaysOff();
  const [people, setPeople] = useState<BulkPerson[]>([
    { id: person.id, internalId: person.internalId, name: person.name },
  ]);
  const [results, setResults] = useState<Record<string, BulkResult>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ignoreLimits, setIgnoreLimits] = useState(false);

  const pending = people.filter((p) => results[p.id]?.ok !== true);
  const failedOverLimit = people.some((p) => {
    const result = results[p.id];
    return result !== undefined && !result.ok && result.limitReached;
  });

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const values = form.values(failedOverLimit && controls.ignoreCheckbox && ignoreLimits);
    if (values === null || busy || pending.length === 0 || dates.length === 0) return;
    setBusy(true);
    const next = { ...results };
    // One person after the other, so each answer is reported on its own row; people already done are skipped.
    for (const target of pending) {
      try {
        const payload = await addDaysOff(addDaysOffInput(target.id, days, values, company), year);
        const error = payload.userErrors[0];
        const limitReached =
          error !== undefined &&
          (payload.limitReached || isOverLimitError({ code: error.code, reasonPhrase: error.message }));
        next[target.id] = error
          ? // part 1 §5: the limit warning is hidden in bulk mode: such a failure shows its code only.
            { ok: false, code: error.code, text: limitReached ? null : userErrorText(t, error), limitReached }
          : {
              ok: true,
              count: payload.entryIds.length,
              followUpPath: payload.followUp ? daysOffFollowUpPath(payload.followUp) : null,
            };
      } catch (failure) {
        next[target.id] = { ok: false, code: null, text: errorText(t, failure), limitReached: false };
      }
      setResults({ ...next });
    }
    setBusy(false);
    setIgnoreLimits(false);
    if (pending.every((p) => next[p.id]?.ok)) toast({ severity: 'success', message: t('DAYS_OFF_ADDED') });
  };

  const when = form.when;
  const cellText =
    when === null
      ? ''
      : when === 'custom'
        ? `${formatTimeInput(form.customStart)}–${formatTimeInput(form.customEnd)}`
        : t(`REQUEST_WHEN_${when}`);
  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="bulk-add-title">
      <Typography id="bulk-add-title" variant="h5" component="h1" gutterBottom>
        {t('BULK_ADD_TITLE')}
      </Typography>
      {dates.length === 0 ? (
        <Alert severity="warning">{t('BULK_NO_DATES')}</Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={confirm} aria-label={t('BULK_ADD_TITLE')}>
          <BulkPeoplePicker query={query} value={people} onChange={setPeople} disabled={busy} />
          {tried && people.length === 0 && <Alert severity="error">{t('BULK_NO_PEOPLE')}</Alert>}
          <DayOffRequestDialogFields form={form} choices={choices} tried={tried} disabled={busy} />
          <BulkPeopleDaysTable
            label={t('BULK_DAYS')}
            people={people}
            dates={dates}
            cell={() => cellText}
            results={results}
            doneKey="BULK_ADDED"
          />
          {/* part 1 §5: the limit warning is hidden in bulk; the admin may still go over the limits of the people that failed. */}
          {failedOverLimit &&
            (controls.ignoreCheckbox ? (
              <FormControlLabel
                control={
                  <Checkbox checked={ignoreLimits} onChange={(event) => setIgnoreLimits(event.target.checked)} />
                }
                label={t('REQUEST_IGNORE_LIMITS')}
              />
            ) : (
              <Alert severity="info">{t('REQUEST_ASK_ADMIN')}</Alert>
            ))}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={daysOffPath(person.internalId, year)} disabled={busy}>
              {t('BULK_BACK_TO_CALENDAR')}
            </Button>
            {form.rangeError === null && pending.length > 0 && (
              // People already done are not sent again: after a failure this retries the others.
              <Button type="submit" variant="contained" loading={busy}>
                {t('BULK_CONFIRM_ADD', { count: pending.length })}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

const BulkConfirmPage_employee = graphql`
  fragment BulkConfirmPage_employee on Employee @argumentDefinitions(year: { type: "Int!" }) {
    id
    internalId
    name
    daysOffUsage(year: $year) {
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
    permissions {
      actions
    }
  }
`;

const BulkConfirmPage_viewer = graphql`
  fragment BulkConfirmPage_viewer on Viewer {
    company {
      features
      integrations {
        features
      }
    }
  }
`;
