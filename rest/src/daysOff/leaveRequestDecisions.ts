// Deciding leave requests (domain leaveRequests.ts; paths our choice, in part 1 §7's style):
//   POST /api/days_off/requests/approve { request_ids, ignore_day_off_limits? }
//   POST /api/days_off/requests/decline { request_ids, reason? }
// All or nothing, in one transaction that locks the people (in id order, so two decisions over the same people wait
// for each other instead of deadlocking) and then the requests (FOR UPDATE): a second, parallel decision of a request
// reads it decided and answers REQUEST_ALREADY_DECIDED. A refusal names the request by its index (`request_ids_3`).
import { DAY_OFF_CREATE_LIMIT_ERR } from '@people/domain/daysOff';
import {
  decidedState,
  decisionRefusal,
  declineReason,
  type DecisionRefusal,
  type LeaveDecision,
} from '@people/domain/leaveRequests';
import { mayDo, type PermissionContext } from '@people/domain/permissions';
import { bodyFields, type AuditSpec } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { permissionContexts } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { dataOf } from '../core/schemas';
import { writeActivity } from '../core/activity';
import { dayOffTypes } from '../core/dayOffTypes';
import { personLedgers, type PlannedEntry } from './balance';
import { describedRequests } from './leaveRequests';
import { approveBody, decisionErrors, declineBody, leaveRequestSchema } from './leaveRequestSchemas';
import {
  approveRequests,
  declineRequest,
  lockPeople,
  requestEntries,
  requestsByIds,
  type LeaveRequestRow,
} from './leaveRequestsSql';
import { dateRangesText } from './payload';
import { limitReached } from './requests';

const field = (index: number) => `request_ids_${index}`;

const REFUSALS: Record<DecisionRefusal, [status: number, message: string]> = {
  REQUEST_ALREADY_DECIDED: [409, 'This request has been decided already, or was withdrawn.'],
  OWN_REQUEST_NOT_DECIDED: [422, 'Nobody decides their own leave request.'],
  DECLINE_REASON_TOO_LONG: [422, 'The reason of a decline has at most 400 characters.'],
};

/** One audit row per person whose requests were decided (field names only: the body's). */
const decisionAudit: AuditSpec = {
  action: 'change',
  rows: (request, answer) => {
    const data = (answer as { data?: { employee_id: number }[] } | undefined)?.data ?? [];
    const fields = bodyFields(request.body);
    return [...new Set(data.map((r) => r.employee_id))].map((employeeId) => ({ employeeId, fields }));
  },
};

interface Checked {
  rows: LeaveRequestRow[];
  contexts: Map<number, PermissionContext>;
}

/**
 * The requests in the order asked, each of a person the caller finds (else 404) and may decide (else 403, or
 * OWN_REQUEST_NOT_DECIDED for their own), then pending (REQUEST_ALREADY_DECIDED) with an acceptable reason, read
 * again after the people's locks so a decision that committed meanwhile is seen.
 */
async function checkedRequests(
  tx: Queryable,
  user: UserRow,
  ids: readonly number[],
  decision: LeaveDecision,
  reason: string | null,
): Promise<Checked> {
  const first = await requestsByIds(tx, user.company_id, ids);
  const contexts = await permissionContexts(tx, user, [...new Set(first.map((r) => r.employee_id))]);
  ids.forEach((id, index) => {
    const row = first.find((r) => r.id === id);
    const context = row && contexts.get(row.employee_id);
    if (!row || !context)
      throw new HttpError(404, 'NOT_FOUND', 'This leave request does not exist.', { details: { field: field(index) } });
    if (context.person?.isSelf) return;
    if (!mayDo('decideDaysOff', context))
      throw new HttpError(403, 'FORBIDDEN', 'You may not decide the leave requests of this person.', {
        details: { field: field(index) },
      });
  });
  await lockPeople(
    tx,
    user.company_id,
    [...new Set(first.map((r) => r.employee_id))].sort((a, b) => a - b),
  );
  const rows = await requestsByIds(tx, user.company_id, ids, true);
  ids.forEach((id, index) => {
    const row = rows.find((r) => r.id === id);
    if (!row)
      throw new HttpError(404, 'NOT_FOUND', 'This leave request does not exist.', { details: { field: field(index) } });
    const refusal = decisionRefusal({
      state: row.state,
      own: contexts.get(row.employee_id)?.person?.isSelf ?? false,
      decision,
      reason,
    });
    if (refusal) {
      const [status, message] = REFUSALS[refusal];
      throw new HttpError(status, refusal, message, {
        details: { field: refusal === 'DECLINE_REASON_TOO_LONG' ? 'reason' : field(index) },
      });
    }
  });
  return { rows: ids.map((id) => rows.find((r) => r.id === id) as LeaveRequestRow), contexts };
}

