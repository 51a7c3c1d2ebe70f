import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { failureToast } from '../../../components/errorText';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ProfileActionsMenu_employee$key } from '../../../__generated__/ProfileActionsMenu_employee.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { terminatePath } from '../../../paths';
import { useTerminationBlockedToast } from '../../Wage/hooks/useTerminationBlockedToast';
import { useSyncPerson } from '../hooks/useSyncPerson';
import { canDo } from '../profilePermissions';
import { ArchiveDialog } from './ArchiveDialog';
import { PersonLinkDialog, type PersonLinkMode } from './PersonLinkDialog';
import { SensitiveProfileDialog } from './SensitiveProfileDialog';

type OpenDialog = 'archive' | 'sensitive' | PersonLinkMode | null;

/**
 * Part 1 §2 actions menu: terminate, archive person, sync person data, unlink person, relink
 * person, set sensitive profile; each only when `permissions.actions` has it. Terminate shows
 * `permissions.terminationBlockedReason` as a warning toast when it is set.
 */
export function ProfileActionsMenu({ employee }: { employee: ProfileActionsMenu_employee$key }) {
  const t = useT();
  const toast = useToast();
  const person = useFragment(ProfileActionsMenu_employee, employee);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [syncPerson, syncing] = useSyncPerson();
  const showTerminationBlocked = useTerminationBlockedToast();
  const menuId = useId();
  const buttonId = useId();

  const may = (action: Parameters<typeof canDo>[1]) => canDo(person.permissions, action);
  const items = (['terminate', 'archive', 'sync', 'unlink', 'relink', 'setSensitive'] as const).filter(may);
  if (items.length === 0) return null;

  const open = (next: OpenDialog) => {
    setAnchor(null);
    setDialog(next);
  };
  // Part 1 §6, part 2 §6: a restricted Dimona account keeps Terminate in the menu, but choosing it shows the warning
  // toast (DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED) instead of opening the termination page.
  const blockedReason = person.permissions.terminationBlockedReason;
  const terminationBlocked = () => {
    setAnchor(null);
    if (blockedReason) showTerminationBlocked(blockedReason);
  };
  const sync = async () => {
    setAnchor(null);
    try {
      const payload = await syncPerson(person.id);
      const [error] = payload.userErrors;
      toast(error ? { severity: 'error', title: t('ERROR'), message: userErrorText(t, error) } : { severity: 'success', message: t('PERSON_SYNCED') });
    } catch (error) {
      toast(failureToast(t, error, () => void sync()));
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        loading={syncing}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('ACTIONS')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {may('terminate') &&
          (blockedReason ? (
            <MenuItem onClick={terminationBlocked}>{t('TERMINATE')}</MenuItem>
          ) : (
            <MenuItem component={RouterLink} to={terminatePath(person.id)}>
              {t('TERMINATE')}
            </MenuItem>
          ))}
        {may('archive') && <MenuItem onClick={() => open('archive')}>{t('ARCHIVE_PERSON')}</MenuItem>}
        {may('sync') && <MenuItem onClick={sync}>{t('SYNC_PERSON_DATA')}</MenuItem>}
        {may('unlink') && <MenuItem onClick={() => open('unlink')}>{t('UNLINK_PERSON')}</MenuItem>}
        {may('relink') && <MenuItem onClick={() => open('relink')}>{t('RELINK_PERSON')}</MenuItem>}
        {may('setSensitive') && (
          <MenuItem onClick={() => open('sensitive')}>
            {t(person.sensitiveProfile ? 'UNSET_SENSITIVE_PROFILE' : 'SET_SENSITIVE_PROFILE')}
          </MenuItem>
        )}
      </Menu>
      <ArchiveDialog open={dialog === 'archive'} onClose={() => setDialog(null)} employeeId={person.id} name={person.name} />
      <SensitiveProfileDialog
        open={dialog === 'sensitive'}
        onClose={() => setDialog(null)}
        employeeId={person.id}
        name={person.name}
        sensitive={person.sensitiveProfile}
      />
      <PersonLinkDialog
        mode={dialog === 'unlink' || dialog === 'relink' ? dialog : null}
        onClose={() => setDialog(null)}
        employeeId={person.id}
        name={person.name}
      />
    </>
  );
}

const ProfileActionsMenu_employee = graphql`
  fragment ProfileActionsMenu_employee on Employee {
    id
    name
    sensitiveProfile
    permissions {
      actions
      terminationBlockedReason
    }
  }
`;
