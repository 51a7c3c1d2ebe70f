import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { BottomButtons } from '@people/domain/calendar';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';
import { dayContractPath, newWagePath, verzuimEditPath, verzuimReportPath } from '../../../paths';

/** The viewer's actions that gate the buttons (permissions.actions, part 1 §6). */
type BottomBarActions = {
  planDaysOff: boolean;
  editDayContract: boolean;
  setNewWage: boolean;
  reportVerzuim: boolean;
};

type BottomBarProps = {
  /** The person's REST id, for the links (paths.ts). */
  employeeId: number;
  /** domain calendar bottomButtons of the selection (part 1 §2, §5). */
  buttons: BottomButtons;
  actions: BottomBarActions;
  /** The one selected day, when exactly one is selected. */
  singleDate: string | null;
  /** The verzuim of the selected sick day, when it has one. */
  verzuimId: number | null;
  onAdd(): void;
  onDelete(): void;
  onCancel(): void;
};

/**
 * The bottom buttons of part 1 §2 while days are selected: add X days, delete X days, edit day
 * contract, set new wage, report or edit verzuim, cancel. domain bottomButtons enables them; a button
 * whose action the viewer may not do is left out (part 1 §6: read-only mode hides edit and add actions).
 */
export function SelectionBottomBar(props: BottomBarProps) {
  const t = useT();
  const { employeeId, buttons, actions, singleDate, verzuimId } = props;
  return (
    <Paper
      role="toolbar"
      aria-label={t('SELECTION_ACTIONS')}
      elevation={6}
      variant="elevation"
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 2,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      {actions.planDaysOff && (
        <Button variant="contained" disabled={!buttons.add} onClick={props.onAdd}>
          {t(buttons.addCount === 1 ? 'ADD_ONE_DAY' : 'ADD_DAYS', { count: buttons.addCount })}
        </Button>
      )}
      {actions.planDaysOff && (
        <Button variant="contained" color="error" disabled={!buttons.remove} onClick={props.onDelete}>
          {t(buttons.deleteCount === 1 ? 'DELETE_ONE_DAY' : 'DELETE_DAYS', { count: buttons.deleteCount })}
        </Button>
      )}
      {actions.editDayContract && (
        <Button
          component={RouterLink}
          to={singleDate ? dayContractPath(employeeId, singleDate) : '#'}
          disabled={!buttons.editDayContract}
        >
          {t('EDIT_DAY_CONTRACT')}
        </Button>
      )}
      {actions.setNewWage && (
        <Button component={RouterLink} to={newWagePath(employeeId, singleDate)} disabled={!buttons.addContract}>
          {t('SET_NEW_WAGE')}
        </Button>
      )}
      {actions.reportVerzuim &&
        (buttons.editSickDay && verzuimId !== null ? (
          <Button component={RouterLink} to={verzuimEditPath(employeeId, verzuimId)}>
            {t('EDIT_VERZUIM')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={singleDate ? verzuimReportPath(employeeId, singleDate) : '#'}
            disabled={!buttons.reportVerzuim}
          >
            {t('REPORT_VERZUIM')}
          </Button>
        ))}
      <Button onClick={props.onCancel} sx={{ ml: 'auto' }}>
        {t('CANCEL')}
      </Button>
    </Paper>
  );
}
