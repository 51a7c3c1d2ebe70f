import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';
import { terminatePath } from '../../../paths';
import { useTerminationBlockedToast } from '../hooks/useTerminationBlockedToast';

type Props = {
  employeeId: number;
  wage: { readonly id: string; readonly payrollData: { readonly isContractlessEmploymentContinuation: boolean } };
  /** permissions.terminationBlockedReason: the warning toast shown instead (part 1 §6). */
  blockedReason: string | null | undefined;
};

/**
 * Terminate: the termination page (part 1 §2 /people/{id}/wage/end, with wage_id under contractless employment
 * continuation), or under a restricted Dimona account the warning toast instead (part 1 §6).
 */
export function TerminateWageButton({ employeeId, wage, blockedReason }: Props) {
  const t = useT();
  const showBlocked = useTerminationBlockedToast();
  if (blockedReason) {
    return (
      <Button color="error" onClick={() => showBlocked(blockedReason)}>
        {t('TERMINATE')}
      </Button>
    );
  }
  const wageId = wage.payrollData.isContractlessEmploymentContinuation ? wage.id : null;
  return (
    <Button color="error" component={RouterLink} to={terminatePath(employeeId, wageId)}>
      {t('TERMINATE')}
    </Button>
  );
}
