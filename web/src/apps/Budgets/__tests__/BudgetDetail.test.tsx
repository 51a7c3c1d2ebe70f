import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { BudgetDetailTestQuery } from '../../../__generated__/BudgetDetailTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { BudgetDetail } from '../components/BudgetDetail';

const BUDGET_ID = 'QnVkZ2V0OjE=';

const { renderWithRelay } = setupTestWrapper<BudgetDetailTestQuery>({
  Component: ({ node }) =>
    node?.detail ? <BudgetDetail budget={node.detail} mayManageItems mayEdit onDeleted={() => undefined} /> : null,
  query: graphql`
    query BudgetDetailTestQuery @relay_test_operation {
      node(id: "QnVkZ2V0OjE=") {
        ... on Budget {
          ...BudgetDetail_budget @alias(as: "detail")
        }
      }
    }
  `,
});

const item = (n: number, itemName: string, cost: number) => ({
  id: `item-${n}`,
  itemName,
  cost,
  createdAt: '2026-05-02T10:00:00Z',
});
const budget = (items: ReturnType<typeof item>[], usage: number, overMaximum = false) => ({
  __typename: 'Budget',
  id: BUDGET_ID,
  budgetType: 'Opleidingsbudget',
  year: 2026,
  maximum: 1500,
  usage,
  usagePercent: Math.min(100, (usage / 1500) * 100),
  overMaximum,
  remaining: 1500 - usage,
  items,
});

describe('BudgetDetail', () => {
  it('part 2 §7 items/add: sends the item and shows the budget the payload answers, red over the maximum', async () => {
    const { environment } = renderWithRelay({ Node: () => budget([item(1, 'Books', 89.9)], 89.9) });
    expect(
      within(screen.getByRole('table', { name: 'Items' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ItemAdded onCost', 'Books02/05/2026€89.90×']);
    const form = screen.getByRole('form', { name: 'Add item' });
    fireEvent.change(within(form).getByLabelText(/^Item/), { target: { value: 'Summer school' } });
    fireEvent.change(within(form).getByLabelText(/^Cost \(EUR\)/), { target: { value: '1500,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useBudgetMutationsAddItemMutation',
      variables: {
        input: { budgetId: BUDGET_ID, itemName: 'Summer school', cost: 1500.5, idempotencyKey: expect.any(String) },
      },
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          BudgetPayload: () => ({
            budget: budget([item(1, 'Books', 89.9), item(2, 'Summer school', 1500.5)], 1590.4, true),
            userErrors: [],
          }),
        }),
      );
    });
    expect(screen.getByRole('progressbar').getAttribute('data-over-maximum')).toEqual('true');
    expect(screen.getByText('€90.40 over the maximum')).toBeTruthy();
  }, 30_000);

  it('shows a refused item’s code in the viewer’s words', async () => {
    const { environment } = renderWithRelay({ Node: () => budget([], 0) });
    const form = screen.getByRole('form', { name: 'Add item' });
    fireEvent.change(within(form).getByLabelText(/^Item/), { target: { value: 'X' } });
    fireEvent.change(within(form).getByLabelText(/^Cost \(EUR\)/), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          BudgetPayload: () => ({
            budget: null,
            userErrors: [{ code: 'BUDGET_ITEM_COST_INVALID', message: 'x', field: ['input', 'cost'] }],
          }),
        }),
      );
    });
    expect(screen.getByRole('alert').textContent).toEqual('The cost must be a positive amount in EUR.');
  });

  // A deleted budget is kept 30 days with its items (domain retention): the success toast's Undo restores it.
  async function deleteBudget(
    environment: ReturnType<typeof renderWithRelay>['environment'],
    labels: { delete: string; deleted: string; undo: string },
  ) {
    fireEvent.click(screen.getByRole('button', { name: labels.delete }));
    expect(lastOperation(environment)).toEqual({
      name: 'useBudgetMutationsDeleteBudgetMutation',
      variables: { input: { budgetId: BUDGET_ID }, year: 2026 },
    });
    await resolveMostRecentOperation(environment, { BudgetPayload: () => ({ userErrors: [] }) });
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toEqual(`${labels.deleted}${labels.undo}`);
    fireEvent.click(within(toast).getByRole('button', { name: labels.undo }));
    expect(lastOperation(environment)).toEqual({
      name: 'useBudgetMutationsRestoreBudgetMutation',
      variables: { input: { budgetId: BUDGET_ID }, year: 2026 },
    });
  }

  it('deleting the budget: Undo in the toast restores it by its id and year and says Restored.', async () => {
    const { environment } = renderWithRelay({ Node: () => budget([item(1, 'Books', 89.9)], 89.9) });
    await deleteBudget(environment, { delete: 'Delete budget', deleted: 'Budget deleted', undo: 'Undo' });
    await resolveMostRecentOperation(environment, {
      BudgetPayload: () => ({ budget: budget([item(1, 'Books', 89.9)], 89.9), userErrors: [] }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('Restored.');
  });

  it('an Undo refused with BUDGET_EXISTS says why in an error toast, in French too', async () => {
    const { environment } = renderWithRelay({ Node: () => budget([], 0) }, { language: 'fr' });
    await deleteBudget(environment, { delete: 'Supprimer le budget', deleted: 'Budget supprimé', undo: 'Annuler' });
    await resolveMostRecentOperation(environment, {
      BudgetPayload: () => ({
        budget: null,
        userErrors: [{ code: 'BUDGET_EXISTS', message: 'This person has a budget already.' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toEqual(
      'ErreurLe budget ne peut pas être restauré : la personne a de nouveau un budget de ce type pour cette année.',
    );
  });
});
