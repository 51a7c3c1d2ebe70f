import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WageActions_employee$key } from '../../../__generated__/WageActions_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { newWagePath, wageDetailsPath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { TerminateWageButton } from './TerminateWageButton';

type Props = { employee: WageActions_employee$key; showDetailsLink?: boolean };

/**
 * Below the chart (part 1 §2 "Wage box"): 'view wage details' and the actions this viewer may use here: set new
 * wage, and terminate, offered only for a wage without end date (part 1 §4).
 */
export function WageActions({ employee, showDetailsLink = true }: Props) {
  const t = useT();
  const data = useFragment(WageActions_employee, employee);
  const wage = data.currentWage;
  const mayTerminate = canDo(data.permissions, 'terminate') && wage !== null && wage !== undefined && wage.mayTerminate;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {showDetailsLink && (
        <Link component={RouterLink} to={wageDetailsPath(data.internalId)} sx={{ mr: 'auto' }}>
          {t('WAGE_VIEW_DETAILS')}
        </Link>
      )}
      {canDo(data.permissions, 'setNewWage') && (
        <Button variant="outlined" component={RouterLink} to={newWagePath(data.internalId)}>
          {t('WAGE_SET_NEW')}
        </Button>
      )}
      {mayTerminate && (
        <TerminateWageButton
          employeeId={data.internalId}
          wage={wage}
          blockedReason={data.permissions.terminationBlockedReason}
        />
      )}
    </Box>
  );
}

const WageActions_employee = graphql`
  fragment WageActions_employee on Employee {
    id
    internalId
    permissions {
      actions
      terminationBlockedReason
    }
    currentWage {
      id
      internalId
      mayTerminate
      payrollData {
        isContractlessEmploymentContinuation
      }
    }
  }
`;
