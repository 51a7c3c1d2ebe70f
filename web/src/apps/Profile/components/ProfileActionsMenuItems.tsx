import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProfileActionsMenu_employee$data } from '../../../__generated__/ProfileActionsMenu_employee.graphql';
import { failureToast } from '../../../components/errorText';
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

type Props = {
  person: ProfileActionsMenu_employee$data;
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Sync runs with the menu closed: the menu's button shows it. */
  onSyncing: (syncing: boolean) => void;
};

/**
 * The open actions menu of ProfileActionsMenu (part 1 §2) and the modals its items open. Terminate shows
 * `permissions.terminationBlockedReason` as a warning toast when it is set.
 */
export function ProfileActionsMenuItems({ person, menuId, buttonId, anchor, onClose, onSyncing }: Props) {
  const t = useT();
  const toast = useToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [syncPerson, syncing] = useSyncPerson();
  const showTerminationBlocked = useTerminationBlockedToast();
  useEffect(() => onSyncing(syncing), [onSyncing, syncing]);

  const may = (action: Parameters<typeof canDo>[1]) => canDo(person.permissions, action);
  const open = (next: OpenDialog) => {
    onClose();
    setDialog(next);
  };
  // Part 1 §6, part 2 §6: a restricted Dimona account keeps Terminate in the menu, but choosing it shows the warning
  // toast (DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED) instead of opening the termination page.
  const blockedReason = person.permissions.terminationBlockedReason;
  const terminationBlocked = () => {
    onClose();
    if (blockedReason) showTerminationBlocked(blockedReason);
  };
  const sync = async () => {
    onClose();
    try {
      const payload = await syncPerson(person.id, person.internalId);
      const [error] = payload.userErrors;
      toast(
        error
          ? { severity: 'error', title: t('ERROR'), message: userErrorText(t, error) }
          : { severity: 'success', message: t('PERSON_SYNCED') },
      );
    } catch (error) {
      toast(failureToast(t, error, () => void sync()));
    }
  };

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {may('terminate') &&
          (blockedReason ? (
            <MenuItem onClick={terminationBlocked}>{t('TERMINATE')}</MenuItem>
          ) : (
            <MenuItem component={RouterLink} to={terminatePath(person.internalId)}>
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
      <ArchiveDialog
        open={dialog === 'archive'}
        onClose={() => setDialog(null)}
        employeeId={person.id}
        name={person.name}
      />
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
