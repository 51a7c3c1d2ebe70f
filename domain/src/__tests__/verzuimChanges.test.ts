import {
  deleteVerzuim,
  editVerzuim,
  endVerzuim,
  NOT_A_PARTIAL_RECOVERY,
  VERZUIM_END_BEFORE_START,
  VERZUIM_HAS_CONTINUATION,
  VERZUIM_OVERLAPS,
  VERZUIM_RECOVERY_BEFORE_START,
  VERZUIM_RECOVERY_PERCENTAGE,
  type VerzuimEdit,
  type VerzuimItem,
} from '../verzuim';

const item = (fields: Partial<VerzuimItem>): VerzuimItem => ({
  id: 1,
  employee_id: 7,
  start_date: '2024-03-04',
  end_date: null,
  status: 'REPORTED_SICK',
  duration_type: 'all_day',
  vangnetbepaling: 0,
  work_accident: 0,
  traffic_accident: 0,
  duration_minutes_on_first_day: null,
  custom_duration_minutes_per_day: null,
  expected_recovery_date: null,
  notification_date: null,
  notification_time: null,
  recovery_percentage: null,
  average_weekly_minutes: null,
  initial_verzuim_id: null,
  previous_verzuim_id: null,
  ...fields,
});

// A report closed by a partial recovery (part 1 §4 "partial recovery"), and an earlier sick leave that ended.
const earlier = item({ id: 1, start_date: '2024-01-08', end_date: '2024-01-12', status: 'REPORTED_HEALTHY' });
const report = item({ id: 2, start_date: '2024-03-04', end_date: '2024-03-10' });
const recovery = item({
  id: 3,
  start_date: '2024-03-11',
  status: 'PARTIALLY_RECOVERED',
  recovery_percentage: 50,
  initial_verzuim_id: 2,
  previous_verzuim_id: 2,
});
const chain = [earlier, report, recovery];

describe('editVerzuim (part 1 §7 editVerzuimItem)', () => {
  it.each<[string, VerzuimItem, VerzuimEdit, string | null]>([
    ['part 1 §7: the fields given change', recovery, { work_accident: 1, notification_time: '09:00' }, null],
    ['part 1 §7: a partial recovery may change its recovery_percentage', recovery, { recovery_percentage: 60 }, null],
    ['part 1 §3 recovery_percentage: a report has none', report, { recovery_percentage: 60 }, NOT_A_PARTIAL_RECOVERY],
    [
      'part 1 §4 partial recovery: 1 to 99 percent',
      recovery,
      { recovery_percentage: 100 },
      VERZUIM_RECOVERY_PERCENTAGE,
    ],
    [
      'part 1 §4 partial recovery: starts after the item it continues',
      recovery,
      { start_date: '2024-03-04' },
      VERZUIM_RECOVERY_BEFORE_START,
    ],
    [
      'part 1 §4 partial recovery: a report starts before its continuation',
      report,
      { start_date: '2024-03-11' },
      VERZUIM_RECOVERY_BEFORE_START,
    ],
    [
      'part 1 §4: a day is sick once, no overlap with another item',
      report,
      { start_date: '2024-01-10' },
      VERZUIM_OVERLAPS,
    ],
  ])('%s', (_title, edited, edit, expected) => {
    const change = editVerzuim(edited, chain, edit);
    expect(change.error === null ? null : (change.error.rule ?? change.error.code)).toEqual(expected);
  });

  it('part 1 §7: a field left out stays, a custom minutes per day makes the duration custom', () => {
    const change = editVerzuim(report, chain, {
      custom_duration_minutes_per_day: 240,
      expected_recovery_date: undefined,
    });
    expect(change.error === null && change.changed).toEqual({
      ...report,
      custom_duration_minutes_per_day: 240,
      duration_type: 'custom',
    });
  });

  it.each([
    [
      'part 1 §4: a later start of a partial recovery moves the end of the item it continues',
      '2024-03-13',
      { ...report, end_date: '2024-03-12' },
    ],
    ['part 1 §4: the same start moves nothing', '2024-03-11', null],
  ])('%s', (_title, start, moved) => {
    const change = editVerzuim(recovery, chain, { start_date: start });
    expect(change.error === null && change.moved).toEqual(moved);
  });
});

describe('endVerzuim (part 1 §7 setVerzuimEndDate)', () => {
  it.each<[string, VerzuimItem, string, string | null]>([
    ['part 1 §4: healthy when an end date exists', recovery, '2024-03-20', null],
    ['part 1 §4: the end is not before the start', recovery, '2024-03-01', VERZUIM_END_BEFORE_START],
    [
      'part 1 §4: an item a partial recovery continues ends with that one',
      report,
      '2024-03-20',
      VERZUIM_HAS_CONTINUATION,
    ],
  ])('%s', (_title, ended, end, expected) => {
    const change = endVerzuim(ended, chain, end);
    expect(change.error?.code ?? null).toEqual(expected);
    if (change.error === null) expect(change.ended).toEqual({ ...ended, end_date: end });
  });

  it('part 1 §4: ending over a later sick leave is an overlap', () => {
    const later = item({ id: 4, start_date: '2024-04-01', end_date: '2024-04-05' });
    const open = item({ id: 5, start_date: '2024-03-25' });
    expect(endVerzuim(open, [open, later], '2024-04-02').error?.code).toEqual(VERZUIM_OVERLAPS);
  });
});

describe('deleteVerzuim (part 1 §7 deleteVerzuimItem)', () => {
  it.each<[string, VerzuimItem, readonly VerzuimItem[], string | null, VerzuimItem | null]>([
    ['part 1 §7: deleting a report with no continuation reopens nothing', earlier, chain, null, null],
    [
      'part 1 §4: deleting an open partial recovery reopens the item it continued',
      recovery,
      chain,
      null,
      { ...report, end_date: null },
    ],
    [
      'part 1 §4: deleting an ended partial recovery ends the item it continued there',
      { ...recovery, end_date: '2024-03-20' },
      [earlier, report, { ...recovery, end_date: '2024-03-20' }],
      null,
      { ...report, end_date: '2024-03-20' },
    ],
    [
      'part 1 §4: an item a partial recovery continues is deleted after that one',
      report,
      chain,
      VERZUIM_HAS_CONTINUATION,
      null,
    ],
  ])('%s', (_title, deleted, all, expected, reopened) => {
    const change = deleteVerzuim(deleted, all);
    expect(change.error?.code ?? null).toEqual(expected);
    if (change.error === null) expect(change.reopened).toEqual(reopened);
  });
});
