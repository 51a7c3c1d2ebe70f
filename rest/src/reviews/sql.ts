// The SQL and schemas of performance reviews (migration 012; part 2 §3 Performance review).
import {
  MAX_FINISH_REASON,
  MAX_REVIEW_TEXT,
  REVIEW_STATUSES,
  REVIEWS_PER_PAGE,
  type ReviewStatus,
} from '@people/domain/reviews';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { visibleSql, visibleValues } from '../core/visibility';
import { id, dateInput, int, named, nullableStr, obj, str } from '../core/schemas';

export interface ReviewRow {
  id: number;
  employee_id: number;
  employee_name: string;
  evaluation_type_id: number;
  type_name: string;
  date_evaluation: string;
  questionnaires: string[];
  include_manager: 0 | 1;
  include_extra_manager: 0 | 1;
  hidden_notes: string | null;
  summary: string | null;
  status: ReviewStatus;
  finish_reason: string | null;
  date_finished: string | null;
  date_sent: string | null;
  notify_employees_id: number[];
}

export interface ReviewFilter {
  ids?: number[];
  employeeId?: number;
  status?: ReviewStatus;
  year?: number;
  limit?: number;
  offset?: number;
}

function where(user: UserRow, filter: ReviewFilter) {
  const params: unknown[] = [...visibleValues(user)];
  const clauses = [
    visibleSql('e', { company: '$1', admin: '$2', groups: '$3', self: '$4' }),
    'r.company_id = $1',
    'r.deleted_at IS NULL',
  ];
  if (filter.ids) clauses.push(`r.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.employeeId !== undefined) clauses.push(`r.employee_id = $${params.push(filter.employeeId)}`);
  if (filter.status !== undefined) clauses.push(`r.status = $${params.push(filter.status)}`);
  if (filter.year !== undefined) clauses.push(`extract(year FROM r.date_evaluation) = $${params.push(filter.year)}`);
  return { params, sql: clauses.join(' AND ') };
}

const FROM = `performance_evaluations r
  JOIN employees e ON e.id = r.employee_id AND e.company_id = r.company_id
  JOIN performance_evaluation_types t ON t.id = r.evaluation_type_id AND t.company_id = r.company_id`;

/** Reviews of the people the caller may find, the latest evaluation date first; hidden_notes as stored. */
export async function reviews(db: Queryable, user: UserRow, filter: ReviewFilter = {}): Promise<ReviewRow[]> {
  const { params, sql } = where(user, filter);
  const page =
    filter.limit === undefined ? '' : ` LIMIT $${params.push(filter.limit)} OFFSET $${params.push(filter.offset ?? 0)}`;
  return db.query<ReviewRow>(
    `SELECT r.id, r.employee_id, e.first_name || ' ' || e.last_name AS employee_name, r.evaluation_type_id, t.name AS type_name,
            r.date_evaluation, r.questionnaires, r.include_manager, r.include_extra_manager, r.hidden_notes, r.summary, r.status,
            r.finish_reason, r.date_finished, r.date_sent, r.notify_employees_id
       FROM ${FROM} WHERE ${sql} ORDER BY r.date_evaluation DESC, r.id DESC${page}`,
    params,
  );
}

export async function countReviewsOf(db: Queryable, user: UserRow, filter: ReviewFilter): Promise<number> {
  const { params, sql } = where(user, filter);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${sql}`, params);
  return row.n;
}

export async function lockReview(db: Queryable, companyId: number, reviewId: number) {
  const [row] = await db.query<{ id: number; employee_id: number; status: ReviewStatus; type_name: string }>(
    `SELECT r.id, r.employee_id, r.status, t.name AS type_name FROM performance_evaluations r
       JOIN performance_evaluation_types t ON t.id = r.evaluation_type_id AND t.company_id = r.company_id
      WHERE r.company_id = $1 AND r.id = $2 AND r.deleted_at IS NULL FOR UPDATE OF r`,
    [companyId, reviewId],
  );
  return row ?? null;
}

