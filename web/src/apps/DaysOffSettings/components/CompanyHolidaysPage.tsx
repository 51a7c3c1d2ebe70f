import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HOLIDAY_COUNTRIES } from '@people/domain/daysOff';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { CompanyHolidaysRouteQuery } from '../../../__generated__/CompanyHolidaysRouteQuery.graphql';
import { countryName } from '../../../i18n/countryName';
import { useT } from '../../../i18n/I18nProvider';
import { useSettingsViewer } from '../hooks/useSettingsViewer';
import { companyHolidaysRouteQuery } from '../queries';
import {
  companyHolidaysPath,
  countryParam,
  dayOffTypesPath,
  defaultHolidayCountry,
  safeBackPath,
  yearParam,
} from '../settingsPaths';
import { AddCompanyHolidayForm } from './AddCompanyHolidayForm';
import { CompanyHolidayList } from './CompanyHolidayList';
import { OnlyAdminsNotice } from './OnlyAdminsNotice';
import { SettingsPageHeader } from './SettingsPageHeader';
import { YearSelect } from './YearSelect';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/**
 * Part 1 §2 /settings/companyHolidays?year=&country=&back=: the company days off of a year in one holiday
 * country (part 1 §9: BE NL FR DE ES GB LU; without a country in the address, the company's, else BE).
 * Admins add and delete them (part 1 §6); others see the list.
 */
export function CompanyHolidaysPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryRef = useRouteQueryRef<CompanyHolidaysRouteQuery>();
  const data = usePreloadedQuery<CompanyHolidaysRouteQuery>(companyHolidaysRouteQuery, queryRef);
  const viewer = useSettingsViewer(data.viewer!);
  const year = yearParam(params.get('year'), new Date().getFullYear());
  const queriedCountry = countryParam(params.get('country'));
  const country = queriedCountry ?? defaultHolidayCountry(viewer.countryCode);
  const back = safeBackPath(params.get('back'));
  // The year and country are in the address, so the choice survives a reload and the back link stays.
  const go = (nextYear: number, nextCountry: string) =>
    navigate(companyHolidaysPath(nextYear, nextCountry, back), { replace: true });

  return (
    <>
      <SettingsPageHeader title={t('SETTINGS_COMPANY_HOLIDAYS_TITLE', { year })} back={back}>
        <YearSelect value={year} onChange={(next) => go(next, country)} />
        <TextField
          select
          size="small"
          label={t('SETTINGS_COUNTRY')}
          value={country}
          onChange={(event) => go(year, event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          {HOLIDAY_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, t.language)}
            </option>
          ))}
        </TextField>
      </SettingsPageHeader>
      {!viewer.mayManage && <OnlyAdminsNotice />}
      <Button component={RouterLink} to={dayOffTypesPath(year)} sx={{ mb: 2 }}>
        {t('SETTINGS_DAY_OFF_TYPES')}
      </Button>
      <Stack spacing={3}>
        {data.companyHolidays ? (
          <CompanyHolidayList
            holidays={data.companyHolidays}
            country={country}
            list={{ year, country: queriedCountry }}
            mayDelete={viewer.mayManage}
          />
        ) : (
          <Alert severity="error">{t('SECTION_LOAD_FAILED')}</Alert>
        )}
        {viewer.mayManage && <AddCompanyHolidayForm year={year} country={country} />}
      </Stack>
    </>
  );
}
