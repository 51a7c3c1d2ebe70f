// Dimona (part 2 §3, §4, §5, §7, §8; part 1 §5, §9). Paths not shown in the spec: we chose
//   GET  /api/integrations/{id}/detail, /api/integrations/{id}/lists, /api/integrations/{id}/features,
//        /api/integrations/batch?ids= (the gateway's loader);
//   GET  /api/dimona/status?employee_id=&contract_start_date= (the Dimona status call, part 2 §7), and
//        /api/dimona/status/batch?ids=&contract_start_date= (the gateway's loader);
//   POST /api/dimona/editContract with the part 2 §7 payload, answering command_id.
// The edit is checked with domain dimonaEditErrors, the same function the form runs; nothing is stored when it refuses.
// Beside the §7 payload the edit takes the form's other fields (dimonaDetailProperties); an absent one keeps its
// stored value, and every one is checked with the form's rules, so a payload the form refuses is refused.
import { isIsoDate, parseDate } from '@people/domain/dates';
import { dimonaEditBlock, buildDimonaEditPayload } from '@people/domain/dimona';
import {
  DIMONA_DETAIL_FLAGS,
  DIMONA_DETAIL_KEYS,
  dimonaEditErrors,
  dimonaEditValues,
  settledEditDetails,
  type DimonaEditChange,
  type DimonaEditDetails,
} from '@people/domain/dimonaEdit';
import { dimonaLateness } from '@people/domain/dimonaLateness';
import type { DimonaField } from '@people/domain/dimonaTypes';
import { terminationBlockedToast } from '@people/domain/permissions';
import { changeOf } from '../core/audit';
import { nowMoment } from '../core/clock';
import type { Db } from '../core/db';
import { dimonaService } from '../core/dimonaService';
import { HttpError, notFound } from '../core/errors';
import { companyFlags, personContext, requireAction, sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import {
  dimonaEditAnswer,
  dimonaEditBody,
  dimonaStatusSchema,
  integrationDetailSchema,
  integrationFeaturesSchema,
  integrationListsSchema,
} from './schemas';
import {
  dimonaContext,
  dimonaIntegrationOf,
  integrationsByIds,
  oneDayDimona,
  storedDetails,
  updateOneDayContract,
  type OneDayDimonaRow,
} from './sql';
import { dataOf, personErrors, idParamSchema, idsQuerySchema, obj, parseIds } from '../core/schemas';
import { bumpVersion, lockVersion } from '../core/personLock';

const dateQuery = { type: 'string', maxLength: 10, format: 'people-date' } as const;
const statusQuery = obj({
  employee_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  contract_start_date: dateQuery,
});
const statusBatchQuery = obj({ ids: idsQuerySchema.properties.ids, contract_start_date: dateQuery });

/** ISO or DD/MM/YYYY (checked by the schema's format) as ISO. */
const isoOf = (date: string) => (isIsoDate(date) ? date : (parseDate(date) as string));

/** part 2 §3 Dimona status as the REST API answers it. */
function statusAnswer(row: OneDayDimonaRow, integrationId: number | null) {
  return {
    employee_id: row.employee_id,
    contract_start_date: row.date,
    ContractType: row.contract_type,
    Student: row.contract_type === 'Student' ? 1 : 0,
    PlannedHoursNbr: row.planned_hours,
    StartingHour: row.start_minutes,
    EndingHour: row.end_minutes,
    PauseMinutes: row.pause_minutes,
    ParCom: row.parcom,
    isServiceCoupe: row.is_service_coupe,
    extra_shifts: row.extra_shifts,
    integration_id: integrationId,
    national_number_empty: (row.rijks_register_nummer ?? '').trim() === '' ? 1 : 0,
    nationality_country_code: row.nationality_country_code,
    ...detailsAnswer(storedDetails(row)),
    durationType: 'singleDay',
    function_code: row.function_code,
    declaration:
      row.command_id === null
        ? null
        : {
            command_id: row.command_id,
            status: row.declaration_status,
            action: row.declaration_action,
            late_codes: row.late_codes ?? [],
            declared_at: row.declared_at,
          },
  };
}

const DATES: readonly (keyof DimonaEditDetails)[] = ['pensionDate', 'experienceSince'];

/** The details as the REST API answers them: flags 0/1 (durationType is answered apart). */
function detailsAnswer(details: DimonaEditDetails): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(DIMONA_DETAIL_KEYS) as [keyof DimonaEditDetails, string][]) {
    if (field === 'durationType') continue;
    answer[key] = DIMONA_DETAIL_FLAGS.includes(field) ? (details[field] ? 1 : 0) : details[field];
  }
  return answer;
}

