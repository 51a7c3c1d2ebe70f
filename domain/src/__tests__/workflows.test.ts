import {
  WORKFLOW_EARLIER_TASKS_OPEN,
  WORKFLOW_HASHTAGS,
  WORKFLOW_TASK_ALREADY_CLOSED,
  WORKFLOW_TASK_NOT_CLOSED,
  closeTaskRefusal,
  fillHashtags,
  isTaskResponsible,
  normalizeResponsible,
  parseTaskOrder,
  reopenTaskRefusal,
  taskDueDate,
  workflowDone,
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

describe('workflow rules (part 2 §3, §4, §7)', () => {
  const task = (id: number, position: number, status: 'open' | 'closed') => ({ id, position, status });

  it.each([
    ['Due date = workflow date + timing_days (7)', '2026-03-01', 7, '2026-03-08'],
    ['A negative timing_days is before the workflow date', '2026-03-01', -3, '2026-02-26'],
    ['Timing_days 0 is the workflow date', '2026-03-01', 0, '2026-03-01'],
  ])('%s', (_title, date, days, expected) => {
    expect(taskDueDate(date, days)).toEqual(expected);
  });

  it.each([
    [
      'part 2 §4: an open task of a free workflow closes whatever the order',
      [task(1, 1, 'open'), task(2, 2, 'open')],
      2,
      false,
      null,
    ],
    ['Sequential, the first open task closes', [task(1, 1, 'open'), task(2, 2, 'open')], 1, true, null],
    [
      'Sequential, a task after an open one is refused',
      [task(1, 1, 'closed'), task(2, 2, 'open'), task(3, 3, 'open')],
      3,
      true,
      WORKFLOW_EARLIER_TASKS_OPEN,
    ],
    ['Sequential, order is by position, not by id', [task(5, 1, 'open'), task(2, 2, 'open')], 5, true, null],
    [
      'Sequential, the third closes after the second',
      [task(1, 1, 'closed'), task(2, 2, 'closed'), task(3, 3, 'open')],
      3,
      true,
      null,
    ],
    ['part 2 §4: a closed task cannot be closed again', [task(1, 1, 'closed')], 1, false, WORKFLOW_TASK_ALREADY_CLOSED],
  ] as const)('%s', (_title, tasks, id, sequential, expected) => {
    expect(closeTaskRefusal(tasks, id, sequential)).toEqual(expected);
  });

  it('part 2 §4: only a closed task reopens; reopening one makes the workflow pending again', () => {
    expect(reopenTaskRefusal(open)).toEqual(WORKFLOW_TASK_NOT_CLOSED);
    expect(reopenTaskRefusal(closed)).toBeNull();
    expect(workflowDone([closed, closed])).toBe(true);
    expect(workflowDone([open, closed])).toBe(false);
  });

  it.each([
    ['part 2 §7: the comma-joined ids in a new order', '3,1,2', [1, 2, 3], [3, 1, 2]],
    ['Spaces are allowed between ids', '3, 1, 2', [1, 2, 3], [3, 1, 2]],
    ['A missing id is refused', '3,1', [1, 2, 3], null],
    ['A repeated id is refused', '3,1,1', [1, 2, 3], null],
    ['An id of another template is refused', '3,1,9', [1, 2, 3], null],
    ['An extra id is refused', '3,1,2,4', [1, 2, 3], null],
    ['A malformed list is refused', '3;1;2', [1, 2, 3], null],
    ['An empty list orders an empty template', '', [], []],
  ])('%s', (_title, text, current, expected) => {
    expect(parseTaskOrder(text, current)).toEqual(expected);
  });

  it('part 2 §7 hashtags: the placeholders are filled in, unknown words stay', () => {
    expect(
      fillHashtags('Welcome #first_name on #workflow_date, #unknown #name', {
        '#first_name': 'An',
        '#workflow_date': '01/03/2026',
        '#name': 'An Peeters',
      }),
    ).toEqual('Welcome An on 01/03/2026, #unknown An Peeters');
    expect(WORKFLOW_HASHTAGS.every((tag) => /^#[a-z_]+$/.test(tag))).toBe(true);
  });

  it.each([
    [
      'part 2 §3: for_who user needs responsible_user_id',
      { for_who: 'user', responsible_user_id: null, responsible_employee_id: 4, responsible_email_address: null },
      { ok: false, field: 'responsible_user_id' },
    ],
    [
      'part 2 §3: for_who employee keeps only responsible_employee_id',
      { for_who: 'employee', responsible_user_id: 3, responsible_employee_id: 4, responsible_email_address: 'x@y.be' },
      {
        ok: true,
        value: {
          for_who: 'employee',
          responsible_user_id: null,
          responsible_employee_id: 4,
          responsible_email_address: null,
        },
      },
    ],
    [
      'part 2 §3: for_who person needs no field',
      { for_who: 'person', responsible_user_id: 3, responsible_employee_id: null, responsible_email_address: null },
      {
        ok: true,
        value: {
          for_who: 'person',
          responsible_user_id: null,
          responsible_employee_id: null,
          responsible_email_address: null,
        },
      },
    ],
    [
      'part 2 §3: for_who email needs the address',
      { for_who: 'email', responsible_user_id: null, responsible_employee_id: null, responsible_email_address: '' },
      { ok: false, field: 'responsible_email_address' },
    ],
  ] as const)('%s', (_title, input, expected) => {
    expect(normalizeResponsible(input)).toEqual(expected);
  });

  it.each([
    ['The responsible user', { for_who: 'user', responsible_user_id: 7 }, { userId: 7, employeeId: null }, true],
    [
      'Another user is not responsible',
      { for_who: 'user', responsible_user_id: 7 },
      { userId: 8, employeeId: 7 },
      false,
    ],
    [
      'The responsible colleague',
      { for_who: 'employee', responsible_employee_id: 12 },
      { userId: 1, employeeId: 12 },
      true,
    ],
    ['The person the workflow is for (for_who person)', { for_who: 'person' }, { userId: 1, employeeId: 30 }, true],
    [
      'An outside e-mail address is nobody in the product',
      { for_who: 'email', responsible_email_address: 'x@y.be' },
      { userId: 1, employeeId: 30 },
      false,
    ],
  ] as const)('%s', (_title, responsible, viewer, expected) => {
    const none = {
      responsible_user_id: null,
      responsible_employee_id: null,
      responsible_email_address: null,
      employee_id: 30,
    };
    expect(isTaskResponsible({ ...none, ...responsible }, viewer)).toEqual(expected);
  });
});
