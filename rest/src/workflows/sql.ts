// The SQL of the workflow tables (migration 010): templates with their items, started workflows with their
// tasks. Every query is scoped to the caller's company, so another company's ids read as missing ones.
import { workflowPending, type WorkflowForWho, type WorkflowTemplateType } from '@people/domain/workflows';
import type { Queryable } from '../core/db';

export interface TemplateRow {
  id: number;
  template_id: number;
  type: WorkflowTemplateType;
  name: string;
  is_sequential: number;
  item_count: number;
}

export interface ItemRow {
  id: number;
  item_id: number;
  template_id: number;
  position: number;
  name: string;
  description: string;
  timing_days: number;
  for_who: WorkflowForWho;
  responsible_user_id: number | null;
  responsible_employee_id: number | null;
  responsible_email_address: string | null;
  responsible_name: string | null;
}

export interface TaskRow {
  id: number;
  task_id: number;
  workflow_id: number;
  workflow_name: string;
  employee_id: number;
  employee_name: string;
  /** Not answered: whether the person is archived, for the permission context of a responsible viewer. */
  employee_deleted: number;
  position: number;
  name: string;
  description: string;
  due_date: string;
  for_who: WorkflowForWho;
  responsible_user_id: number | null;
  responsible_employee_id: number | null;
  responsible_email_address: string | null;
  responsible_name: string | null;
  status: 'open' | 'closed';
  date_closed: string | null;
}

export interface WorkflowRow {
  id: number;
  workflow_id: number;
  employee_id: number;
  employee_name: string;
  workflow_template_id: number | null;
  type: WorkflowTemplateType;
  name: string;
  is_sequential: number;
  workflow_date: string;
  notify_assignees: number;
  /** part 2 §2, §4: pending while any task is not done, else done. */
  status: 'pending' | 'done';
  closed_count: number;
  total_count: number;
  tasks: TaskRow[];
}

// The name shown for whoever for_who names (part 2 §3): the user, the colleague, the person, or the address.
const responsibleName = (row: string, person: string) => `CASE ${row}.for_who
    WHEN 'user' THEN (SELECT u.name FROM users u WHERE u.id = ${row}.responsible_user_id)
    WHEN 'employee' THEN (SELECT r.first_name || ' ' || r.last_name FROM employees r WHERE r.id = ${row}.responsible_employee_id)
    WHEN 'person' THEN ${person}
    ELSE ${row}.responsible_email_address END`;

export async function templates(db: Queryable, companyId: number, ids?: number[]): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(
    `SELECT t.id, t.id AS template_id, t.type, t.name, t.is_sequential,
       (SELECT count(*)::int FROM workflow_template_items i WHERE i.template_id = t.id) AS item_count
     FROM workflow_templates t WHERE t.company_id = $1 AND ($2::int[] IS NULL OR t.id = ANY($2::int[]))
     ORDER BY lower(t.name), t.id`,
    [companyId, ids ?? null],
  );
}

export async function template(db: Queryable, companyId: number, id: number): Promise<TemplateRow | undefined> {
  return (await templates(db, companyId, [id]))[0];
}

export type ItemFilter = { templateIds: number[] } | { ids: number[] };

export async function items(db: Queryable, companyId: number, filter: ItemFilter): Promise<ItemRow[]> {
  const [column, values] = 'ids' in filter ? ['i.id', filter.ids] : ['i.template_id', filter.templateIds];
  return db.query<ItemRow>(
    `SELECT i.id, i.id AS item_id, i.template_id, i.position, i.name, i.description, i.timing_days, i.for_who,
       i.responsible_user_id, i.responsible_employee_id, i.responsible_email_address,
       ${responsibleName('i', 'NULL')} AS responsible_name
     FROM workflow_template_items i WHERE i.company_id = $1 AND ${column} = ANY($2::int[])
     ORDER BY i.template_id, i.position, i.id`,
    [companyId, values],
  );
}

export type TaskFilter =
  | { ids: number[] }
  | { workflowIds: number[] }
  | { employeeId: number }
  /** "My tasks": the tasks the user (or their person) is responsible for (domain workflows isTaskResponsible). */
  | { responsible: { userId: number; employeeId: number | null } }
  | { all: true };

export type TaskStatusFilter = 'open' | 'closed' | 'all';

function taskWhere(filter: TaskFilter, params: unknown[]): string {
  if ('ids' in filter) return `k.id = ANY($${params.push(filter.ids)}::int[])`;
  if ('workflowIds' in filter) return `k.workflow_id = ANY($${params.push(filter.workflowIds)}::int[])`;
  if ('employeeId' in filter) return `w.employee_id = $${params.push(filter.employeeId)}`;
  if ('responsible' in filter) {
    const user = params.push(filter.responsible.userId);
    const person = params.push(filter.responsible.employeeId);
    return `((k.for_who = 'user' AND k.responsible_user_id = $${user})
      OR (k.for_who = 'employee' AND k.responsible_employee_id = $${person}::int)
      OR (k.for_who = 'person' AND w.employee_id = $${person}::int))`;
  }
  return 'true';
}