/**
 * Decision (leaveRequests.ts): approving checks the limits again as adding does (domain requestLimitCheck): per person,
 * the ledger without the requests' days, plus those days. An admin may ignore the limits (part 1 §5).
 */
async function checkLimits(tx: Queryable, user: UserRow, { rows, contexts }: Checked, ignore: boolean): Promise<void> {
  const entries = await requestEntries(
    tx,
    user.company_id,
    rows.map((r) => r.id),
  );
  const typeIds = [...new Set(entries.map((e) => e.day_off_type_id))];
  const types = typeIds.length === 0 ? [] : await dayOffTypes(tx, user.company_id, { ids: typeIds });
  for (const employeeId of [...new Set(rows.map((r) => r.employee_id))]) {
    const context = contexts.get(employeeId);
    if (ignore && context && mayDo('ignoreDayOffLimits', context)) continue;
    if (ignore) throw new HttpError(403, 'FORBIDDEN', 'Only an admin may exceed the limits of a day-off type.');
    const requestIds = new Set(rows.filter((r) => r.employee_id === employeeId).map((r) => r.id));
    const mine = entries.filter((e) => requestIds.has(e.leave_request_id));
    const ofPerson = types.filter((t) => mine.some((e) => e.day_off_type_id === t.id));
    const ledgers = await personLedgers(tx, user.company_id, employeeId, ofPerson, today(), {
      extraYears: [...new Set(mine.map((e) => Number(e.date.slice(0, 4))))],
      without: new Set(mine.map((e) => e.id)),
    });
    const planned: PlannedEntry[] = mine.map((e) => ({
      dayOffTypeId: e.day_off_type_id,
      entry: ledgers.ledgerEntry({ ...e, approved: 1 }),
    }));
    for (const type of ofPerson) if (ledgers.limitCheck(type, planned) !== null) throw limitReached();
  }
}

async function decide(
  db: Db,
  user: UserRow,
  ids: readonly number[],
  decision: LeaveDecision,
  options: { ignoreLimits?: boolean; reason?: string | null },
) {
  const reason = declineReason(options.reason);
  return db.transaction(async (tx) => {
    const checked = await checkedRequests(tx, user, ids, decision, reason);
    if (decision === 'approve') {
      await checkLimits(tx, user, checked, options.ignoreLimits ?? false);
      await approveRequests(tx, user, ids);
    } else {
      for (const row of checked.rows) await declineRequest(tx, user, row.id, reason);
    }
    for (const row of checked.rows) {
      await writeActivity(tx, user, {
        employeeId: row.employee_id,
        eventType: decidedState(decision) === 'approved' ? 'days_off_approved' : 'days_off_declined',
        info: {
          new_type: row.type_name,
          note: dateRangesText(row.days.map((d) => d.date)),
          ...(decision === 'decline' && reason !== null ? { reason } : {}),
        },
      });
    }
    return { data: await describedRequests(tx, user.company_id, await requestsByIds(tx, user.company_id, ids)) };
  });
}

export async function leaveRequestDecisionRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/days_off/requests/approve',
    {
      config: { audit: decisionAudit },
      schema: {
        tags: ['days off'],
        summary:
          'Leave requests: approves pending requests (1 to 100 ids), all or nothing; their days count as approved. 404 for an id the ' +
          'caller cannot find, 403 without decideDaysOff over its person, 422 OWN_REQUEST_NOT_DECIDED, 409 REQUEST_ALREADY_DECIDED ' +
          `(field request_ids_n); 422 ${DAY_OFF_CREATE_LIMIT_ERR} when a limit no longer holds, unless an admin sends ignore_day_off_limits = 1`,
        body: approveBody,
        response: { 200: dataOf(leaveRequestSchema), ...decisionErrors },
      },
    },
    async (request) =>
      decide(db, request.user, request.body.request_ids, 'approve', {
        ignoreLimits: request.body.ignore_day_off_limits === 1,
      }),
  );

  app.post(
    '/api/days_off/requests/decline',
    {
      config: { audit: decisionAudit },
      schema: {
        tags: ['days off'],
        summary:
          'Leave requests: declines pending requests (1 to 100 ids), all or nothing, with an optional reason (at most 400 characters, ' +
          'else 422 DECLINE_REASON_TOO_LONG) shown to the requester. The days are removed, so they no longer count; the request stays ' +
          'in the history as declined. Refusals as approve',
        body: declineBody,
        response: { 200: dataOf(leaveRequestSchema), ...decisionErrors },
      },
    },
    async (request) => decide(db, request.user, request.body.request_ids, 'decline', { reason: request.body.reason }),
  );
}