/** The stored details with what the body gives over them (an absent key keeps the stored value). */
function bodyDetails(body: Record<string, unknown>, stored: DimonaEditDetails): DimonaEditDetails {
  const details: Record<string, unknown> = { ...stored };
  for (const [field, key] of Object.entries(DIMONA_DETAIL_KEYS) as [keyof DimonaEditDetails, string][]) {
    if (!(key in body)) continue;
    const value = body[key];
    details[field] = DIMONA_DETAIL_FLAGS.includes(field)
      ? value === 1
      : DATES.includes(field) && typeof value === 'string'
        ? isoOf(value)
        : value;
  }
  return details as unknown as DimonaEditDetails;
}

// REST names of the domain's form fields, for the `field` of an answer (part 2 §7 payload keys and the details).
const PAYLOAD_FIELD: Partial<Record<DimonaField, string>> = {
  parcom: 'Parcom',
  contractType: 'ContractType',
  startingHour: 'StartingHour',
  endingHour: 'EndingHour',
  pauseMinutes: 'PauseMinutes',
  plannedHours: 'PlannedHoursNbr',
  extraShifts: 'extra_shifts',
  ...DIMONA_DETAIL_KEYS,
};

const MESSAGES: Record<string, string> = {
  FIELD_IS_REQUIRED: 'is required',
  PARCOM_AND_CONTRACT_TYPE_REQUIRED:
    'Both the paritair comité and the contract type are required, and the contract type must be offered for this paritair comité.',
  DIMONA_NOT_ALLOWED_HOURS: 'These hours are not allowed for a one-day contract.',
  PICK_END_DATE: 'Pick an end date.',
  DIMONA_TOO_MANY_EXTRA_SHIFTS: 'There are more extra shifts than the integration allows.',
  EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE: 'This declaration cannot be edited here.',
  EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE_SERVICE_COUPE: 'A service-coupe declaration cannot be edited here.',
  DIMONA_EDIT_NOT_VIA_PROVIDER: 'The payroll provider does not take Dimona edits from here.',
};

