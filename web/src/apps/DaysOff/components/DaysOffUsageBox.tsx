import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DaysOffUsageBox_employee$key } from '../../../__generated__/DaysOffUsageBox_employee.graphql';
import type { DaysOffUsageBoxRefetchQuery } from '../../../__generated__/DaysOffUsageBoxRefetchQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { daysOffPath, personCalendarMonthPath } from '../../../paths';
import { CaughtSection } from '../../Profile/components/ProfileSectionCard';
import { canSee } from '../../Profile/profilePermissions';
import { currentYear, rememberedYear, rememberYear } from '../daysOffStorage';
import { DaysOffUsageList } from './DaysOffUsageList';
import { LazyYearSelect } from './LazyYearSelect';

/**
 * The profile's days-off usage box (part 1 §2): the usage rows of a year, 3 shown collapsed, a year
 * selector (current year ± 9) remembered per person, and a link to the yearly calendar.
 */
export function DaysOffUsageBox({ employee }: { employee: DaysOffUsageBox_employee$key }) {
  const t = useT();
  const [data, refetch] = useRefetchableFragment<DaysOffUsageBoxRefetchQuery, DaysOffUsageBox_employee$key>(
    DaysOffUsageBox_employee,
    employee,
  );
  // The profile's query asked for the remembered year (Profile/routes.tsx): the same default here.
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [loading, startTransition] = useTransition();
  if (!canSee(data.permissions, 'daysOffUsage')) return null;
  const year =
    chosenYear ??
    (data.daysOffUsage.ok ? data.daysOffUsage.value?.year : null) ??
    rememberedYear(data.internalId) ??
    currentYear();

  const changeYear = (next: number) => {
    rememberYear(data.internalId, next);
    setChosenYear(next);
    startTransition(() => {
      refetch({ year: next });
    });
  };

  const action = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={daysOffPath(data.internalId, year)}>
        {t('OPEN_CALENDAR')}
      </Link>
      {/* The person calendar month of today, today highlighted (part 1 §2 /calendar/person/{id}/{year}/{month}). */}
      <Link component={RouterLink} to={thisMonthPath(data.internalId)}>
        {t('THIS_MONTH_CALENDAR')}
      </Link>
      <LazyYearSelect year={year} onChange={changeYear} disabled={loading} />
    </Box>
  );
  return (
    <CaughtSection id="days-off-usage" title={t('DAYS_OFF_USAGE')} result={data.daysOffUsage} action={action}>
      {(usage) => (
        <Box sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
          <DaysOffUsageList usage={usage} collapsible />
        </Box>
      )}
    </CaughtSection>
  );
}

function thisMonthPath(employeeId: number): string {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return personCalendarMonthPath(employeeId, now.getFullYear(), now.getMonth() + 1, today);
}

const DaysOffUsageBox_employee = graphql`
  fragment DaysOffUsageBox_employee on Employee
  @refetchable(queryName: "DaysOffUsageBoxRefetchQuery")
  @argumentDefinitions(year: { type: "Int!" }) {
    id
    internalId
    permissions {
      sections
    }
    daysOffUsage(year: $year) @catch(to: RESULT) {
      year
      ...DaysOffUsageList_usage
    }
  }
`;
