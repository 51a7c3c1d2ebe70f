/**
 * JSON schemas of the budget routes (spec part 2 §3 Budget, Budget item, §7 Budgets; part 1 §9 EUR): one
 * source for validation, serialization and OpenAPI.
 */
import { MAX_BUDGET_AMOUNT, MAX_BUDGET_TYPE_LENGTH, MAX_ITEM_NAME_LENGTH } from '@people/domain/budgets';
import { flag, id, int, obj, str, named, year } from '../core/schemas';

const num = { type: 'number' } as const;
/** Euros with at most two decimals (part 1 §9 EUR): multipleOf 0.01 would trip over binary fractions, a pattern can't. */
const amount = { type: 'number', minimum: 0, maximum: MAX_BUDGET_AMOUNT } as const;
const budgetType = { type: 'string', minLength: 1, maxLength: MAX_BUDGET_TYPE_LENGTH, pattern: '\\S' } as const;

export const budgetSchema = named(
  'Budget',
  obj({
    id: int,
    employee_id: int,
    budget_type: str,
    year: int,
    maximum: num,
    usage: num,
    currency: str,
    over_maximum: flag,
  }),
);

export const budgetItemSchema = named(
  'BudgetItem',
  obj({
    item_id: int,
    budget_id: int,
    employee_id: int,
    budget_type: str,
    year: int,
    item_name: str,
    cost: num,
    created_at: str,
  }),
);

export const budgetDefaultSchema = named('BudgetDefault', obj({ year: int, budget_type: str, maximum: num }));

export const budgetUsageSchema = named(
  'EmployeeBudgetUsage',
  obj({
    employee_id: int,
    year: int,
    budgets: obj({
      custom_types: { type: 'array', items: budgetSchema },
      default_types: { type: 'array', items: budgetSchema },
    }),
  }),
);

export const budgetChangeAnswer = obj({ data: budgetSchema });
export const budgetItemChangeAnswer = obj({ data: budgetItemSchema, budget: budgetSchema });

export const yearParams = obj({ year });
export const employeeYearParams = obj({ id, year });
export const itemsParams = obj({ employeeId: id, year });
export const itemsQuery = obj({ budget_id: id }, []);

export const addBudgetBody = obj({ employee_id: id, budget_type: budgetType, year, maximum: amount });
export const editBudgetBody = obj({ budget_id: id, maximum: amount });
export const budgetIdBody = obj({ budget_id: id });
export const addItemBody = obj({
  budget_type: budgetType,
  employee_id: id,
  item_name: { type: 'string', minLength: 1, maxLength: MAX_ITEM_NAME_LENGTH, pattern: '\\S' },
  cost: { type: 'number', maximum: MAX_BUDGET_AMOUNT },
  year,
});
export const itemIdBody = obj({ item_id: id });
export const employeesYearQuery = <const S extends object>(ids: S) =>
  obj({ employee_ids: ids, year }, ['employee_ids', 'year']);
