import {
  endOfSickWeek,
  isFuture,
  isOngoing,
  poortwachterMilestones,
  verzuimPhase,
  verzuimStatus,
  VERZUIM_COLLAPSED_ROWS,
} from '../verzuim';

const open = { start_date: '2024-03-04', end_date: null, status: 'REPORTED_SICK' };

describe('verzuim status', () => {
  it.each([
    ['part 1 §3: REPORTED_SICK from the item', open, 'REPORTED_SICK'],
    ['part 1 §3: PARTIALLY_RECOVERED from the item', { ...open, status: 'PARTIALLY_RECOVERED' }, 'PARTIALLY_RECOVERED'],
    ['part 1 §4: an end date means REPORTED_HEALTHY', { ...open, end_date: '2024-03-10' }, 'REPORTED_HEALTHY'],
    ['part 1 §4: an end date wins over PARTIALLY_RECOVERED', { ...open, status: 'PARTIALLY_RECOVERED', end_date: '2024-03-10' }, 'REPORTED_HEALTHY'],
    ['part 1 §4 (choice): REPORTED_HEALTHY without end date is still sick', { ...open, status: 'REPORTED_HEALTHY' }, 'REPORTED_SICK'],
    ['part 1 §4 (choice): missing status without end date → REPORTED_SICK', { ...open, status: null }, 'REPORTED_SICK'],
  ])('%s', (_title, item, expected) => {
    expect(verzuimStatus(item)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: no end date → ongoing', open, true],
    ['part 1 §4: an end date → not ongoing', { ...open, end_date: '2024-03-10' }, false],
  ])('%s', (_title, item, expected) => {
    expect(isOngoing(item)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: starting tomorrow → future', '2024-03-05', true],
    ['part 1 §4: starting today → future', '2024-03-04', true],
    ['part 1 §4: started yesterday → not future', '2024-03-03', false],
  ])('%s', (_title, start, expected) => {
    expect(isFuture({ ...open, start_date: start }, '2024-03-04')).toEqual(expected);
  });

  it.each([
    ['part 1 §4 (choice): open and starting today → future', { ...open, start_date: '2024-03-04' }, 'future'],
    ['part 1 §4: open and started yesterday → ongoing', { ...open, start_date: '2024-03-03' }, 'ongoing'],
    ['part 1 §4: ended → ended', { ...open, start_date: '2024-02-01', end_date: '2024-02-10' }, 'ended'],
  ])('%s', (_title, item, expected) => {
    expect(verzuimPhase(item, '2024-03-04')).toEqual(expected);
  });

  it('part 1 §2: the sick-leave section collapses to 5 rows', () => {
    expect(VERZUIM_COLLAPSED_ROWS).toEqual(5);
  });
});

describe('Poortwachter milestones (beyond the spec)', () => {
  it.each([
    ['Poortwachter: week 1 ends 6 days after the first sick day', 1, '2024-01-07'],
    ['Poortwachter: week 6 (problem analysis) ends first day + 41 days', 6, '2024-02-11'],
    ['Poortwachter: week 8 (plan of action) ends first day + 55 days', 8, '2024-02-25'],
    ['Poortwachter: week 42 (UWV notification) ends first day + 293 days', 42, '2024-10-20'],
    ['Poortwachter: week 104 (end of wage obligation) ends first day + 727 days', 104, '2025-12-28'],
  ])('%s', (_title, week, expected) => {
    expect(endOfSickWeek('2024-01-01', week)).toEqual(expected);
  });

  it('Poortwachter: the four milestones of a case started 2024-01-01, seen on 2024-02-25', () => {
    expect(poortwachterMilestones('2024-01-01', '2024-02-25')).toEqual([
      { code: 'PROBLEM_ANALYSIS', week: 6, date: '2024-02-11', passed: true },
      { code: 'PLAN_OF_ACTION', week: 8, date: '2024-02-25', passed: false },
      { code: 'UWV_NOTIFICATION', week: 42, date: '2024-10-20', passed: false },
      { code: 'END_OF_WAGE_OBLIGATION', week: 104, date: '2025-12-28', passed: false },
    ]);
  });

  it.each([
    ['Poortwachter: week 8 deadline 2024-02-25, on 2024-02-24 not passed', '2024-02-24', false],
    ['Poortwachter: on the deadline 2024-02-25 itself not passed', '2024-02-25', false],
    ['Poortwachter: on 2024-02-26 passed', '2024-02-26', true],
  ])('%s', (_title, today, expected) => {
    expect(poortwachterMilestones('2024-01-01', today)[1].passed).toEqual(expected);
  });
});
