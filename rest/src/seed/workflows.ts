// Demo workflows: Demo Belgium (and Demo Nederland, which has enable_workflows too) has enable_workflows, a sequential onboarding and a free offboarding template,
// and workflows started at different stages (none closed, some closed, all closed: the box hides that one).
import { addDays, formatDate } from '@people/domain/dates';
import { fillHashtags, taskDueDate } from '@people/domain/workflows';
import type { Queryable } from '../core/db';

interface DemoItem {
  name: string;
  description: string;
  timing_days: number;
  for_who: 'user' | 'employee' | 'person' | 'email';
  /** A demo user's e-mail (for_who user), a demo user's linked person (for_who employee) or an address (for_who email). */
  who?: string;
}

const ONBOARDING: DemoItem[] = [
  {
    name: 'Prepare laptop and accounts',
    description: 'Create the accounts of #name before #workflow_date.',
    timing_days: -5,
    for_who: 'user',
    who: 'admin@demo.be',
  },
  {
    name: 'Welcome meeting',
    description: 'Welcome #first_name on the first day and show the office.',
    timing_days: 0,
    for_who: 'user',
    who: 'manager@demo.be',
  },
  {
    name: 'Buddy lunch',
    description: 'Take #first_name to lunch in the first week.',
    timing_days: 3,
    for_who: 'employee',
    who: 'light@demo.be',
  },
  {
    name: 'Sign the work regulations',
    description: 'Read and sign the work regulations by #due_date.',
    timing_days: 7,
    for_who: 'person',
  },
  {
    name: 'First month check-in',
    description: 'A first talk about how the start went.',
    timing_days: 30,
    for_who: 'user',
    who: 'manager@demo.be',
  },
];

const OFFBOARDING: DemoItem[] = [
  {
    name: 'Exit interview',
    description: 'Plan the exit interview with #name.',
    timing_days: -10,
    for_who: 'user',
    who: 'manager@demo.be',
  },
  {
    name: 'Collect laptop and badge',
    description: 'Collect the laptop and the badge of #first_name.',
    timing_days: 0,
    for_who: 'user',
    who: 'admin@demo.be',
  },
  {
    name: 'Close the accounts',
    description: 'Close every account of #name on #workflow_date.',
    timing_days: 0,
    for_who: 'user',
    who: 'admin@demo.be',
  },
  {
    name: 'Final pay slip',
    description: 'Send the final pay slip of #name.',
    timing_days: 5,
    for_who: 'email',
    who: 'payroll@sdworx.example',
  },
];

/** The seeded people (by their place in the company's list) and how many of their tasks are closed. */
const STARTED: { person: number; template: 'onboarding' | 'offboarding'; daysFromToday: number; closed: number }[] = [
  // Demo Nederland has 40 people, Demo Belgium 60: the places are taken modulo the company's active people.
  { person: 40, template: 'onboarding', daysFromToday: 7, closed: 0 },
  { person: 41, template: 'onboarding', daysFromToday: -14, closed: 3 },
  { person: 42, template: 'onboarding', daysFromToday: -60, closed: 5 },
  { person: 43, template: 'offboarding', daysFromToday: 10, closed: 1 },
];

export async function seedWorkflows(tx: Queryable, companyId: number, today: string): Promise<void> {
  const users = await tx.query<{ id: number; email: string; employee_id: number | null }>(
    'SELECT id, lower(email) AS email, employee_id FROM users WHERE company_id = $1',
    [companyId],
  );
  // Demo Nederland has one demo user: its admin takes the users' items; an item for a person without a user is the
  // person's own (for_who person).
  const userOf = (email: string) =>
    users.find((u) => u.email === email) ?? users.find((u) => u.email === 'admin@demo.nl');
  const responsible = (item: DemoItem) => {
    const user = item.for_who === 'user' || item.for_who === 'employee' ? userOf(item.who!) : undefined;
    if (item.for_who === 'user' && user) return { forWho: 'user', user: user.id, employee: null, email: null };
    if (item.for_who === 'employee' && user?.employee_id)
      return { forWho: 'employee', user: null, employee: user.employee_id, email: null };
    if (item.for_who === 'email') return { forWho: 'email', user: null, employee: null, email: item.who! };
    return { forWho: 'person', user: null, employee: null, email: null };
  };
  const templates = new Map<string, { id: number; name: string; sequential: number; items: DemoItem[] }>();
  for (const [type, name, sequential, items] of [
    ['onboarding', 'Onboarding', 1, ONBOARDING],
    ['offboarding', 'Offboarding', 0, OFFBOARDING],
  ] as const) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO workflow_templates (company_id, type, name, is_sequential) VALUES ($1, $2, $3, $4) RETURNING id',
      [companyId, type, name, sequential],
    );
    for (const [index, item] of items.entries()) {
      const who = responsible(item);
      await tx.query(
        `INSERT INTO workflow_template_items (company_id, template_id, position, name, description, timing_days, for_who, responsible_user_id,
           responsible_employee_id, responsible_email_address) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          companyId,
          row.id,
          index + 1,
          item.name,
          item.description,
          item.timing_days,
          who.forWho,
          who.user,
          who.employee,
          who.email,
        ],
      );
    }
    templates.set(type, { id: row.id, name, sequential, items: [...items] });
  }
  const people = await tx.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM employees WHERE company_id = $1 AND deleted = 0 ORDER BY id',
    [companyId],
  );
  for (const started of STARTED) {
    const person = people[started.person % people.length];
    const source = templates.get(started.template)!;
    if (!person) continue;
    const workflowDate = addDays(today, started.daysFromToday);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO workflows (company_id, employee_id, workflow_template_id, type, name, is_sequential, workflow_date, notify_assignees)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0) RETURNING id`,
      [companyId, person.id, source.id, started.template, source.name, source.sequential, workflowDate],
    );
    for (const [index, item] of source.items.entries()) {
      const who = responsible(item);
      const due = taskDueDate(workflowDate, item.timing_days);
      const closed = index < started.closed;
      const text = fillHashtags(item.description, {
        '#first_name': person.first_name,
        '#last_name': person.last_name,
        '#name': `${person.first_name} ${person.last_name}`,
        '#workflow_date': formatDate(workflowDate),
        '#due_date': formatDate(due),
      });
      await tx.query(
        `INSERT INTO workflow_tasks (company_id, workflow_id, position, name, description, due_date, for_who, responsible_user_id,
           responsible_employee_id, responsible_email_address, status, date_closed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          companyId,
          row.id,
          index + 1,
          item.name,
          text,
          due,
          who.forWho,
          who.user,
          who.employee,
          who.email,
          closed ? 'closed' : 'open',
          closed ? (due < today ? due : today) : null,
        ],
      );
    }
  }
}
