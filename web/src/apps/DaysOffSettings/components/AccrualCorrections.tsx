import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@people/domain/dates';
import { formatDate } from '../../../i18n/formatDate';
import { mayApplyCorrection } from '@people/domain/permissions';
import type { ViewerFlags } from '@people/domain/permissions';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AccrualCorrections_dayOffType$key } from '../../../__generated__/AccrualCorrections_dayOffType.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { asLimitation } from '../settingsEnums';
import { accrualCorrectionPath } from '../settingsPaths';

type Props = { dayOffType: AccrualCorrections_dayOffType$key; viewer: ViewerFlags; back: string };

/**
 * Part 1 §2, §5: the leave-accrual corrections of an accrual type; 'Apply correction' only for accrual
 * types and a viewer with wage access (domain mayApplyCorrection). Other types show nothing.
 */
export function AccrualCorrections({ dayOffType, viewer, back }: Props) {
  const t = useT();
  const type = useFragment(AccrualCorrections_dayOffType, dayOffType);
  if (type.limitation !== 'LEAVE_ACCRUAL') return null;
  return (
    <Paper component="section" aria-label={t('SETTINGS_ACCRUAL_CORRECTIONS')} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('SETTINGS_ACCRUAL_CORRECTIONS')}
        </Typography>
        {mayApplyCorrection(asLimitation(type.limitation), viewer) && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={accrualCorrectionPath(type.internalId, type.year, { back })}
          >
            {t('SETTINGS_APPLY_CORRECTION')}
          </Button>
        )}
      </Box>
      {type.accrualCorrections.length === 0 ? (
        <Typography color="text.secondary">{t('SETTINGS_NO_CORRECTIONS')}</Typography>
      ) : (
        <Table size="small" aria-label={t('SETTINGS_ACCRUAL_CORRECTIONS')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('SETTINGS_PERSON')}</TableCell>
              <TableCell>{t('SETTINGS_DATE')}</TableCell>
              <TableCell>{t('SETTINGS_CORRECTION')}</TableCell>
              <TableCell>{t('NOTE')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {type.accrualCorrections.map((correction) => (
              <TableRow key={correction.internalId}>
                <TableCell>{correction.employeeName}</TableCell>
                <TableCell>{formatDate(t, correction.date)}</TableCell>
                {/* A correction adds or takes off: the sign is always shown. */}
                <TableCell>
                  {correction.minutes > 0
                    ? `+${formatDuration(correction.minutes)}`
                    : formatDuration(correction.minutes)}
                </TableCell>
                <TableCell>{correction.note ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

const AccrualCorrections_dayOffType = graphql`
  fragment AccrualCorrections_dayOffType on DayOffType {
    internalId
    year
    limitation
    accrualCorrections {
      internalId
      employeeName
      date
      minutes
      note
    }
  }
`;
