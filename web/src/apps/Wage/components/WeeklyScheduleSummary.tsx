import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@people/domain/dates';
import { DAY_NAMES } from '@people/domain/wage';
import { formatTimeInput } from '@people/domain/validation';
import { specValue } from '../../../graphqlEnums';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { recurringHolidayLines, type HolidayLine } from '../schedule';

type Props = {
  /** Minutes per weekday, Monday first, per week of the cycle. */
  weeks: ReadonlyArray<{ weekNr: number; minutes: readonly number[] }>;
  recurringHolidays: Parameters<typeof recurringHolidayLines>[0];
};

/** 'Wednesday, week 2: 4h time off from 13:00'. */
export function holidayLineText(t: Translator, line: HolidayLine): string {
  const kindKey = `WAGE_INTERPRETATION_${specValue(line.interpretation)}`;
  const kind = t.has(kindKey) ? t(kindKey) : line.interpretation;
  const values = { day: t(`WAGE_DAY_${line.day}`), week: line.weekNr, duration: formatDuration(line.minutes), kind };
  return line.startingPoint === null
    ? t('WAGE_RECURRING_HOLIDAY_LINE', values)
    : t('WAGE_RECURRING_HOLIDAY_LINE_FROM', { ...values, time: formatTimeInput(line.startingPoint) });
}

/**
 * The tooltip of the average weekly hours (part 1 §2 "Wage box"): the weekly schedule per week and weekday, then the
 * recurring holidays.
 */
export function WeeklyScheduleSummary({ weeks, recurringHolidays }: Props) {
  const t = useT();
  const lines = recurringHolidayLines(recurringHolidays);
  const cell = { px: 0.75, py: 0.125, border: 0, color: 'inherit', fontSize: 'inherit', textAlign: 'right' } as const;
  return (
    <Box sx={{ py: 0.5, typography: 'caption' }}>
      {/* Weekdays down, weeks of the cycle across: a 4-week cycle stays a compact grid. */}
      <Box component="table" sx={{ borderCollapse: 'collapse', mb: 1 }}>
        <thead>
          <tr>
            <Box component="th" sx={cell} />
            {weeks.map((week) => (
              <Box component="th" key={week.weekNr} scope="col" sx={cell}>
                {t('WAGE_WEEK_N', { week: week.weekNr })}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {DAY_NAMES.map((day, i) => (
            <tr key={day}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                {t(`WAGE_DAY_${day}`)}
              </Box>
              {weeks.map((week) => (
                <Box component="td" key={week.weekNr} sx={cell}>
                  {formatDuration(week.minutes[i] ?? 0)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {t('WAGE_RECURRING_HOLIDAYS')}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="caption" component="p">
          {t('WAGE_NO_RECURRING_HOLIDAYS')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {lines.map((line, i) => (
            <Typography key={i} variant="caption" component="li">
              {holidayLineText(t, line)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
