import { terminationTarget, validateTerminationDate } from '../terminationForm';

const current = { id: 'V2FnZTox', startDate: '2025-01-01' };
const continuation = { id: 'V2FnZToz', startDate: '2026-01-01' };

describe('terminationTarget', () => {
  it('part 1 §2: the wage named by wage_id under contractless continuation, else the current wage', () => {
    expect([
      terminationTarget(current, [continuation, current], 'V2FnZToz'),
      terminationTarget(current, [continuation, current], null),
      terminationTarget(current, [current], 'V2FnZTo5OQ=='),
      terminationTarget(null, [], null),
    ]).toEqual([continuation, current, null, null]);
  });
});

describe('validateTerminationDate', () => {
  it('part 1 §4: needs a date, on or after the start of the wage', () => {
    expect([
      validateTerminationDate(null, '2025-01-01'),
      validateTerminationDate('2024-12-31', '2025-01-01'),
      validateTerminationDate('2025-01-01', '2025-01-01'),
      validateTerminationDate('2026-06-30', '2025-01-01'),
    ]).toEqual(['WAGE_DATE_INVALID', 'WAGE_TERMINATION_BEFORE_START', null, null]);
  });
});