export async function evaluationTypes(db: Queryable, companyId: number) {
  return db.query<{ id: number; name: string }>(
    'SELECT id, name FROM performance_evaluation_types WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
}

// Schemas -----------------------------------------------------------------------------------------------------------

const flag = { type: 'integer', enum: [0, 1] } as const;
const status = { type: 'string', enum: [...REVIEW_STATUSES] } as const;
const reviewText = { type: ['string', 'null'], maxLength: MAX_REVIEW_TEXT } as const;

export const reviewSchema = named(
  'PerformanceEvaluation',
  obj({
    id: int,
    employee_id: int,
    employee_name: str,
    evaluation_type_id: int,
    type_name: str,
    date_evaluation: str,
    questionnaires: { type: 'array', items: str },
    include_manager: flag,
    include_extra_manager: flag,
    hidden_notes: {
      type: ['string', 'null'],
      description:
        'Null for a viewer who may not see them (domain performanceReviewHiddenNotes) and when there are none',
    },
    summary: nullableStr,
    status,
    finish_reason: nullableStr,
    date_finished: nullableStr,
    date_sent: nullableStr,
    notify_employees_id: { type: 'array', items: int },
  }),
);

export const evaluationTypeSchema = named('PerformanceEvaluationType', obj({ id: int, name: str }));

export const reviewGroupSchema = named(
  'PerformanceEvaluationGroup',
  obj({ employee_id: int, employee_name: str, evaluations: { type: 'array', items: reviewSchema } }),
);

export const reviewReportSchema = named(
  'ReviewReport',
  obj({
    employee_id: int,
    employee_name: str,
    total: int,
    planned: int,
    finished: int,
    sent: int,
    last_date_evaluation: nullableStr,
  }),
);

const page = { type: 'integer', minimum: 0, maximum: 100000, default: 0 } as const;
const perPage = (fallback: number) => ({ type: 'integer', minimum: 1, maximum: 100, default: fallback }) as const;
const year = { type: 'integer', minimum: 2000, maximum: 2100 } as const;

export const reviewListQuery = obj({ page, per_page: perPage(50), employee_id: id, status, year }, []);
export const personReviewsQuery = obj({ employee_id: id, page, per_page: perPage(REVIEWS_PER_PAGE) }, ['employee_id']);
export const reportsQuery = obj({ year }, []);
export const reviewIdBody = obj({ performance_evaluation_id: id });
export const addBody = obj(
  {
    employee_id: id,
    date_evaluation: dateInput,
    questionnaires: {
      type: 'array',
      maxItems: 20,
      items: { type: 'string', minLength: 1, maxLength: 200 },
      default: [],
    },
    include_manager: { ...flag, default: 0 },
    include_extra_manager: { ...flag, default: 0 },
    evaluation_type_id: id,
  },
  ['employee_id', 'date_evaluation', 'evaluation_type_id'],
);
export const editBody = obj({ performance_evaluation_id: id, hidden_notes: reviewText, summary: reviewText }, [
  'performance_evaluation_id',
]);
export const finishBody = obj({
  performance_evaluation_id: id,
  reason: { type: 'string', minLength: 1, maxLength: MAX_FINISH_REASON, pattern: '\\S' },
});
export const notificationBody = obj({
  performance_evaluation_id: id,
  // Comma-joined person ids, as the spec's other id lists travel (part 2 §7 ordered_task_ids); empty clears it.
  notify_employees_id: { type: 'string', maxLength: 1000, pattern: '^$|^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,49}$' },
});

/** The name of a review type of the company; undefined for none. */
export async function reviewTypeName(db: Queryable, companyId: number, typeId: number): Promise<string | undefined> {
  const [type] = await db.query<{ name: string }>(
    'SELECT name FROM performance_evaluation_types WHERE company_id = $1 AND id = $2',
    [companyId, typeId],
  );
  return type?.name;
}

export interface NewReview {
  employee_id: number;
  evaluation_type_id: number;
  /** YYYY-MM-DD. */
  date_evaluation: string;
  questionnaires: string[];
  include_manager: number;
  include_extra_manager: number;
}

/** part 2 §4: a planned review. */
export async function insertReview(
  tx: Queryable,
  companyId: number,
  userId: number,
  review: NewReview,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO performance_evaluations (company_id, employee_id, evaluation_type_id, date_evaluation, questionnaires, include_manager, include_extra_manager, created_by_user_id)
           VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8) RETURNING id`,
    [
      companyId,
      review.employee_id,
      review.evaluation_type_id,
      review.date_evaluation,
      review.questionnaires,
      review.include_manager,
      review.include_extra_manager,
      userId,
    ],
  );
  return row.id;
}

/** part 2 §4: the status a change leaves (domain reviewStatusAfter). */
export async function setReviewStatus(tx: Queryable, companyId: number, reviewId: number, status: string) {
  await tx.query('UPDATE performance_evaluations SET status = $3 WHERE company_id = $1 AND id = $2', [
    companyId,
    reviewId,
    status,
  ]);
}

/** part 2 §4 edit: the hidden notes and the summary, each only when given. */
export async function setReviewTexts(
  tx: Queryable,
  companyId: number,
  reviewId: number,
  texts: { hidden_notes?: string | null; summary?: string | null },
) {
  await tx.query(
    `UPDATE performance_evaluations SET hidden_notes = CASE WHEN $3::boolean THEN $4 ELSE hidden_notes END,
                  summary = CASE WHEN $5::boolean THEN $6 ELSE summary END WHERE company_id = $1 AND id = $2`,
    [
      companyId,
      reviewId,
      texts.hidden_notes !== undefined,
      texts.hidden_notes ?? null,
      texts.summary !== undefined,
      texts.summary ?? null,
    ],
  );
}

/** part 2 §4 finish: the reason and the day. */
export async function setReviewFinished(
  tx: Queryable,
  companyId: number,
  reviewId: number,
  reason: string,
  day: string,
) {
  await tx.query(
    'UPDATE performance_evaluations SET finish_reason = $3, date_finished = $4 WHERE company_id = $1 AND id = $2',
    [companyId, reviewId, reason, day],
  );
}

/** part 2 §4 finishAndSendToEmployee: finished (if not yet) and sent on the day. */
export async function setReviewSent(tx: Queryable, companyId: number, reviewId: number, day: string) {
  await tx.query(
    'UPDATE performance_evaluations SET date_finished = coalesce(date_finished, $3), date_sent = $3 WHERE company_id = $1 AND id = $2',
    [companyId, reviewId, day],
  );
}

/** part 2 §7 setNotification: the people notified about the review. */
export async function setReviewNotified(tx: Queryable, companyId: number, reviewId: number, employeeIds: number[]) {
  await tx.query(
    'UPDATE performance_evaluations SET notify_employees_id = $3::int[] WHERE company_id = $1 AND id = $2',
    [companyId, reviewId, employeeIds],
  );
}
