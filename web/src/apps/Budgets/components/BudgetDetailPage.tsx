import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { BudgetDetailRouteQuery } from '../../../__generated__/BudgetDetailRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { budgetDetailRouteQuery } from '../queries';
import { BudgetDetail } from './BudgetDetail';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/budget/{budgetId}/{year}: one budget of the person, with its items. */
export function BudgetDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryRef = useRouteQueryRef<BudgetDetailRouteQuery>();
  const { employee, node } = usePreloadedQuery<BudgetDetailRouteQuery>(budgetDetailRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  // A budget of someone else (or missing, or hidden) is not this person's budget.
  if (!node?.detail || node.employee?.id !== employee.id) return <ErrorBox reason={t('BUDGET_NOT_FOUND')} />;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={profilePath(employee.internalId)} variant="body2">
        {t('BACK_TO_PROFILE', { name: employee.name })}
      </Link>
      <Typography variant="h5" component="h1">
        {t('BUDGETS_OF', { name: employee.name })}
      </Typography>
      <BudgetDetail
        budget={node.detail}
        mayManageItems={canDo(employee.permissions, 'manageBudgetItems')}
        mayEdit={canDo(employee.permissions, 'editBudget')}
        onDeleted={() => navigate(profilePath(employee.internalId))}
      />
    </Stack>
  );
}
