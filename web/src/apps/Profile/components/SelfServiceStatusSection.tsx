import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { pincodeState } from '@people/domain/profile';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { SelfServiceStatusSection_employee$key } from '../../../__generated__/SelfServiceStatusSection_employee.graphql';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { useT } from '../../../i18n/I18nProvider';
import { invitePath } from '../../../paths';
import { canDo, canSee } from '../profilePermissions';
import { CaughtSection } from './ProfileSectionCard';

// The modal and its mutation load when first opened (preloaded on hover or focus), not with the profile.
const ResetPincodeDialog = lazyComponent(() => import('./ResetPincodeDialog').then((m) => m.ResetPincodeDialog));

/**
 * Spec part 1 §2 self-service status and §4 pincode: blocked shows the red reset button (action
 * resetPincode); a person who has not finished onboarding can be invited (action inviteSelfService),
 * and the latest invitation's day is shown; one who has is active.
 */
export function SelfServiceStatusSection({ employee }: { employee: SelfServiceStatusSection_employee$key }) {
  const t = useT();
  const data = useFragment(SelfServiceStatusSection_employee, employee);
  const [resetOpen, setResetOpen] = useState(false);
  if (!canSee(data.permissions, 'selfServiceStatus')) return null;
  return (
    <CaughtSection id="self-service" title={t('SELF_SERVICE')} result={data.selfServiceStatus}>
      {(status) => {
        const state = pincodeState(status, status.onboardingFinished);
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
            {state === 'blocked' && (
              <>
                <Typography color="error">{t('PINCODE_BLOCKED')}</Typography>
                {canDo(data.permissions, 'resetPincode') && (
                  <Button
                    variant="contained"
                    color="error"
                    onClick={() => setResetOpen(true)}
                    onMouseEnter={ResetPincodeDialog.preload}
                    onFocus={ResetPincodeDialog.preload}
                  >
                    {t('RESET_PIN')}
                  </Button>
                )}
                <OnceOpened open={resetOpen}>
                  <ResetPincodeDialog
                    open={resetOpen}
                    onClose={() => setResetOpen(false)}
                    employeeId={data.id}
                    name={data.name}
                  />
                </OnceOpened>
              </>
            )}
            {state === 'invite' && (
              <>
                <Typography>{t('SELF_SERVICE_NOT_STARTED')}</Typography>
                {status.invitedAt && (
                  <Typography variant="body2" color="text.secondary">
                    {t('INVITED_ON', { date: formatDate(t, status.invitedAt) })}
                  </Typography>
                )}
                {canDo(data.permissions, 'inviteSelfService') && (
                  <Button variant="outlined" component={RouterLink} to={invitePath(data.internalId)}>
                    {t('INVITE_TO_SELF_SERVICE')}
                  </Button>
                )}
              </>
            )}
            {state === 'active' && (
              <>
                <Typography>{t('SELF_SERVICE_ACTIVE')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(status.pincodeSet ? 'PINCODE_SET' : 'PINCODE_NOT_SET')}
                </Typography>
              </>
            )}
          </Box>
        );
      }}
    </CaughtSection>
  );
}

const SelfServiceStatusSection_employee = graphql`
  fragment SelfServiceStatusSection_employee on Employee {
    id
    internalId
    name
    permissions {
      sections
      actions
    }
    selfServiceStatus @catch(to: RESULT) {
      pincodeSet
      blocked
      onboardingFinished
      invitedAt
    }
  }
`;
