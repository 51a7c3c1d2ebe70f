import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { AddBudgetRouteQuery } from '../../../__generated__/AddBudgetRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { useAddBudget } from '../hooks/useBudgetMutations';
import { addBudgetRouteQuery } from '../queries';
import { backPathOf, queryYearOf } from '../budgetParams';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/**
 * Part 1 §2 /settings/budgets/add?employee_id=&year=&back=: a budget of a type (the year's defaults offered, any other
 * name allowed) with its maximum in EUR, prefilled from the type's default; back to `back` afterwards.
 */
export function AddBudgetPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryRef = useRouteQueryRef<AddBudgetRouteQuery>();
  const { employee, budgetDefaults } = usePreloadedQuery<AddBudgetRouteQuery>(addBudgetRouteQuery, queryRef);
  const [add, busy] = useAddBudget();
  const { errors, run } = usePayloadErrors();
  const [budgetType, setBudgetType] = useState('');
  const [maximum, setMaximum] = useState('');
  const year = queryYearOf(params.get('year'));
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const back = backPathOf(params.get('back'), profilePath(employee.internalId));
  if (!canDo(employee.permissions, 'addBudget')) return <ErrorBox reason={t('ADD_BUDGET_NOT_ALLOWED')} />;
  const defaults = budgetDefaults.ok ? (budgetDefaults.value ?? []) : [];

  const chooseType = (value: string) => {
    setBudgetType(value);
    const known = defaults.find((d) => d.budgetType.toLowerCase() === value.trim().toLowerCase());
    if (known && maximum === '') setMaximum(String(known.maximum));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => add(employee.id, budgetType.trim(), year, Number(maximum.replace(',', '.')))))
      void navigate(back);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 600 }}>
      <Link component={RouterLink} to={back} variant="body2">
        {t('GO_BACK')}
      </Link>
      <Typography variant="h5" component="h1">
        {t('ADD_BUDGET_FOR', { name: employee.name, year })}
      </Typography>
      {errors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
      <Paper component="form" sx={{ p: 3 }} onSubmit={submit}>
        <Stack spacing={2}>
          <Autocomplete
            freeSolo
            options={defaults.map((d) => d.budgetType)}
            inputValue={budgetType}
            onInputChange={(_, value) => chooseType(value)}
            renderInput={(input) => <TextField {...input} label={t('BUDGET_TYPE')} required />}
          />
          <TextField
            label={t('BUDGET_MAXIMUM_EUR')}
            value={maximum}
            onChange={(e) => setMaximum(e.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button type="submit" variant="contained" disabled={busy || budgetType.trim() === '' || maximum === ''}>
            {t('ADD_BUDGET')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