export async function dimonaRoutes(app: Api, { db }: { db: Db }) {
  const integration = async (companyId: number, id: number) => {
    const [row] = await integrationsByIds(db, companyId, [id]);
    if (!row) throw notFound('This integration does not exist.');
    return row;
  };

  app.get(
    '/api/integrations/:id/detail',
    {
      schema: {
        tags: ['integrations'],
        summary: 'A payroll integration with its features and what it reports (part 2 §3 Integration)',
        params: idParamSchema,
        response: { 200: integrationDetailSchema, ...personErrors },
      },
    },
    async (request) => integration(request.user.company_id, request.params.id),
  );

  app.get(
    '/api/integrations/:id/lists',
    {
      schema: {
        tags: ['integrations'],
        summary:
          'The lists an integration reports: parcoms, flexi_joint_committees, flexi_joint_committees_with_dates (part 2 §3)',
        params: idParamSchema,
        response: { 200: integrationListsSchema, ...personErrors },
      },
    },
    async (request) => (await integration(request.user.company_id, request.params.id)).reported_metadata_json,
  );

  app.get(
    '/api/integrations/:id/features',
    {
      schema: {
        tags: ['integrations'],
        summary: "An integration's features (part 1 §6: dimona-edit/push, …)",
        params: idParamSchema,
        response: { 200: integrationFeaturesSchema, ...personErrors },
      },
    },
    async (request) => ({ features: (await integration(request.user.company_id, request.params.id)).features }),
  );

  app.get(
    '/api/integrations/batch',
    {
      schema: {
        tags: ['integrations'],
        summary:
          "Integrations by id with their lists and features, for the gateway; another company's ids are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(integrationDetailSchema) },
      },
    },
    async (request) => ({ data: await integrationsByIds(db, request.user.company_id, parseIds(request.query.ids)) }),
  );

  /** The Dimona status of people on a day, with the integration that declares each (one query per integration row). */
  const statuses = async (companyId: number, ids: number[], date: string) => {
    const rows = await oneDayDimona(db, companyId, ids, date);
    // A declaration answered meanwhile is collected first, so the status is the service's latest word.
    for (const row of rows) await dimonaService.collectAnswers(db, companyId, row.employee_id);
    const fresh = rows.some((r) => r.declaration_status === 'submitted')
      ? await oneDayDimona(db, companyId, ids, date)
      : rows;
    return Promise.all(
      fresh.map(async (row) => {
        const integrationRow = await dimonaIntegrationOf(db, companyId, row.employee_id);
        return { row, integration: integrationRow };
      }),
    );
  };

  app.get(
    '/api/dimona/status',
    {
      schema: {
        tags: ['dimona'],
        summary:
          "The Dimona status of a person's one-day contract on a day, with its latest declaration (part 2 §3, §7)",
        querystring: statusQuery,
        response: { 200: dimonaStatusSchema, ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, contract_start_date: date } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'contracts');
      const [found] = await statuses(user.company_id, [employeeId], isoOf(date));
      if (!found) throw notFound('This person has no one-day contract on that day.');
      return statusAnswer(found.row, found.integration?.id ?? null);
    },
  );

  app.get(
    '/api/dimona/status/batch',
    {
      schema: {
        tags: ['dimona'],
        summary:
          'Dimona statuses of people on a day, for the gateway; people without one, missing, of another company or without contract access are left out',
        querystring: statusBatchQuery,
        response: { 200: dataOf(dimonaStatusSchema) },
      },
    },
    async (request) => {
      const { ids, contract_start_date: date } = request.query;
      const user = request.user;
      const found = await statuses(user.company_id, parseIds(ids), isoOf(date));
      const answers = found.map((f) => statusAnswer(f.row, f.integration?.id ?? null));
      return { data: await visibleRows(db, user, answers, 'contracts') };
    },
  );

  app.post(
    '/api/dimona/editContract',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['dimona'],
        summary:
          "Edit a one-day Flex or Extra contract's Dimona declaration (part 2 §7); answers the command_id. Refused with the form's codes " +
          '(FIELD_IS_REQUIRED, PARCOM_AND_CONTRACT_TYPE_REQUIRED, DIMONA_NOT_ALLOWED_HOURS, …) and DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED, storing nothing',
        body: dimonaEditBody,
        response: { 200: dimonaEditAnswer, ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const context = await personContext(db, user, body.employee_id);
      requireAction(context, 'editDayContract');
      // part 2 §6: a restricted Dimona account blocks every declaration change, as it blocks termination.
      const blocked = terminationBlockedToast(context);
      if (blocked) throw new HttpError(403, blocked, 'This account may not change Dimona declarations.');
      const date = isoOf(body.contract_start_date);
      const [row] = await oneDayDimona(db, user.company_id, [body.employee_id], date);
      if (!row) throw notFound('This person has no one-day contract on that day.');
      const integrationRow = await dimonaIntegrationOf(db, user.company_id, body.employee_id);
      const block = dimonaEditBlock(
        { ContractType: row.contract_type, isServiceCoupe: row.is_service_coupe === 1 },
        (integrationRow?.features ?? []) as never,
      );
      if (block) throw new HttpError(409, block, MESSAGES[block], { details: { field: 'contract_start_date' } });

      const change: DimonaEditChange = {
        contractStartDate: date,
        startingHour: body.StartingHour ?? null,
        endingHour: body.EndingHour ?? null,
        pauseMinutes: body.PauseMinutes ?? 0,
        plannedHours: body.PlannedHoursNbr ?? null,
        extraShifts: body.extra_shifts ?? [],
        contractType: body.ContractType,
        parcom: body.Parcom,
        details: bodyDetails(body, storedDetails(row)),
      };
      const now = nowMoment();
      const dimona = dimonaContext(row, integrationRow, await companyFlags(db, user.company_id), now);
      const [error] = dimonaEditErrors(change, dimona);
      if (error) {
        const field = error.field === null ? undefined : PAYLOAD_FIELD[error.field];
        const message =
          error.code === 'FIELD_IS_REQUIRED' ? `${field} ${MESSAGES.FIELD_IS_REQUIRED}` : MESSAGES[error.code];
        throw new HttpError(400, error.code, message, { i18nCode: error.code, details: field ? { field } : {} });
      }
      const values = dimonaEditValues(change);
      // part 2 §4: what the edit hides is reset, as the form does; the rest is stored as accepted.
      const details = settledEditDetails(change, dimona);
      const payload = buildDimonaEditPayload(body.employee_id, values);
      const lateCodes = dimonaLateness(
        dimona.original!,
        { startDate: date, endDate: date, startingHour: change.startingHour, endingHour: change.endingHour },
        now,
      );
      return db.transaction(async (tx) => {
        // Optimistic locking with the person's version, as the other edit routes of part 1 §2.
        await lockVersion(tx, user, body.employee_id, body.version);
        await updateOneDayContract(tx, user.company_id, body.employee_id, date, {
          contractType: change.contractType,
          startMinutes: change.startingHour ?? row.start_minutes,
          endMinutes: change.endingHour ?? row.end_minutes,
          pauseMinutes: change.pauseMinutes ?? 0,
          plannedHours: change.plannedHours,
          parcom: payload.Parcom,
          extraShifts: change.extraShifts,
          // The employment status as checked: the one given, else the paritair comité's preset (part 2 §4).
          employmentStatus: values.employmentStatus,
          details,
        });
        const sent = await dimonaService.submit(tx, {
          companyId: user.company_id,
          employeeId: body.employee_id,
          integrationId: integrationRow?.id ?? null,
          action: 'update',
          contractStartDate: date,
          payload: payload as unknown as Record<string, unknown>,
          lateCodes,
          userId: user.id,
        });
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'one_day_contract_edited',
          info: { old_type: row.contract_type, new_type: change.contractType, note: sent.commandId },
        });
        await bumpVersion(tx, user, body.employee_id);
        return { command_id: sent.commandId, status: sent.status, late_codes: lateCodes };
      });
    },
  );
}
