import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DaysOffCalendarRouteQuery } from '../../../__generated__/DaysOffCalendarRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { rememberYear } from '../daysOffStorage';
import { daysOffCalendarRouteQuery } from '../queries';
import { DaysOffCalendar } from './DaysOffCalendar';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/daysOff?year=: the yearly calendar of one person. */
export function DaysOffCalendarPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<DaysOffCalendarRouteQuery>();
  const { employee, viewer } = usePreloadedQuery<DaysOffCalendarRouteQuery>(daysOffCalendarRouteQuery, queryRef);
  const { id, year } = queryRef.variables;
  // part 1 §9: the year shown is the one remembered for this person next time.
  useEffect(() => rememberYear(id, year), [id, year]);
  // Missing and another company's people answer null alike.
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* part 1 §2 back link: this app has no /calendar/person page yet, so it is always the profile. */}
        <Button
          component={RouterLink}
          to={profilePath(employee.internalId)}
          startIcon={<ArrowBack />}
          sx={{ flex: 'none' }}
        >
          {t('GO_BACK')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('DAYS_OFF_OF', { name: employee.name })}
        </Typography>
      </Box>
      {/* Another year is another calendar: the selection of part 1 §4 does not carry over. */}
      <DaysOffCalendar key={year} employee={employee} viewer={viewer ?? null} year={year} />
    </Box>
  );
}
