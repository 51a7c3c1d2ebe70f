// Archive, reactivate, permanently delete and the sensitive flag (part 1 §4, §6, §7). Paths are not shown by
// the spec (§7 "Delete employee: id, confirmations", "Hard delete: id", "Reactivate: id", "Set sensitive: id,
// sensitive"): we chose POST /api/employees/{delete,reactivate,hardDelete,setSensitive}.
import { personWage } from '@people/domain/permissions';
import { archiveConfirmationsNeeded, archiveRefusal } from '@people/domain/profile';
import { hasOpenContract } from '@people/domain/wage';
import { changeOf } from '../core/audit';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import { personContext, requireAction, requireActionRegardless } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { flag, id, idBody, obj, personErrors, str } from '../core/schemas';
import {
  archiveFacts,
  deleteArchivedPerson,
  lockedSensitiveFlag,
  personName,
  setArchived,
  setSensitiveFlag,
} from './lifecycleSql';

const openContract = () =>
  new HttpError(409, 'OPEN_CONTRACT', 'This person has an open contract: end or terminate it before archiving.');
const alreadyArchived = () => new HttpError(409, 'ALREADY_ARCHIVED', 'This person is archived already.');
const notArchived = () => new HttpError(409, 'NOT_ARCHIVED', 'This person is not archived.');

export async function employeeLifecycleRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/employees/delete',
    {
      config: { audit: changeOf({ body: 'id' }, ['deleted']) },
      schema: {
        tags: ['employees'],
        summary:
          'Archive a person (deleted = 1; part 1 §4). Refused with OPEN_CONTRACT while a contract is open. May answer ' +
          'confirmation_needed: repeat with the accumulated codes in confirmations, comma-joined',
        body: obj({ id, confirmations: { type: 'string', maxLength: 1000, default: '' } }, ['id']),
        response: { 200: obj({ deleted: flag, confirmation_needed: { type: 'array', items: str } }), ...personErrors },
      },
    },
    async (request) => {
      const { id: employeeId, confirmations } = request.body;
      const user = request.user;
      const context = await personContext(db, user, employeeId);
      // Whether this viewer may archive this person at all, before any state of theirs is told; the
      // archived state and the open contract then answer their own codes.
      requireActionRegardless(context, 'archive', { hasWage: false, deleted: false });
      const refusal = archiveRefusal({
        deleted: context.person.deleted,
        openContract: hasOpenContract(personWage(context.person)),
      });
      if (refusal === 'ALREADY_ARCHIVED') throw alreadyArchived();
      if (refusal) throw openContract();
      requireAction(context, 'archive');
      const needed = archiveConfirmationsNeeded(
        await archiveFacts(db, user.company_id, employeeId, today()),
        confirmations,
      );
      if (needed.length > 0) return { deleted: 0, confirmation_needed: needed };
      await db.transaction(async (tx) => {
        if (!(await setArchived(tx, user.company_id, employeeId, true))) throw alreadyArchived();
        await writeActivity(tx, user, {
          employeeId,
          eventType: 'employee_archived',
          info: { person_name: await personName(tx, user.company_id, employeeId) },
        });
      });
      return { deleted: 1, confirmation_needed: [] };
    },
  );

  app.post(
    '/api/employees/reactivate',
    {
      config: { audit: changeOf({ body: 'id' }, ['deleted']) },
      schema: {
        tags: ['employees'],
        summary: 'Unarchive a person (deleted = 0; part 1 §4: needs no confirmation)',
        body: idBody,
        response: { 200: obj({ id: { type: 'integer' }, deleted: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { id: employeeId } = request.body;
      const user = request.user;
      const context = await personContext(db, user, employeeId);
      requireActionRegardless(context, 'unarchive', { deleted: true });
      if (!context.person.deleted) throw notArchived();
      await db.transaction(async (tx) => {
        if (!(await setArchived(tx, user.company_id, employeeId, false))) throw notArchived();
        await writeActivity(tx, user, {
          employeeId,
          eventType: 'employee_unarchived',
          info: { person_name: await personName(tx, user.company_id, employeeId) },
        });
      });
      return { id: employeeId, deleted: 0 };
    },
  );

  app.post(
    '/api/employees/hardDelete',
    {
      config: { audit: changeOf({ body: 'id' }, ['employee']) },
      schema: {
        tags: ['employees'],
        summary:
          'Delete an archived person permanently (admins only; part 1 §4, §6). Their feed, documents and contracts go with them',
        body: idBody,
        response: { 200: obj({ id: { type: 'integer' } }), ...personErrors },
      },
    },
    async (request) => {
      const { id: employeeId } = request.body;
      const user = request.user;
      const context = await personContext(db, user, employeeId);
      requireActionRegardless(context, 'hardDelete', { deleted: true });
      if (!context.person.deleted) throw notArchived();
      // No activity item: the person's feed is deleted with them (ON DELETE CASCADE).
      if (!(await deleteArchivedPerson(db, user.company_id, employeeId))) throw notArchived();
      return { id: employeeId };
    },
  );

  app.post(
    '/api/employees/setSensitive',
    {
      config: { audit: changeOf({ body: 'id' }) },
      schema: {
        tags: ['employees'],
        summary: 'Mark a profile sensitive (invisible to non-admins) or not (admins only; part 1 §4, §6)',
        body: obj({ id, sensitive: flag }),
        response: { 200: obj({ id: { type: 'integer' }, sensitive_profile: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { id: employeeId, sensitive } = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, employeeId), 'setSensitive');
      await db.transaction(async (tx) => {
        const before = await lockedSensitiveFlag(tx, user.company_id, employeeId);
        if (before === sensitive) return;
        await setSensitiveFlag(tx, user.company_id, employeeId, sensitive);
        await writeActivity(tx, user, {
          employeeId,
          eventType: 'sensitive_profile_updated',
          info: { old_type: String(before), new_type: String(sensitive) },
        });
      });
      return { id: employeeId, sensitive_profile: sensitive };
    },
  );
}
