import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { bottomButtons, type SelectedDay } from '@people/domain/calendar';
import type { IntegrationFeature } from '@people/domain/companyFlags';
import { useCallback, useMemo, useState, useTransition } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { DaysOffCalendar_employee$key } from '../../../__generated__/DaysOffCalendar_employee.graphql';
import type { DaysOffCalendar_viewer$key } from '../../../__generated__/DaysOffCalendar_viewer.graphql';
import type { DaysOffCalendarRefetchQuery } from '../../../__generated__/DaysOffCalendarRefetchQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { daysOffPath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { typeFilterOptions, type CalendarDayData, type SelectedItem } from '../calendarDays';
import { rememberYear } from '../daysOffStorage';
import { useCalendarSelection } from '../hooks/useCalendarSelection';
import { useTypeFilter } from '../hooks/useTypeFilter';
import { CalendarYear } from './CalendarYear';
import { DayOffRequestDialog, type DaysOffAddedResult } from './DayOffRequestDialog';
import { DaysOffConfirmSidebar, type DaysOffConfirmResult } from './DaysOffConfirmSidebar';
import { DeleteDaysOffDialog, type DaysOffRemovedResult } from './DeleteDaysOffDialog';
import { HolidaysWarning } from './HolidaysWarning';
import { ReplanButton } from './ReplanButton';
import { SelectionBottomBar } from './SelectionBottomBar';
import { TimeOffBudgetSection } from './TimeOffBudgetSection';
import { TypeFilter } from './TypeFilter';
import { YearSelect } from './YearSelect';

const NO_DAYS: readonly CalendarDayData[] = [];
// Read by screen readers, not drawn. '1px', not 1: MUI's sx reads a width of 1 as 100% (the calendar page
// was 1584 px wide in a 1440 px window).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type CalendarProps = {
  employee: DaysOffCalendar_employee$key;
  viewer: DaysOffCalendar_viewer$key | null;
  year: number;
};

type Confirmation = { result: DaysOffConfirmResult; followUpPath: string | null };

/**
 * The yearly days-off calendar of part 1 §2 with its selection (§4), bottom buttons (§5), type
 * filter (§7), holidays warning (§5), replanning (§7, §8) and time-off budget. The whole year is
 * read with this one fragment and drawn by the Relay-free CalendarYear.
 */