export async function tasks(
  db: Queryable,
  companyId: number,
  filter: TaskFilter,
  status: TaskStatusFilter = 'all',
  limit = 1000,
): Promise<TaskRow[]> {
  const params: unknown[] = [companyId];
  const where = taskWhere(filter, params);
  const statusWhere = status === 'all' ? 'true' : `k.status = $${params.push(status)}`;
  // "My tasks" lists the soonest due first; a workflow's tasks are in their order.
  const order =
    'workflowIds' in filter || 'employeeId' in filter ? 'w.id, k.position, k.id' : 'k.due_date, w.id, k.position, k.id';
  return db.query<TaskRow>(
    `SELECT k.id, k.id AS task_id, k.workflow_id, w.name AS workflow_name, w.employee_id,
       e.first_name || ' ' || e.last_name AS employee_name, e.deleted AS employee_deleted,
       k.position, k.name, k.description, to_char(k.due_date, 'YYYY-MM-DD') AS due_date, k.for_who,
       k.responsible_user_id, k.responsible_employee_id, k.responsible_email_address,
       ${responsibleName('k', "e.first_name || ' ' || e.last_name")} AS responsible_name,
       k.status, to_char(k.date_closed, 'YYYY-MM-DD') AS date_closed
     FROM workflow_tasks k JOIN workflows w ON w.id = k.workflow_id JOIN employees e ON e.id = w.employee_id
     WHERE k.company_id = $1 AND ${where} AND ${statusWhere}
     ORDER BY ${order} LIMIT ${Math.max(1, Math.min(limit, 1000))}`,
    params,
  );
}

export async function task(db: Queryable, companyId: number, id: number): Promise<TaskRow | undefined> {
  return (await tasks(db, companyId, { ids: [id] }))[0];
}

export type WorkflowState = 'pending' | 'done' | 'all';
export type WorkflowFilter = { ids: number[] } | { employeeIds: number[] };

/** Workflows with their tasks in order and the progress of part 2 §2 (closed over total). */
export async function workflows(
  db: Queryable,
  companyId: number,
  filter: WorkflowFilter,
  state: WorkflowState = 'all',
): Promise<WorkflowRow[]> {
  const [column, values] = 'ids' in filter ? ['w.id', filter.ids] : ['w.employee_id', filter.employeeIds];
  const rows = await db.query<Omit<WorkflowRow, 'tasks' | 'status' | 'closed_count' | 'total_count'>>(
    `SELECT w.id, w.id AS workflow_id, w.employee_id, e.first_name || ' ' || e.last_name AS employee_name,
       w.workflow_template_id, w.type, w.name, w.is_sequential, to_char(w.workflow_date, 'YYYY-MM-DD') AS workflow_date,
       w.notify_assignees
     FROM workflows w JOIN employees e ON e.id = w.employee_id
     WHERE w.company_id = $1 AND ${column} = ANY($2::int[])
     ORDER BY w.workflow_date DESC, w.id DESC`,
    [companyId, values],
  );
  const all = rows.length === 0 ? [] : await tasks(db, companyId, { workflowIds: rows.map((r) => r.id) });
  return rows
    .map((row) => {
      const own = all.filter((t) => t.workflow_id === row.id);
      const closed = own.filter((t) => t.status === 'closed').length;
      return {
        ...row,
        tasks: own,
        status: workflowPending(own) ? ('pending' as const) : ('done' as const),
        closed_count: closed,
        total_count: own.length,
      };
    })
    .filter((row) => state === 'all' || row.status === state);
}

export async function workflow(db: Queryable, companyId: number, id: number): Promise<WorkflowRow | undefined> {
  return (await workflows(db, companyId, { ids: [id] }))[0];
}

/** The next position at the end of a template's items or a workflow's tasks. */
export async function nextPosition(
  db: Queryable,
  table: 'workflow_template_items' | 'workflow_tasks',
  parent: 'template_id' | 'workflow_id',
  parentId: number,
): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    `SELECT COALESCE(max(position), 0)::int + 1 AS next FROM ${table} WHERE ${parent} = $1`,
    [parentId],
  );
  return row.next;
}

/** Whether a user id and a person id are of the company (a responsible of another company is a missing one). */
export async function responsibleExists(
  db: Queryable,
  companyId: number,
  userId: number | null,
  employeeId: number | null,
): Promise<'user' | 'employee' | null> {
  if (
    userId !== null &&
    (await db.query('SELECT 1 FROM users WHERE company_id = $1 AND id = $2', [companyId, userId])).length === 0
  )
    return 'user';
  if (
    employeeId !== null &&
    (await db.query('SELECT 1 FROM employees WHERE company_id = $1 AND id = $2', [companyId, employeeId])).length === 0
  )
    return 'employee';
  return null;
}
