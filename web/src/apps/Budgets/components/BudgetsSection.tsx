import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { BudgetsSection_employee$key } from '../../../__generated__/BudgetsSection_employee.graphql';
import type { BudgetsSectionRefetchQuery } from '../../../__generated__/BudgetsSectionRefetchQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { addBudgetPath, budgetPath, profilePath } from '../../../paths';
import { LazyYearSelect } from '../../DaysOff/components/LazyYearSelect';
import { CaughtSection, EmptyLine } from '../../Profile/components/ProfileSectionCard';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { budgetYear, rememberBudgetYear } from '../budgetStorage';
import { BudgetUsageBar } from './BudgetUsageBar';

/**
 * The profile's budgets section (part 1 §2, §3 budget usage and maximum in EUR, §4 red over the maximum): the budgets
 * of a year, a year selector remembered per person (§9), each budget linking to its detail; admins get the add link.
 */
export function BudgetsSection({ employee }: { employee: BudgetsSection_employee$key }) {
  const t = useT();
  const [data, refetch] = useRefetchableFragment<BudgetsSectionRefetchQuery, BudgetsSection_employee$key>(
    BudgetsSection_employee,
    employee,
  );
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [loading, startTransition] = useTransition();
  if (!canSee(data.permissions, 'budgets')) return null;
  const year = chosenYear ?? budgetYear(data.internalId);

  const changeYear = (next: number) => {
    rememberBudgetYear(data.internalId, next);
    setChosenYear(next);
    startTransition(() => {
      refetch({ year: next });
    });
  };

  const action = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {canDo(data.permissions, 'addBudget') && (
        <Link component={RouterLink} to={addBudgetPath(data.internalId, year, profilePath(data.internalId))}>
          {t('ADD_BUDGET')}
        </Link>
      )}
      <LazyYearSelect year={year} onChange={changeYear} disabled={loading} />
    </Box>
  );
  return (
    <CaughtSection id="budgets" title={t('BUDGETS')} result={data.budgets} action={action}>
      {(budgets) => (
        <Stack spacing={2} sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
          {budgets.length === 0 && <EmptyLine>{t('NO_BUDGETS', { year })}</EmptyLine>}
          {budgets.map((budget) => (
            <Link
              key={budget.id}
              component={RouterLink}
              to={budgetPath(data.internalId, budget.internalId, budget.year)}
              underline="none"
              color="inherit"
            >
              <BudgetUsageBar
                label={budget.budgetType}
                usage={budget.usage}
                maximum={budget.maximum}
                usagePercent={budget.usagePercent}
                overMaximum={budget.overMaximum}
              />
            </Link>
          ))}
        </Stack>
      )}
    </CaughtSection>
  );
}

const BudgetsSection_employee = graphql`
  fragment BudgetsSection_employee on Employee
  @refetchable(queryName: "BudgetsSectionRefetchQuery")
  @argumentDefinitions(year: { type: "Int!" }) {
    id
    internalId
    permissions {
      sections
      actions
    }
    budgets(year: $year) @catch(to: RESULT) {
      id
      internalId
      budgetType
      year
      maximum
      usage
      usagePercent
      overMaximum
    }
  }
`;
