import {
  DEFAULT_ADDITIONAL_CONTRACT_TEMPLATE_INFO_ID,
  REVIEWS_PER_PAGE,
  licenseActive,
  orderedTaskIds,
  unfinishedWorkflows,
  workflowPending,
  workflowProgress,
  type WorkflowTaskState,
} from '../workflows';

const open: WorkflowTaskState = { status: 'open' };
const closed: WorkflowTaskState = { status: 'closed' };

describe('workflows', () => {
  it.each([
    ['part 2 §4: one open task of 2 → pending', [open, closed], true],
    ['part 2 §4: all tasks closed → not pending', [closed, closed], false],
    ['part 2 §4 (choice): no task → not pending', [], false],
  ])('%s', (_title, tasks, expected) => {
    expect(workflowPending(tasks)).toEqual(expected);
  });

  it('part 2 §2: progress is closed over total, 1 of 3', () => {
    expect(workflowProgress([open, closed, open])).toEqual({ closed: 1, total: 3 });
  });

  it('part 2 §2: the box lists only unfinished workflows', () => {
    const list = [
      { id: 1, tasks: [closed] },
      { id: 2, tasks: [closed, open] },
    ];
    expect(unfinishedWorkflows(list).map((w) => w.id)).toEqual([2]);
  });

  it('part 2 §7: ordered_task_ids is a comma-joined string', () => {
    expect(orderedTaskIds([5, 3, 9])).toEqual('5,3,9');
  });
});

describe('licenses and constants', () => {
  it.each([
    ['part 2 §4: active with no deactivation date → active', { active: 1, date_deactivated: null }, true],
    ['part 2 §4: a deactivation date → deactivated (muted)', { active: 1, date_deactivated: '2024-03-01' }, false],
    ['part 2 §4 (choice): active 0 → deactivated (muted)', { active: 0, date_deactivated: null }, false],
  ])('%s', (_title, license, expected) => {
    expect(licenseActive(license)).toEqual(expected);
  });

  it('part 2 §9: additional template info defaults to -1 and reviews show 3 per page', () => {
    expect([DEFAULT_ADDITIONAL_CONTRACT_TEMPLATE_INFO_ID, REVIEWS_PER_PAGE]).toEqual([-1, 3]);
  });
});
