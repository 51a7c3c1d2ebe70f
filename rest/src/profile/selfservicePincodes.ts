// Self-service pincode status and reset (part 1 §4 pincode; §7 "GET /api/selfservice_pincodes/{employee_id}/status:
// answers set and blocked. POST /api/selfservice_pincodes/removePincode: employee_id"). The spec's paths.
import { changeOf } from '../core/audit';
import type { Db, Queryable } from '../core/db';
import { personContext, requireAction, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { latestInvitationAt, pincodeRow, removePincode } from './selfserviceSql';
import { pincodeStatusSchema } from './schemas';
import { employeeIdBody, employeeIdParams, personErrors } from '../core/schemas';

export async function pincodeStatus(db: Queryable, companyId: number, employeeId: number) {
  const [row, invitedAt] = await Promise.all([
    pincodeRow(db, companyId, employeeId),
    latestInvitationAt(db, companyId, employeeId),
  ]);
  return { set: row ? 1 : 0, blocked: row?.blocked ?? 0, invited_at: invitedAt };
}

export async function selfservicePincodeRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/selfservice_pincodes/:employee_id/status',
    {
      schema: {
        tags: ['selfservice'],
        summary:
          'Whether a person has a self-service pincode set, whether it is blocked, and when they were last invited (part 1 §4)',
        params: employeeIdParams,
        response: { 200: pincodeStatusSchema, ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      await sectionContext(db, request.user, employeeId, 'selfServiceStatus');
      return pincodeStatus(db, request.user.company_id, employeeId);
    },
  );

  app.post(
    '/api/selfservice_pincodes/removePincode',
    {
      config: { audit: changeOf({ body: 'employee_id' }, ['pincode']) },
      schema: {
        tags: ['selfservice'],
        summary:
          "Remove a person's pincode (the reset of a blocked one, part 1 §4), so they choose a new one; answers the new status",
        body: employeeIdBody,
        response: { 200: pincodeStatusSchema, ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, employeeId), 'resetPincode');
      await db.transaction(async (tx) => {
        const removed = await removePincode(tx, user.company_id, employeeId);
        // Nothing removed, nothing changed: no activity item.
        if (removed)
          await writeActivity(tx, user, {
            employeeId,
            eventType: 'selfservice_pincode_removed',
            info: { old_type: removed.blocked ? 'blocked' : 'set' },
          });
      });
      return pincodeStatus(db, user.company_id, employeeId);
    },
  );
}
