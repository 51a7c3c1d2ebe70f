import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DayOffTypeExceptions_dayOffType$key } from '../../../__generated__/DayOffTypeExceptions_dayOffType.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { exceptionPath } from '../settingsPaths';
import { limitLabel } from '../settingsTexts';

/** Part 1 §5 exception links: the id a new exception has, which offers Add exception. */
const NEW_EXCEPTION_ID = -1;

/**
 * Part 1 §2, §5: the people whose limit on this type differs from the type's, each with Edit exception
 * (an id of 0 or more), and Add exception (id −1).
 */
export function DayOffTypeExceptions({
  dayOffType,
  back,
}: {
  dayOffType: DayOffTypeExceptions_dayOffType$key;
  back: string;
}) {
  const t = useT();
  const type = useFragment(DayOffTypeExceptions_dayOffType, dayOffType);
  const addPath = exceptionPath(type, NEW_EXCEPTION_ID, { back });
  return (
    <Paper component="section" aria-label={t('SETTINGS_EXCEPTIONS')} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('SETTINGS_EXCEPTIONS')}
        </Typography>
        {addPath && (
          <Button variant="outlined" component={RouterLink} to={addPath}>
            {t('SETTINGS_ADD_EXCEPTION')}
          </Button>
        )}
      </Box>
      {type.exceptions.length === 0 ? (
        <Typography color="text.secondary">{t('SETTINGS_NO_EXCEPTIONS')}</Typography>
      ) : (
        <Table size="small" aria-label={t('SETTINGS_EXCEPTIONS')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('SETTINGS_PERSON')}</TableCell>
              <TableCell>{t('SETTINGS_LIMITATION')}</TableCell>
              <TableCell>{t('ACTIONS')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {type.exceptions.map((exception) => {
              const editPath = exceptionPath(type, exception.internalId, { employeeId: exception.employeeId, back });
              return (
                <TableRow key={exception.id}>
                  <TableCell>{exception.employeeName}</TableCell>
                  <TableCell>{limitLabel(t, exception.limitation, exception)}</TableCell>
                  <TableCell>
                    {editPath && (
                      <Link
                        component={RouterLink}
                        to={editPath}
                        aria-label={t('SETTINGS_EDIT_EXCEPTION_OF', { name: exception.employeeName })}
                      >
                        {t('SETTINGS_EDIT_EXCEPTION')}
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

const DayOffTypeExceptions_dayOffType = graphql`
  fragment DayOffTypeExceptions_dayOffType on DayOffType {
    internalId
    year
    limitation
    exceptions {
      id
      internalId
      employeeId
      employeeName
      limitation
      maxYearlyAmountDays
      maxYearlyAmountMinutes
    }
  }
`;
