import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { countryName } from '../../../i18n/countryName';
import { useT } from '../../../i18n/I18nProvider';
import { companyHolidaysPath } from '../../DaysOffSettings/settingsPaths';

type HolidaysWarningProps = {
  year: number;
  /** The person's holiday country (part 1 §9, default BE). */
  country: string;
  /** Whether the viewer may open the company-holiday settings (admins, part 1 §6). */
  mayManage: boolean;
};

/**
 * part 1 §2, §5: no company days off exist for the year in the person's holiday country. The link to
 * /settings/companyHolidays?year=&country=&back= brings the user back to this calendar. The settings
 * are for admins (part 1 §6 day-off type management): others read the warning without the link.
 */
export function HolidaysWarning({ year, country, mayManage }: HolidaysWarningProps) {
  const t = useT();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Alert severity="warning">
      {t('NO_COMPANY_HOLIDAYS', { year, country: countryName(country, t.language) })}{' '}
      {mayManage && (
        <Link component={RouterLink} to={companyHolidaysPath(year, country, back)} color="inherit" underline="always">
          {t('SET_COMPANY_HOLIDAYS')}
        </Link>
      )}
    </Alert>
  );
}
