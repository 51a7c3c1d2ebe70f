import { mayDo, maySee } from '@people/domain/permissions';
import type { ReviewReportResolvers, ReviewResolvers, ReviewTypeResolvers } from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';
import type { EmployeeModel } from '../core/models';
import { forbiddenSection, permissionContext } from '../core/permissions';

export const Review: ReviewResolvers = {
  id: (r) => globalId('Review', r.id),
  internalId: (r) => r.id,
  typeName: (r) => r.type_name,
  evaluationTypeId: (r) => r.evaluation_type_id,
  dateEvaluation: (r) => r.date_evaluation,
  includeManager: (r) => flag(r.include_manager),
  includeExtraManager: (r) => flag(r.include_extra_manager),
  // part 2 §3 hidden_notes: hidden from the reviewed person (domain performanceReviewHiddenNotes), null + FORBIDDEN.
  async hiddenNotes(r, _, ctx) {
    const context = await permissionContext(r.employee_id, ctx);
    if (!context || !maySee('performanceReviewHiddenNotes', context))
      throw forbiddenSection('performanceReviewHiddenNotes');
    return r.hidden_notes;
  },
  finishReason: (r) => r.finish_reason,
  dateFinished: (r) => r.date_finished,
  dateSent: (r) => r.date_sent,
  async notifyEmployees(r, _, ctx) {
    const people = await ctx.loaders.employee.loadMany(r.notify_employees_id);
    return people.filter((p): p is EmployeeModel => p !== null && !(p instanceof Error));
  },
  employee: (r, _, ctx) => ctx.loaders.employee.load(r.employee_id),
  async mayChange(r, _, ctx) {
    const context = await permissionContext(r.employee_id, ctx);
    return context !== null && mayDo('manageReviews', context);
  },
};

export const ReviewType: ReviewTypeResolvers = {
  internalId: (t) => t.id,
};

export const ReviewReport: ReviewReportResolvers = {
  employee: (r, _, ctx) => ctx.loaders.employee.load(r.employee_id),
  employeeName: (r) => r.employee_name,
  lastDateEvaluation: (r) => r.last_date_evaluation,
};
