// The commute fields of Employee. Each asks domain maySee('commute') first (gateway/permissions): without
// the commute section's access (wage access, payroll provider access and wage/push-transport; part 1 §6, part 2 §7)
// the field is null with a FORBIDDEN error on its path. A page of people costs one call (commutes/loaders).
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { EmployeeCommutesModel, EmployeeModel } from '../core/models';
import { readSection, section, sectionRead } from '../core/permissions';
import { auditConnection, auditPageKey } from './commuteAuditLog';
import { AnswerError } from '../core/answerError';

type Fields = 'commute' | 'commuteHistory' | 'latestCommuteIsVariable' | 'variableCommute' | 'commuteAuditLog';

const badInput = (message: string) => new AnswerError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const commuteRead = sectionRead('commute', (id, _: Record<string, unknown>, ctx) =>
  ctx.loaders.employeeCommutes.load(id),
);

/**
 * The commute reads, by field, one answer for the three (employee(id:) starts them beside the detail too:
 * profile/lookaheadTable.ts).
 */
export const commuteReads = {
  commute: commuteRead,
  commuteHistory: commuteRead,
  latestCommuteIsVariable: commuteRead,
};

async function commuteField<T>(
  e: EmployeeModel,
  ctx: Context,
  pick: (answer: EmployeeCommutesModel) => T,
): Promise<T | null> {
  const answer = await readSection(commuteRead, e.id, {}, ctx);
  return answer === null ? null : pick(answer);
}

export const employeeCommuteFields: Pick<Required<EmployeeResolvers>, Fields> = {
  commute: (e, _, ctx) => commuteField(e, ctx, (a) => a.commute ?? null),
  commuteHistory: (e, _, ctx) => commuteField(e, ctx, (a) => a.history),
  latestCommuteIsVariable: (e, _, ctx) => commuteField(e, ctx, (a) => a.is_variable === 1),
  async variableCommute(e, { year, month }, ctx) {
    if (!Number.isInteger(month) || month < 1 || month > 12) throw badInput('month must be between 1 and 12');
    return section(e.id, 'commute', ctx, () => ctx.loaders.variableCommute.load(`${e.id}:${year}:${month}`));
  },
  async commuteAuditLog(e, { first, after, yearMonth }, ctx) {
    const key = auditPageKey(first, after, yearMonth, e.id);
    return section(e.id, 'commute', ctx, async () =>
      auditConnection(key, await ctx.loaders.commuteAuditPage.load(key)),
    );
  },
};
