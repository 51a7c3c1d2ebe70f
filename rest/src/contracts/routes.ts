// A person's contracts (part 1 §3 Contract (list)), their one-day contracts (part 1 §3 calendar one_day_contracts)
// and deleting a one-day contract (part 1 §7 "Delete contract: employee_id, contract_start_date (DD/MM/YYYY)").
// Paths not shown: we chose GET /api/contracts/list, GET /api/contracts/oneDayContracts and
// POST /api/contracts/deleteOneDayContract (and GET /api/contracts/batch?ids= for the gateway's node(id:)).
import { formatDate, parseDate } from '@people/domain/dates';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction, sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { terminationBlockedToast } from '@people/domain/permissions';
import { dimonaService } from '../core/dimonaService';
import { writeActivity } from '../core/activity';
import {
  dataOf,
  employeeIdQuery,
  flag,
  id,
  obj,
  personErrors,
  dmyDateInput,
  idsQuerySchema,
  parseIds,
} from '../core/schemas';
import { contractAnswers } from './access';
import { contractDetailSchema as contractSchema, oneDayContractSchema } from './schemas';
import { contractRows } from './sql';
import { cancelDayDeclarations, deleteOneDayContract, oneDayContractDays } from './oneDayContractSql';

/** part 1 §3 one_day_contracts: a Flex, Extra or Student contract of one day; date is ISO, date_formatted DD/MM/YYYY. */
export interface OneDayContractRow {
  employee_id: number;
  date: string;
  date_formatted: string;
  contract_type: 'Flex' | 'Extra' | 'Student';
}

/** A person's one-day contracts, the latest day first (as their contracts: newest first). */
async function oneDayContracts(db: Queryable, user: UserRow, employeeId: number): Promise<OneDayContractRow[]> {
  const rows = await oneDayContractDays(db, user.company_id, employeeId);
  return rows.map((r) => ({ ...r, date_formatted: formatDate(r.date) }));
}

/**
 * Deleting a declared one-day contract cancels its declarations and sends the cancel (part 2 §4 "a one-day cancel");
 * a contract never declared needs no cancel.
 */
async function cancelDeclarations(tx: Queryable, user: UserRow, employeeId: number, date: string): Promise<void> {
  const declared = await cancelDayDeclarations(tx, user.company_id, employeeId, date);
  if (declared.length === 0) return;
  await dimonaService.submit(tx, {
    companyId: user.company_id,
    employeeId,
    integrationId: declared[0].integration_id,
    action: 'cancel',
    contractStartDate: date,
    payload: { employee_id: employeeId, contract_start_date: formatDate(date) },
    lateCodes: [],
    userId: user.id,
  });
}

export async function contractRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/contracts/list',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "A person's contracts, newest first, not deleted; needs contract access (part 1 §6: access_wages, not light)",
        querystring: employeeIdQuery,
        response: { 200: dataOf(contractSchema), ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'contracts');
      return {
        data: await contractAnswers(db, user, await contractRows(db, user, { employeeId, withDeleted: false })),
      };
    },
  );

  app.get(
    '/api/contracts/oneDayContracts',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "A person's one-day contracts (Flex, Extra, Student), the latest day first; needs contract access like the contracts list",
        querystring: employeeIdQuery,
        response: { 200: dataOf(oneDayContractSchema), ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'contracts');
      return { data: await oneDayContracts(db, user, employeeId) };
    },
  );

  app.get(
    '/api/contracts/batch',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Contracts by id, for the gateway; ids of another company, missing or without contract access are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(contractSchema) },
      },
    },
    async (request) => {
      const rows = await contractRows(db, request.user, { ids: parseIds(request.query.ids) });
      return { data: await contractAnswers(db, request.user, await visibleRows(db, request.user, rows, 'contracts')) };
    },
  );

  app.post(
    '/api/contracts/deleteOneDayContract',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['contracts'],
        summary:
          'Delete the one-day contract (Flex, Extra or Student) of a person on a day, DD/MM/YYYY (part 1 §5, §7)',
        body: obj({ employee_id: id, contract_start_date: dmyDateInput }),
        response: { 200: obj({ success: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, contract_start_date: startDate } = request.body;
      const user = request.user;
      const context = await personContext(db, user, employeeId);
      requireAction(context, 'editDayContract');
      // part 2 §6: a restricted Dimona account blocks every declaration change; deleting cancels one.
      const blocked = terminationBlockedToast(context);
      if (blocked) throw new HttpError(403, blocked, 'This account may not change Dimona declarations.');
      const date = parseDate(startDate);
      if (date === null)
        throw new HttpError(400, 'INVALID_DATE', 'contract_start_date must be a date as DD/MM/YYYY.', {
          details: { field: 'contract_start_date' },
        });
      await db.transaction(async (tx) => {
        const deletedType = await deleteOneDayContract(tx, user.company_id, employeeId, date);
        if (deletedType === undefined) throw notFound('This person has no one-day contract on that day.');
        await cancelDeclarations(tx, user, employeeId, date);
        // event_info_json has no date key (part 1 §3): old_type is the contract type, new_type its day (ISO).
        await writeActivity(tx, user, {
          employeeId,
          eventType: 'one_day_contract_deleted',
          info: { old_type: deletedType, new_type: date },
        });
      });
      return { success: 1 };
    },
  );
}
