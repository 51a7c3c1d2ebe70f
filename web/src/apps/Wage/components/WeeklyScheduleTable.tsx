import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDuration } from '@people/domain/dates';
import { DAY_NAMES } from '@people/domain/wage';
import { useT } from '../../../i18n/I18nProvider';

type Props = {
  weeks: ReadonlyArray<{ weekNr: number; minutes: readonly number[]; totalMinutes: number }>;
  label: string;
};

/** The weekly schedule (part 1 §3): one row per week of the cycle, minutes per weekday shown in h and min (§9). */
export function WeeklyScheduleTable({ weeks, label }: Props) {
  const t = useT();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('WAGE_WEEK')}</TableCell>
            {DAY_NAMES.map((day) => (
              <TableCell key={day} align="right">
                {t(`WAGE_DAY_${day}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('WAGE_TOTAL')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.weekNr}>
              <TableCell component="th" scope="row">
                {week.weekNr}
              </TableCell>
              {DAY_NAMES.map((day, i) => (
                <TableCell key={day} align="right">
                  {formatDuration(week.minutes[i] ?? 0)}
                </TableCell>
              ))}
              <TableCell align="right">{formatDuration(week.totalMinutes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
