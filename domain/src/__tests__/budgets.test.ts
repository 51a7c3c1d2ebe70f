import {
  budgetUsage,
  isOverMaximum,
  itemCostProblem,
  maximumProblem,
  remaining,
  roundEuros,
  splitByDefaults,
  usagePercent,
} from '../budgets';

describe('budget usage (part 2 §3: usage is the sum of the items, in EUR)', () => {
  it.each([
    ['part 2 §3: no items is no usage', [], 0],
    ['part 2 §3: usage sums the item costs', [{ cost: 120 }, { cost: 35.5 }], 155.5],
    ['part 1 §9 EUR: summed in cents, 0.10 + 0.20 is 0.30', [{ cost: 0.1 }, { cost: 0.2 }], 0.3],
  ])('%s', (_title, items, expected) => {
    expect(budgetUsage(items)).toEqual(expected);
  });

  it('part 1 §9: amounts round to cents', () => {
    expect(roundEuros(10.005)).toEqual(10.01);
  });
});

describe('over the maximum (part 1 §4: a usage bar is red when usage exceeds the maximum)', () => {
  it.each([
    ['part 1 §4: below the maximum is not red', 400, 500, false],
    ['part 1 §4: exactly the maximum does not exceed it', 500, 500, false],
    ['part 1 §4: a cent over the maximum is red', 500.01, 500, true],
    ['part 1 §4: anything used of a 0 maximum is red', 1, 0, true],
  ])('%s', (_title, usage, maximum, expected) => {
    expect(isOverMaximum(usage, maximum)).toEqual(expected);
  });

  it.each([
    ['part 1 §4 bar: half used is 50%', 250, 500, 50],
    ['part 1 §4 bar: over the maximum stays a full bar', 750, 500, 100],
    ['part 1 §4 bar: a 0 maximum with nothing used is empty', 0, 0, 0],
  ])('%s', (_title, usage, maximum, expected) => {
    expect(usagePercent(usage, maximum)).toEqual(expected);
  });

  it('part 1 §4: what is left is negative over the maximum', () => {
    expect(remaining(620, 500)).toEqual(-120);
  });
});

describe('amounts (an item over the maximum is accepted, part 1 §4 shows that state in red)', () => {
  it.each([
    ['A positive cost is fine, however far over the maximum it takes usage', 900, null],
    ['A cost of 0 is refused', 0, 'BUDGET_ITEM_COST_INVALID'],
    ['A negative cost is refused', -5, 'BUDGET_ITEM_COST_INVALID'],
    ['A cost beyond a million euros is refused', 1_000_001, 'BUDGET_ITEM_COST_INVALID'],
  ])('%s', (_title, cost, expected) => {
    expect(itemCostProblem(cost)).toEqual(expected);
  });

  it.each([
    ['A maximum of 0 is allowed', 0, null],
    ['A negative maximum is refused', -1, 'BUDGET_MAXIMUM_INVALID'],
    ['NaN is refused', Number.NaN, 'BUDGET_MAXIMUM_INVALID'],
  ])('%s', (_title, maximum, expected) => {
    expect(maximumProblem(maximum)).toEqual(expected);
  });
});

describe('part 2 §7: budget usage per employee and year returns custom_types and default_types', () => {
  it('part 2 §7: budgets of a default type of the year are default_types, the others custom_types', () => {
    const budgets = [
      { budget_type: 'Opleidingsbudget' },
      { budget_type: 'Fietsleasing' },
      { budget_type: 'thuiswerkbudget' },
    ];
    expect(splitByDefaults(budgets, ['Opleidingsbudget', 'Thuiswerkbudget'])).toEqual({
      custom_types: [{ budget_type: 'Fietsleasing' }],
      default_types: [{ budget_type: 'Opleidingsbudget' }, { budget_type: 'thuiswerkbudget' }],
    });
  });
});
