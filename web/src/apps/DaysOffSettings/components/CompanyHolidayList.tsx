import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyHolidayList_holidays$key } from '../../../__generated__/CompanyHolidayList_holidays.graphql';
import { useToast } from '../../../components/ToastProvider';
import { countryName } from '../../../i18n/countryName';
import { useT } from '../../../i18n/I18nProvider';
import { ConfirmDialog } from '../../Profile/components/ConfirmDialog';
import type { HolidayListArgs } from '../hooks/companyHolidayLists';
import { useDeleteCompanyHoliday } from '../hooks/useDeleteCompanyHoliday';
import { useUserErrors } from '../hooks/useUserErrors';
import { ColorSwatch } from './ColorSwatch';

type Props = {
  holidays: CompanyHolidayList_holidays$key;
  /** The holiday country shown. */
  country: string;
  /** The list the page loaded, which a deletion updates. */
  list: HolidayListArgs;
  mayDelete: boolean;
};

/** Part 1 §2 /settings/companyHolidays: the company days off of the country, by date, each deletable after a confirmation. */
export function CompanyHolidayList({ holidays, country, list, mayDelete }: Props) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(CompanyHolidayList_holidays, holidays);
  const [deleting, setDeleting] = useState<(typeof data)[number] | null>(null);
  const [deleteHoliday, busy] = useDeleteCompanyHoliday();
  const { errors, run, clear } = useUserErrors();
  // Without a country in the address all countries were fetched: the page shows one.
  const shown = data.filter((holiday) => holiday.countryCode === country);

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await run(() => deleteHoliday(deleting.id, list))) {
      toast({ severity: 'success', message: t('SETTINGS_COMPANY_HOLIDAY_DELETED', { name: deleting.specialName }) });
      setDeleting(null);
    }
  };

  return (
    <Paper component="section" aria-label={t('SETTINGS_COMPANY_HOLIDAYS')} sx={{ p: 2 }}>
      {shown.length === 0 ? (
        <Alert severity="info">
          {t('SETTINGS_NO_COMPANY_HOLIDAYS', { country: countryName(country, t.language) })}
        </Alert>
      ) : (
        <Table size="small" aria-label={t('SETTINGS_COMPANY_HOLIDAYS')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('SETTINGS_DATE')}</TableCell>
              <TableCell>{t('SETTINGS_NAME')}</TableCell>
              {mayDelete && <TableCell>{t('ACTIONS')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((holiday) => (
              <TableRow key={holiday.id}>
                <TableCell>{formatDate(t, holiday.date)}</TableCell>
                <TableCell>
                  <ColorSwatch color={holiday.color} />
                  {holiday.specialName}
                </TableCell>
                {mayDelete && (
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => {
                        clear();
                        setDeleting(holiday);
                      }}
                      aria-label={t('SETTINGS_DELETE_COMPANY_HOLIDAY_OF', {
                        name: holiday.specialName,
                        date: formatDate(t, holiday.date),
                      })}
                    >
                      {t('DELETE')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('SETTINGS_DELETE_COMPANY_HOLIDAY')}
        confirmLabel={t('DELETE')}
        confirmColor="error"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={busy}
        errors={errors}
      >
        <Typography>
          {deleting &&
            t('SETTINGS_DELETE_COMPANY_HOLIDAY_TEXT', {
              name: deleting.specialName,
              date: formatDate(t, deleting.date),
              country: countryName(deleting.countryCode, t.language),
            })}
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}

const CompanyHolidayList_holidays = graphql`
  fragment CompanyHolidayList_holidays on CompanyHoliday @relay(plural: true) {
    id
    date
    specialName
    color
    countryCode
  }
`;
