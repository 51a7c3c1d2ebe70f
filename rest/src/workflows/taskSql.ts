// The writes of started workflows and their tasks (migration 010; part 2 §3 "Started workflow", "Workflow task", §4,
// §7), beside the reads of sql.ts. Each runs inside the handler's transaction, in the order the handler gives.
import type {
  WorkflowForWho,
  WorkflowResponsible,
  WorkflowStart,
  WorkflowTemplateType,
} from '@people/domain/workflows';
import type { Queryable } from '../core/db';

/** The values of a person that a task item's hashtags are filled with (part 2 §7 hashtags): the manager on `day`. */
export interface PersonValues {
  first_name: string;
  last_name: string;
  join_date: string | null;
  manager_name: string | null;
}

export async function personValues(db: Queryable, employeeId: number, day: string): Promise<PersonValues> {
  const [row] = await db.query<PersonValues>(
    `SELECT e.first_name, e.last_name, to_char(e.join_date, 'YYYY-MM-DD') AS join_date,
       (SELECT m.first_name || ' ' || m.last_name FROM reports_to r JOIN employees m ON m.id = r.manager_id
         WHERE r.employee_id = e.id AND r.is_extra = 0 AND r.start_date <= $2::date AND (r.end_date IS NULL OR r.end_date >= $2::date)
         ORDER BY r.start_date DESC LIMIT 1) AS manager_name
     FROM employees e WHERE e.id = $1`,
    [employeeId, day],
  );
  return row;
}

/** The first key of the advisory locks that serialize one person's workflow starts (the second is the person). */
const LOCK_WORKFLOW_STARTS = 17_001;

/** Serializes the workflow starts of one person until the transaction ends (on any number of REST processes). */
export async function lockWorkflowStarts(tx: Queryable, employeeId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [LOCK_WORKFLOW_STARTS, employeeId]);
}

/** The earlier starts of one template for one person (domain workflows isDuplicateStart). */
export async function earlierStarts(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  templateId: number,
): Promise<WorkflowStart[]> {
  return tx.query<WorkflowStart>(
    `SELECT employee_id, workflow_template_id, to_char(workflow_date, 'YYYY-MM-DD') AS workflow_date FROM workflows
           WHERE company_id = $1 AND employee_id = $2 AND workflow_template_id = $3`,
    [companyId, employeeId, templateId],
  );
}

export interface WorkflowValues extends WorkflowStart {
  type: WorkflowTemplateType;
  name: string;
  is_sequential: number;
  notify_assignees: number;
}

export async function insertWorkflow(tx: Queryable, companyId: number, values: WorkflowValues): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO workflows (company_id, employee_id, workflow_template_id, type, name, is_sequential, workflow_date, notify_assignees)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      companyId,
      values.employee_id,
      values.workflow_template_id,
      values.type,
      values.name,
      values.is_sequential,
      values.workflow_date,
      values.notify_assignees,
    ],
  );
  return row.id;
}

export async function deleteWorkflow(tx: Queryable, companyId: number, workflowId: number): Promise<void> {
  await tx.query('DELETE FROM workflows WHERE company_id = $1 AND id = $2', [companyId, workflowId]);
}

/** Locks a workflow's row, so two changes of its tasks' positions or states go one after the other. */
export async function lockWorkflow(tx: Queryable, workflowId: number): Promise<void> {
  await tx.query('SELECT id FROM workflows WHERE id = $1 FOR UPDATE', [workflowId]);
}

/** Locks the workflow of the company and answers whether it is sequential (false for none). */
export async function lockSequentialWorkflow(tx: Queryable, companyId: number, workflowId: number): Promise<boolean> {
  const [locked] = await tx.query<{ is_sequential: number }>(
    'SELECT is_sequential FROM workflows WHERE company_id = $1 AND id = $2 FOR UPDATE',
    [companyId, workflowId],
  );
  return locked?.is_sequential === 1;
}

export interface TaskValues extends WorkflowResponsible {
  name: string;
  description: string;
  /** YYYY-MM-DD. */
  due_date: string;
  for_who: WorkflowForWho;
}

/** The parameters of an task's values, in the order of its INSERT and UPDATE columns. */
const taskParams = (values: TaskValues) => [
  values.name,
  values.description,
  values.due_date,
  values.for_who,
  values.responsible_user_id,
  values.responsible_employee_id,
  values.responsible_email_address,
];

export async function insertTask(
  tx: Queryable,
  companyId: number,
  workflowId: number,
  position: number,
  values: TaskValues,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO workflow_tasks (company_id, workflow_id, position, name, description, due_date, for_who, responsible_user_id,
             responsible_employee_id, responsible_email_address) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [companyId, workflowId, position, ...taskParams(values)],
  );
  return row.id;
}

export async function updateTask(tx: Queryable, taskId: number, values: TaskValues): Promise<void> {
  await tx.query(
    `UPDATE workflow_tasks SET name = $2, description = $3, due_date = $4, for_who = $5, responsible_user_id = $6,
             responsible_employee_id = $7, responsible_email_address = $8 WHERE id = $1`,
    [taskId, ...taskParams(values)],
  );
}

/** part 2 §4 open → closed: the day and the user who closed it. */
export async function closeTask(tx: Queryable, taskId: number, day: string, userId: number): Promise<void> {
  await tx.query(
    "UPDATE workflow_tasks SET status = 'closed', date_closed = $2, closed_by_user_id = $3 WHERE id = $1",
    [taskId, day, userId],
  );
}

/** part 2 §4 closed → open: who closed it and when is forgotten. */
export async function reopenTask(tx: Queryable, taskId: number): Promise<void> {
  await tx.query(
    "UPDATE workflow_tasks SET status = 'open', date_closed = NULL, closed_by_user_id = NULL WHERE id = $1",
    [taskId],
  );
}

export async function deleteTask(tx: Queryable, companyId: number, taskId: number): Promise<void> {
  await tx.query('DELETE FROM workflow_tasks WHERE company_id = $1 AND id = $2', [companyId, taskId]);
}

/** The person a user is (null for none), to count the tasks they are responsible for. */
export async function userEmployeeId(db: Queryable, userId: number): Promise<number | null> {
  const [owner] = await db.query<{ employee_id: number | null }>('SELECT employee_id FROM users WHERE id = $1', [
    userId,
  ]);
  return owner.employee_id;
}

/** Gives every open task of one user to another (closed ones keep who did them); answers the tasks moved. */
export async function reassignOpenTasks(
  tx: Queryable,
  companyId: number,
  fromUserId: number,
  toUserId: number,
): Promise<{ id: number; workflow_id: number }[]> {
  return tx.query<{ id: number; workflow_id: number }>(
    "UPDATE workflow_tasks SET responsible_user_id = $3 WHERE company_id = $1 AND for_who = 'user' AND responsible_user_id = $2 AND status = 'open' RETURNING id, workflow_id",
    [companyId, fromUserId, toUserId],
  );
}

export async function userName(tx: Queryable, userId: number): Promise<string> {
  const [to] = await tx.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
  return to.name;
}

/** The people of some workflows, once each with each workflow name. */
export async function workflowPeople(
  tx: Queryable,
  workflowIds: number[],
): Promise<{ employee_id: number; name: string }[]> {
  return tx.query<{ employee_id: number; name: string }>(
    'SELECT DISTINCT employee_id, name FROM workflows WHERE id = ANY($1::int[])',
    [workflowIds],
  );
}
