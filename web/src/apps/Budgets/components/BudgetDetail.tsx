import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BudgetDetail_budget$key } from '../../../__generated__/BudgetDetail_budget.graphql';
import { useToast } from '../../../components/ToastProvider';
import { undoToast } from '../../../components/undoToast';
import { useT } from '../../../i18n/I18nProvider';
import { formatMoney } from '../../../i18n/formatMoney';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import {
  useAddBudgetItem,
  useDeleteBudgetItem,
  useDeleteBudget,
  useRestoreBudget,
  useUpdateBudget,
} from '../hooks/useBudgetMutations';
import { BudgetUsageBar } from './BudgetUsageBar';

type Props = { budget: BudgetDetail_budget$key; mayManageItems: boolean; mayEdit: boolean; onDeleted(): void };

/**
 * Part 1 §2 /people/{id}/budget/{budgetId}/{year}: the budget's usage bar (EUR, red over the maximum), its items with
 * add and delete (part 2 §7 items/add, items/delete), and for admins the maximum and deleting the budget, which the
 * toast offers to undo.
 */
export function BudgetDetail({ budget, mayManageItems, mayEdit, onDeleted }: Props) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(BudgetDetail_budget, budget);
  const [addItem, adding] = useAddBudgetItem();
  const [deleteItem, deleting] = useDeleteBudgetItem();
  const [updateBudget, updating] = useUpdateBudget();
  const [deleteBudget, deletingBudget] = useDeleteBudget();
  const [restoreBudget] = useRestoreBudget();
  const { errors, run } = usePayloadErrors();
  const [name, setName] = useState('');
  const [cost, setCost] = useState('');
  const [maximum, setMaximum] = useState(String(data.maximum));

  const submitItem = async (event: FormEvent) => {
    event.preventDefault();
    const payload = await run(() => addItem(data.id, name.trim(), Number(cost.replace(',', '.'))));
    if (payload) {
      setName('');
      setCost('');
    }
  };
  const submitMaximum = async (event: FormEvent) => {
    event.preventDefault();
    await run(() => updateBudget(data.id, Number(maximum.replace(',', '.'))));
  };
  const removeBudget = async () => {
    const { id, year } = data;
    if (!(await run(() => deleteBudget(id, year)))) return;
    toast(undoToast(t, toast, t('BUDGET_DELETED'), () => restoreBudget(id, year)));
    onDeleted();
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 3 }}>
        <BudgetUsageBar
          label={t('BUDGET_TITLE', { type: data.budgetType, year: data.year })}
          usage={data.usage}
          maximum={data.maximum}
          usagePercent={data.usagePercent}
          overMaximum={data.overMaximum}
        />
        <Typography variant="body2" color={data.overMaximum ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
          {data.overMaximum
            ? t('BUDGET_OVER_BY', { amount: formatMoney(-data.remaining, t.language) })
            : t('BUDGET_REMAINING', { amount: formatMoney(data.remaining, t.language) })}
        </Typography>
      </Paper>
      {errors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
      <Paper component="section" aria-labelledby="budget-items-title" sx={{ p: 3 }}>
        <Typography id="budget-items-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('BUDGET_ITEMS')}
        </Typography>
        {data.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('NO_BUDGET_ITEMS')}
          </Typography>
        ) : (
          <TableContainer>
            {/* On a phone the table scrolls inside its box, not the page. */}
            <Table size="small" aria-labelledby="budget-items-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('BUDGET_ITEM_NAME')}</TableCell>
                  <TableCell>{t('BUDGET_ITEM_DATE')}</TableCell>
                  <TableCell align="right">{t('BUDGET_ITEM_COST')}</TableCell>
                  {mayManageItems && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>{item.itemName}</TableCell>
                    <TableCell>{formatDate(t, item.createdAt.slice(0, 10))}</TableCell>
                    <TableCell align="right">{formatMoney(item.cost, t.language)}</TableCell>
                    {mayManageItems && (
                      <TableCell align="right">
                        <IconButton
                          size="small"
                          aria-label={t('DELETE_BUDGET_ITEM', { name: item.itemName })}
                          disabled={deleting}
                          onClick={() => run(() => deleteItem(item.id))}
                        >
                          ×
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {mayManageItems && (
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2 }}
            onSubmit={submitItem}
            aria-label={t('ADD_BUDGET_ITEM')}
          >
            <TextField
              size="small"
              label={t('BUDGET_ITEM_NAME')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              size="small"
              label={t('BUDGET_ITEM_COST_EUR')}
              value={cost}
              onChange={(e) => setCost(e.target.value)}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button type="submit" variant="contained" disabled={adding || name.trim() === '' || cost === ''}>
              {t('ADD_BUDGET_ITEM')}
            </Button>
          </Stack>
        )}
      </Paper>
      {mayEdit && (
        <Paper sx={{ p: 3 }}>
          <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submitMaximum}>
            <TextField
              size="small"
              label={t('BUDGET_MAXIMUM_EUR')}
              value={maximum}
              onChange={(e) => setMaximum(e.target.value)}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button type="submit" variant="outlined" disabled={updating}>
              {t('SAVE')}
            </Button>
            <Button color="error" onClick={removeBudget} disabled={deletingBudget}>
              {t('DELETE_BUDGET')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

const BudgetDetail_budget = graphql`
  fragment BudgetDetail_budget on Budget {
    id
    budgetType
    year
    maximum
    usage
    usagePercent
    overMaximum
    remaining
    items {
      id
      itemName
      cost
      createdAt
    }
  }
`;