export function DaysOffCalendar({ employee, viewer, year }: CalendarProps) {
  const t = useT();
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment<DaysOffCalendarRefetchQuery, DaysOffCalendar_employee$key>(
    DaysOffCalendar_employee,
    employee,
  );
  const viewerData = useFragment(DaysOffCalendar_viewer, viewer);
  const [, startTransition] = useTransition();
  const integrationFeatures = useMemo(
    () =>
      (viewerData?.company.integrations ?? []).flatMap((integration) => integration.features) as IntegrationFeature[],
    [viewerData],
  );
  // part 1 §4: with sick-leave support (an integration with daysoff/verzuim) a sick-only day counts as add.
  const options = useMemo(
    () => ({ bulk: false, sickLeaveSupport: integrationFeatures.includes('daysoff/verzuim') }),
    [integrationFeatures],
  );
  const calendar = data.calendar.ok ? data.calendar.value : null;
  const days: readonly CalendarDayData[] = calendar?.days ?? NO_DAYS;
  const { selection, selectedDates, onDayClick, clear, resetForYearChange } = useCalendarSelection({
    days,
    employeeId: data.internalId,
    options,
  });
  const { hidden, setHidden } = useTypeFilter();
  const filterOptions = useMemo(() => typeFilterOptions(days), [days]);
  const [dialog, setDialog] = useState<'add' | 'delete' | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const addDays = useMemo(() => selection.filter((day) => day.mode === 'add'), [selection]);
  const deleteDays = useMemo(() => selection.filter((day) => day.mode === 'delete'), [selection]);

  // After a change on the server the year is read again; the calendar stays on screen meanwhile.
  const refresh = useCallback(
    () =>
      startTransition(() => {
        refetch({ year }, { fetchPolicy: 'network-only' });
      }),
    [refetch, year],
  );

  const changeYear = (next: number) => {
    resetForYearChange();
    rememberYear(data.internalId, next);
    void navigate(daysOffPath(data.internalId, next));
  };
  const done = (result: DaysOffConfirmResult, followUpPath: string | null) => {
    setDialog(null);
    clear();
    setConfirmation({ result, followUpPath });
    refresh();
  };
  const onAdded = (result: DaysOffAddedResult) =>
    done({ kind: 'added', count: result.entryIds.length, dates: result.dates }, result.followUpPath);
  const onRemoved = (result: DaysOffRemovedResult) =>
    done({ kind: 'removed', count: result.removedCount, dates: result.dates }, result.followUpPath);
  // part 1 §4: after the confirm sidebar, the Belgium-only unemployment follow-up when the check asked for it.
  const closeConfirmation = () => {
    const path = confirmation?.followUpPath;
    setConfirmation(null);
    if (path) void navigate(path);
  };

  const single = selection.length === 1 ? selection[0] : null;
  return (
    <Stack spacing={2}>
      <Box
        role="toolbar"
        aria-label={t('CALENDAR_OPTIONS')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <YearSelect year={year} onChange={changeYear} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <TypeFilter options={filterOptions} hidden={hidden} onChange={setHidden} />
        </Box>
        {canDo(data.permissions, 'replanDaysOff') && (
          <ReplanButton employeeId={data.id} name={data.name} onReplanned={refresh} />
        )}
      </Box>
      {calendar?.showHolidaysWarning && (
        <HolidaysWarning
          year={year}
          country={calendar.holidaysCountry}
          mayManage={canDo(data.permissions, 'manageDayOffTypes')}
        />
      )}
      {!data.calendar.ok && <Alert severity="error">{t('CALENDAR_LOAD_FAILED')}</Alert>}
      {calendar && (
        <Paper component="section" aria-label={t('CALENDAR_OF_YEAR', { year })} sx={{ p: 2 }}>
          <CalendarYear year={year} days={days} selectedDates={selectedDates} hidden={hidden} onDayClick={onDayClick} />
        </Paper>
      )}
      {/* Tab goes from the calendar's one tab stop to the bar; the count is announced as it changes. */}
      <Box aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
        {selection.length === 0
          ? ''
          : t(selection.length === 1 ? 'ONE_DAY_SELECTED' : 'DAYS_SELECTED', { count: selection.length })}
      </Box>
      {selection.length > 0 && (
        <SelectionBottomBar
          employeeId={data.internalId}
          buttons={bottomButtons(selection, integrationFeatures)}
          actions={{
            planDaysOff: canDo(data.permissions, 'planDaysOff'),
            editDayContract: canDo(data.permissions, 'editDayContract'),
            setNewWage: canDo(data.permissions, 'setNewWage'),
            reportVerzuim: canDo(data.permissions, 'reportVerzuim'),
          }}
          singleDate={single?.date ?? null}
          verzuimId={single ? sickDayVerzuim(single) : null}
          onAdd={() => setDialog('add')}
          onDelete={() => setDialog('delete')}
          onCancel={clear}
        />
      )}
      <TimeOffBudgetSection employee={data} />
      <DayOffRequestDialog
        employee={data}
        viewer={viewerData}
        year={year}
        selection={addDays}
        bulk={false}
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={onAdded}
      />
      <DeleteDaysOffDialog
        employee={data}
        year={year}
        selection={deleteDays}
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onRemoved={onRemoved}
      />
      <DaysOffConfirmSidebar
        open={confirmation !== null}
        result={confirmation?.result ?? null}
        onClose={closeConfirmation}
      />
    </Stack>
  );
}

function sickDayVerzuim(day: SelectedDay): number | null {
  const sick = (day.items as readonly SelectedItem[]).find(
    (item) => item.type === 'sick_day' && item.verzuimId !== null,
  );
  return sick?.verzuimId ?? null;
}

const DaysOffCalendar_employee = graphql`
  fragment DaysOffCalendar_employee on Employee
  @refetchable(queryName: "DaysOffCalendarRefetchQuery")
  @argumentDefinitions(year: { type: "Int!" }) {
    id
    internalId
    name
    permissions {
      actions
    }
    calendar(year: $year) @catch(to: RESULT) {
      showHolidaysWarning
      holidaysCountry
      days {
        date
        scheduledMinutes
        oneDayContract
        items {
          entryId
          company
          type
          dayOffTypeId
          name
          color
          status
          amPmHint
          startMinutes
          durationMinutes
          interpretation
          shortAbsenceLabel
          verzuimId
        }
        flags {
          today
          zeroSchedule
          noSchedule
          oneDayContract
          empty
          halfDay
        }
      }
    }
    ...TimeOffBudgetSection_employee @arguments(year: $year)
    ...DayOffRequestDialog_employee @arguments(year: $year)
    ...DeleteDaysOffDialog_employee @arguments(year: $year)
  }
`;

const DaysOffCalendar_viewer = graphql`
  fragment DaysOffCalendar_viewer on Viewer {
    company {
      integrations {
        features
      }
    }
    ...DayOffRequestDialog_viewer
  }
`;
