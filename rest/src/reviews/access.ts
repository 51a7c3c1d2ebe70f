// Who may read a review and how it is found (part 2 §6): maySee('performanceReviews') of the person, hidden_notes
// null without maySee('performanceReviewHiddenNotes'); a review of someone the caller cannot find is a missing one.
import { maySee } from '@people/domain/permissions';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { permissionContexts, personContext, sectionContext } from '../core/permissionContext';
import { reviews, type ReviewRow } from './sql';

export const reviewNotFound = () => notFound('This performance review does not exist.');

/** Keeps the reviews of people whose reviews the caller may see; hidden_notes null where they may not see those. */
export async function visibleReviews(db: Queryable, user: UserRow, rows: ReviewRow[]): Promise<ReviewRow[]> {
  const contexts = await permissionContexts(db, user, [...new Set(rows.map((r) => r.employee_id))]);
  return rows.flatMap((row) => {
    const context = contexts.get(row.employee_id);
    if (!context || !maySee('performanceReviews', context)) return [];
    return [maySee('performanceReviewHiddenNotes', context) ? row : { ...row, hidden_notes: null }];
  });
}

export async function oneReview(db: Queryable, user: UserRow, id: number): Promise<ReviewRow> {
  const [row] = await reviews(db, user, { ids: [id] });
  if (!row) throw reviewNotFound();
  await sectionContext(db, user, row.employee_id, 'performanceReviews');
  const [visible] = await visibleReviews(db, user, [row]);
  return visible;
}

export async function reviewContext(db: Queryable, user: UserRow, employeeId: number) {
  return personContext(db, user, employeeId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? reviewNotFound() : error;
  });
}
