import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { DayOffTypesRouteQuery } from '../../../__generated__/DayOffTypesRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useSettingsViewer } from '../hooks/useSettingsViewer';
import { dayOffTypesRouteQuery } from '../queries';
import { addDayOffTypePath, companyHolidaysPath, dayOffTypesPath, safeBackPath, yearParam } from '../settingsPaths';
import { DayOffRulesets } from './DayOffRulesets';
import { DayOffTypesTable } from './DayOffTypesTable';
import { MissingTypesNotice } from './MissingTypesNotice';
import { OnlyAdminsNotice } from './OnlyAdminsNotice';
import { SettingsPageHeader } from './SettingsPageHeader';
import { YearSelect } from './YearSelect';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/**
 * Part 1 §2 /settings/daysOffTypes?year=: the year's types, its rulesets and the types of last year it
 * misses. Admins add, edit and copy (part 1 §6); others read the list with the notice why they cannot.
 */
export function DayOffTypesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const queryRef = useRouteQueryRef<DayOffTypesRouteQuery>();
  const data = usePreloadedQuery<DayOffTypesRouteQuery>(dayOffTypesRouteQuery, queryRef);
  const year = yearParam(params.get('year'), new Date().getFullYear());
  const viewer = useSettingsViewer(data.viewer!);
  const here = `${pathname}${search}`;
  return (
    <>
      <SettingsPageHeader title={t('SETTINGS_DAY_OFF_TYPES_TITLE', { year })} back={safeBackPath(params.get('back'))}>
        <YearSelect value={year} onChange={(next) => navigate(dayOffTypesPath(next))} />
        {/* The two settings pages of the calendar link to each other: there is no settings menu yet. */}
        <Button component={RouterLink} to={companyHolidaysPath(year, null, here)}>
          {t('SETTINGS_COMPANY_HOLIDAYS')}
        </Button>
        {viewer.mayManage && (
          <Button variant="contained" component={RouterLink} to={addDayOffTypePath(year, here)}>
            {t('SETTINGS_ADD_DAY_OFF_TYPE')}
          </Button>
        )}
      </SettingsPageHeader>
      {!viewer.mayManage && <OnlyAdminsNotice />}
      <Stack spacing={3}>
        {data.dayOffTypes ? (
          <>
            <MissingTypesNotice settings={data.dayOffTypes} mayCopy={viewer.mayManage} />
            <DayOffTypesTable settings={data.dayOffTypes} mayEdit={viewer.mayManage} back={here} />
            <DayOffRulesets settings={data.dayOffTypes} />
          </>
        ) : (
          <Alert severity="error">{t('SECTION_LOAD_FAILED')}</Alert>
        )}
      </Stack>
    </>
  );
}
