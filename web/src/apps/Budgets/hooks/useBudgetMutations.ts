import { graphql } from 'react-relay';
import type { useBudgetMutationsAddBudgetMutation } from '../../../__generated__/useBudgetMutationsAddBudgetMutation.graphql';
import type { useBudgetMutationsAddItemMutation } from '../../../__generated__/useBudgetMutationsAddItemMutation.graphql';
import type { useBudgetMutationsDeleteBudgetMutation } from '../../../__generated__/useBudgetMutationsDeleteBudgetMutation.graphql';
import type { useBudgetMutationsDeleteItemMutation } from '../../../__generated__/useBudgetMutationsDeleteItemMutation.graphql';
import type { useBudgetMutationsRestoreBudgetMutation } from '../../../__generated__/useBudgetMutationsRestoreBudgetMutation.graphql';
import type { useBudgetMutationsUpdateBudgetMutation } from '../../../__generated__/useBudgetMutationsUpdateBudgetMutation.graphql';
import { useIdempotencyKey } from '../../../relay/useIdempotencyKey';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 2 §7 items/add: the payload's budget carries the new usage (over the maximum is allowed, shown red). */
export function useAddBudgetItem() {
  const [commit, busy] = usePromiseMutation<useBudgetMutationsAddItemMutation>(addItemMutation);
  // One idempotencyKey per submission: a double click or a retry after a lost answer adds the item once.
  const send = useIdempotencyKey(
    async (input: { budgetId: string; itemName: string; cost: number; idempotencyKey: string }) =>
      (await commit({ input })).addBudgetItem,
  );
  const add = (budgetId: string, itemName: string, cost: number) => send({ budgetId, itemName, cost });
  return [add, busy] as const;
}

export function useDeleteBudgetItem() {
  const [commit, busy] = usePromiseMutation<useBudgetMutationsDeleteItemMutation>(deleteItemMutation);
  const remove = async (budgetItemId: string) => (await commit({ input: { budgetItemId } })).deleteBudgetItem;
  return [remove, busy] as const;
}

export function useAddBudget() {
  const [commit, busy] = usePromiseMutation<useBudgetMutationsAddBudgetMutation>(addBudgetMutation);
  // The profile's budgets section of that year is read again in the payload, so going back shows the new budget.
  const send = useIdempotencyKey(
    async (input: { employeeId: string; budgetType: string; year: number; maximum: number; idempotencyKey: string }) =>
      (await commit({ input, year: input.year })).addBudget,
  );
  const add = (employeeId: string, budgetType: string, year: number, maximum: number) =>
    send({ employeeId, budgetType, year, maximum });
  return [add, busy] as const;
}

export function useUpdateBudget() {
  const [commit, busy] = usePromiseMutation<useBudgetMutationsUpdateBudgetMutation>(updateBudgetMutation);
  const update = async (budgetId: string, maximum: number) =>
    (await commit({ input: { budgetId, maximum } })).updateBudget;
  return [update, busy] as const;
}

export function useDeleteBudget() {
  const [commit, busy] = usePromiseMutation<useBudgetMutationsDeleteBudgetMutation>(deleteBudgetMutation);
  const remove = async (budgetId: string, year: number) => (await commit({ input: { budgetId }, year })).deleteBudget;
  return [remove, busy] as const;
}

/** Undoes a delete within its 30 days, items and all (domain retention); the profile's budgets of that year read again. */
export function useRestoreBudget() {
  const [commit, busy] = usePromiseMutation<useBudgetMutationsRestoreBudgetMutation>(restoreBudgetMutation);
  const restore = async (budgetId: string, year: number) => (await commit({ input: { budgetId }, year })).restoreBudget;
  return [restore, busy] as const;
}

const addItemMutation = graphql`
  mutation useBudgetMutationsAddItemMutation($input: AddBudgetItemInput!) {
    addBudgetItem(input: $input) {
      budget {
        ...BudgetDetail_budget
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteItemMutation = graphql`
  mutation useBudgetMutationsDeleteItemMutation($input: DeleteBudgetItemInput!) {
    deleteBudgetItem(input: $input) {
      budget {
        ...BudgetDetail_budget
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const addBudgetMutation = graphql`
  mutation useBudgetMutationsAddBudgetMutation($input: AddBudgetInput!, $year: Int!) {
    addBudget(input: $input) {
      budget {
        id
        year
      }
      employee {
        ...BudgetsSection_employee @arguments(year: $year)
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const updateBudgetMutation = graphql`
  mutation useBudgetMutationsUpdateBudgetMutation($input: UpdateBudgetInput!) {
    updateBudget(input: $input) {
      budget {
        ...BudgetDetail_budget
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteBudgetMutation = graphql`
  mutation useBudgetMutationsDeleteBudgetMutation($input: DeleteBudgetInput!, $year: Int!) {
    deleteBudget(input: $input) {
      budget {
        id
      }
      employee {
        ...BudgetsSection_employee @arguments(year: $year)
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const restoreBudgetMutation = graphql`
  mutation useBudgetMutationsRestoreBudgetMutation($input: RestoreBudgetInput!, $year: Int!) {
    restoreBudget(input: $input) {
      budget {
        id
        ...BudgetDetail_budget
      }
      employee {
        ...BudgetsSection_employee @arguments(year: $year)
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
