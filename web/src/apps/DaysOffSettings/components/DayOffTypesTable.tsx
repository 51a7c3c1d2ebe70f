import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DayOffTypesTable_settings$key } from '../../../__generated__/DayOffTypesTable_settings.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { editDayOffTypePath } from '../settingsPaths';
import { limitLabel, settingsLabel } from '../settingsTexts';
import { ColorSwatch } from './ColorSwatch';

type Props = { settings: DayOffTypesTable_settings$key; mayEdit: boolean; back: string };

/** Part 1 §2 /settings/daysOffTypes: the year's types with the fields of part 1 §3 an admin compares them by. */
export function DayOffTypesTable({ settings, mayEdit, back }: Props) {
  const t = useT();
  const { types } = useFragment(DayOffTypesTable_settings, settings);
  const yesNo = (value: boolean) => t(value ? 'YES' : 'NO');
  const transfer = (type: (typeof types)[number]) => {
    if (!type.transferUnusedAmounts) return t('NO');
    return type.transferAmountsExpiryMonths == null
      ? t('SETTINGS_TRANSFER_NO_EXPIRY')
      : t('SETTINGS_TRANSFER_EXPIRES_AFTER', { months: type.transferAmountsExpiryMonths });
  };
  if (types.length === 0) {
    return (
      <Paper sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('SETTINGS_NO_DAY_OFF_TYPES')}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={t('SETTINGS_DAY_OFF_TYPES')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('SETTINGS_NAME')}</TableCell>
            <TableCell>{t('SETTINGS_KIND')}</TableCell>
            <TableCell>{t('SETTINGS_LIMITATION')}</TableCell>
            <TableCell>{t('SETTINGS_INTERPRETATION')}</TableCell>
            <TableCell>{t('SETTINGS_APPROVAL_NEEDED')}</TableCell>
            <TableCell>{t('SETTINGS_ALLOWED_SELFSERVICE')}</TableCell>
            <TableCell>{t('SETTINGS_TRANSFER_UNUSED')}</TableCell>
            <TableCell>{t('SETTINGS_ACTIVE')}</TableCell>
            {mayEdit && <TableCell>{t('ACTIONS')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type.id}>
              <TableCell>
                <ColorSwatch color={type.color} />
                {type.name}
              </TableCell>
              <TableCell>{settingsLabel(t, 'KIND', type.type)}</TableCell>
              <TableCell>{limitLabel(t, type.limitation, type)}</TableCell>
              <TableCell>{settingsLabel(t, 'INTERPRETATION', type.interpretation)}</TableCell>
              <TableCell>{yesNo(type.approvalNeeded)}</TableCell>
              <TableCell>{yesNo(type.allowedSelfservice)}</TableCell>
              <TableCell>{transfer(type)}</TableCell>
              <TableCell>{yesNo(type.active)}</TableCell>
              {mayEdit && (
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={editDayOffTypePath(type.internalId, type.year, back)}
                    aria-label={t('SETTINGS_EDIT_TYPE', { name: type.name })}
                  >
                    {t('EDIT')}
                  </Link>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const DayOffTypesTable_settings = graphql`
  fragment DayOffTypesTable_settings on DayOffTypeSettings {
    types {
      id
      internalId
      year
      name
      color
      type
      limitation
      maxYearlyAmountDays
      maxYearlyAmountMinutes
      interpretation
      approvalNeeded
      allowedSelfservice
      transferUnusedAmounts
      transferAmountsExpiryMonths
      active
    }
  }
`;
