import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { CommuteHistory_employee$key } from '../../../__generated__/CommuteHistory_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { distanceText, transportLabel } from '../commuteText';

/** Part 2 §7 commutesHistory: every commute, the latest start first. */
export function CommuteHistory({ employee }: { employee: CommuteHistory_employee$key }) {
  const t = useT();
  const data = useFragment(CommuteHistory_employee, employee);
  const history = data.commuteHistory ?? [];
  return (
    <Paper component="section" aria-labelledby="commute-history-title" sx={{ p: 3 }}>
      <Typography id="commute-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('COMMUTE_HISTORY')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('NO_COMMUTE')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="commute-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('COMMUTE_SINCE')}</TableCell>
                <TableCell>{t('COMMUTE_KIND')}</TableCell>
                <TableCell>{t('TRANSPORT_TYPE')}</TableCell>
                <TableCell align="right">{t('DISTANCE')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{formatDate(t, c.startDate)}</TableCell>
                  <TableCell>
                    {c.type === 'VARIABLE'
                      ? t('COMMUTE_VARIABLE')
                      : t('COMMUTE_FIXED_DAYS', { days: c.daysPerWeek ?? 0 })}
                  </TableCell>
                  <TableCell>{transportLabel(t, c.transportType)}</TableCell>
                  <TableCell align="right">{distanceText(c.distanceKm)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

const CommuteHistory_employee = graphql`
  fragment CommuteHistory_employee on Employee {
    commuteHistory {
      id
      type
      transportType
      distanceKm
      daysPerWeek
      startDate
    }
  }
`;
