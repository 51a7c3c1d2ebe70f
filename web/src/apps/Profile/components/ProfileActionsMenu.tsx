import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileActionsMenu_employee$key } from '../../../__generated__/ProfileActionsMenu_employee.graphql';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { useT } from '../../../i18n/I18nProvider';
import { canDo } from '../profilePermissions';

// The menu, its modals and mutations load when it is first opened (preloaded on hover or focus of the
// button), not with the profile.
const ProfileActionsMenuItems = lazyComponent(() =>
  import('./ProfileActionsMenuItems').then((m) => m.ProfileActionsMenuItems),
);

const ACTIONS = ['terminate', 'archive', 'sync', 'unlink', 'relink', 'setSensitive'] as const;

/**
 * Part 1 §2 actions menu: terminate, archive person, sync person data, unlink person, relink
 * person, set sensitive profile; each only when `permissions.actions` has it (ProfileActionsMenuItems).
 */
export function ProfileActionsMenu({ employee }: { employee: ProfileActionsMenu_employee$key }) {
  const t = useT();
  const person = useFragment(ProfileActionsMenu_employee, employee);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [syncing, setSyncing] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  if (!ACTIONS.some((action) => canDo(person.permissions, action))) return null;
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
        onMouseEnter={ProfileActionsMenuItems.preload}
        onFocus={ProfileActionsMenuItems.preload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('ACTIONS')}
      </Button>
      <OnceOpened open={anchor !== null}>
        <ProfileActionsMenuItems
          person={person}
          menuId={menuId}
          buttonId={buttonId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onSyncing={setSyncing}
        />
      </OnceOpened>
    </>
  );
}

const ProfileActionsMenu_employee = graphql`
  fragment ProfileActionsMenu_employee on Employee {
    id
    internalId
    name
    sensitiveProfile
    permissions {
      actions
      terminationBlockedReason
    }
  }
`;
