// Day-off type settings (part 1 §2 /settings/daysOffTypes, §5 exception links and accrual corrections, §6 "day-off
// type management", §7 "Day-off types list", "Missing types"). Reading types needs a signed-in user of the company;
// people's exceptions and corrections, like writing, are for admins (domain mayDo 'manageDayOffTypes'), corrections
// also need wage access (mayApplyCorrection).
import { hasWageAccess, mayApplyCorrection, mayDo } from '@people/domain/permissions';
import { changeOf, companyChange } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { fieldError, forbidden, HttpError, notFound } from '../core/errors';
import { companyContext, personContext, requireAction, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { checkLimit, insertType, insertTypeUnlessNamed, storedFields, typeFields, updateType } from './typeFields';
import { idsQuerySchema, parseIds, year, dateInput, flag, id, int, obj, str } from '../core/schemas';
import { inputDate } from '@people/domain/dates';
import {
  corrections,
  dayOffType,
  dayOffTypes,
  exceptions,
  requestableTypes,
  rulesetsByIds,
  rulesetsOfYear,
  type DayOffTypeRow,
  correctionSchema,
  dayOffTypeSchema,
  daysOffErrors,
  exceptionSchema,
  rulesetSchema,
  typeFieldsSchema,
} from '../core/dayOffTypes';

/**
 * part 1 §5, §6: exceptions are people's own limits, shown on the day-off type management pages, so only a viewer who
 * may manage day-off types reads them; corrections change a balance in minutes of pay, so they need wage access too
 * (mayApplyCorrection's rule). Others get the same answer with no rows, which the gateway's lists take as they are.
 */
async function mayReadExceptions(db: Queryable, user: UserRow): Promise<boolean> {
  return mayDo('manageDayOffTypes', await companyContext(db, user));
}

async function mayReadCorrections(db: Queryable, user: UserRow): Promise<boolean> {
  const context = await companyContext(db, user);
  return mayDo('manageDayOffTypes', context) && hasWageAccess(context.viewer);
}

/** part 1 §5: a leave-accrual exception accrues at the type's rate, so the type needs one (as a leave-accrual type does). */
const noAccrualRate = () =>
  new HttpError(
    422,
    'DAY_OFF_TYPE_HAS_NO_ACCRUAL_RATE',
    'A leave-accrual exception needs a type with an accrual rate (accrual_minutes_per_month).',
    { details: { field: 'limitation' } },
  );

const typeIdsQuery = obj({ type_ids: idsQuerySchema.properties.ids });
const typeIdParams = obj({ id });
const dataOf = (schema: object) => obj({ data: schema });

async function typeOrNotFound(db: Queryable, companyId: number, typeId: number): Promise<DayOffTypeRow> {
  const type = await dayOffType(db, companyId, typeId);
  if (!type) throw notFound('This day-off type does not exist.');
  return type;
}

export async function daysOffSettingsRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/days_off/day_off_types',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Part 1 §7 'Day-off types list (for_who, year, include_rulesets)': for_who -1 lists every type of the year; a person's id the " +
          "active types they may plan: their ruleset's and the ones outside rulesets. rulesets list their types of the year by priority",
        querystring: obj(
          {
            year,
            for_who: { type: 'integer', minimum: -1, maximum: 2147483647, default: -1 },
            include_rulesets: { ...flag, default: 0 },
          },
          ['year'],
        ),
        response: {
          200: obj({
            data: { type: 'array', items: dayOffTypeSchema },
            rulesets: { type: 'array', items: rulesetSchema },
          }),
          ...daysOffErrors,
        },
      },
    },
    async (request) => {
      const { year: yearAsked, for_who: forWho, include_rulesets: includeRulesets } = request.query;
      const companyId = request.user.company_id;
      // What a person may plan (their ruleset) is part of their days off.
      if (forWho !== -1) await sectionContext(db, request.user, forWho, 'daysOffUsage');
      const [data, rulesets] = await Promise.all([
        forWho === -1
          ? dayOffTypes(db, companyId, { year: yearAsked })
          : requestableTypes(db, companyId, forWho, yearAsked),
        includeRulesets === 1 ? rulesetsOfYear(db, companyId, yearAsked) : [],
      ]);
      return { data, rulesets };
    },
  );

  app.get(
    '/api/days_off/day_off_types/missing',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Part 1 §7 'Missing types (year)': last year's type names this year lacks, and how many types this year has",
        querystring: obj({ year }),
        response: {
          200: obj({
            missing_types_count: int,
            missing_types: { type: 'array', items: str },
            existing_types_count: int,
          }),
          ...daysOffErrors,
        },
      },
    },
    async (request) => {
      const { year: yearAsked } = request.query;
      const missing = await missingTypes(db, request.user.company_id, yearAsked);
      return {
        missing_types_count: missing.missing.length,
        missing_types: missing.missing.map((t) => t.name),
        existing_types_count: missing.existing,
      };
    },
  );

  app.get(
    '/api/days_off/day_off_types/exceptions',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Part 1 §5 exceptions of some types (type_ids=1,2,3, the gateway's batch read); rows only for admins who manage types, none for others",
        querystring: typeIdsQuery,
        response: { 200: dataOf({ type: 'array', items: exceptionSchema }), ...daysOffErrors },
      },
    },
    async (request) => ({
      data: (await mayReadExceptions(db, request.user))
        ? await exceptions(
            db,
            request.user.company_id,
            { typeIds: parseIds(request.query.type_ids) },
            request.user.admin === 1,
          )
        : [],
    }),
  );

  // The gateway's node(id:) reads (ARCHITECTURE.md batch reads, ids=1,2,3): read like the lists, by any signed-in user
  // of the company; another company's ids are left out exactly like missing ones.
  app.get(
    '/api/days_off/day_off_types/batch',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Day-off types by id (ids=1,2,3), for the gateway's node(id:); ids of another company or missing are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf({ type: 'array', items: dayOffTypeSchema }), ...daysOffErrors },
      },
    },
    async (request) => ({ data: await dayOffTypes(db, request.user.company_id, { ids: parseIds(request.query.ids) }) }),
  );

  app.get(
    '/api/days_off/day_off_types/exceptions/batch',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Part 1 §5 exceptions by id (ids=1,2,3), for the gateway's node(id:); rows only for admins who manage types, other ids left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf({ type: 'array', items: exceptionSchema }), ...daysOffErrors },
      },
    },
    async (request) => ({
      data: (await mayReadExceptions(db, request.user))
        ? await exceptions(db, request.user.company_id, { ids: parseIds(request.query.ids) }, request.user.admin === 1)
        : [],
    }),
  );

  app.get(
    '/api/days_off/rulesets/batch',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Rulesets by id (ids=1,2,3), for the gateway's node(id:): a ruleset has no year, so day_off_type_ids are its types of every " +
          'year, by year then priority; ids of another company or missing are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf({ type: 'array', items: rulesetSchema }), ...daysOffErrors },
      },
    },
    async (request) => ({ data: await rulesetsByIds(db, request.user.company_id, parseIds(request.query.ids)) }),
  );

  app.get(
    '/api/days_off/accrual/corrections',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          'Part 1 §5 leave-accrual corrections of some types (type_ids=1,2,3); rows only for admins who manage types with wage access',
        querystring: typeIdsQuery,
        response: { 200: dataOf({ type: 'array', items: correctionSchema }), ...daysOffErrors },
      },
    },
    async (request) => ({
      data: (await mayReadCorrections(db, request.user))
        ? await corrections(
            db,
            request.user.company_id,
            { typeIds: parseIds(request.query.type_ids) },
            request.user.admin === 1,
          )
        : [],
    }),
  );

  app.post(
    '/api/days_off/day_off_types',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['days off settings'],
        summary:
          'Adds a day-off type to a year (admins; part 1 §6). 409 DAY_OFF_TYPE_EXISTS when the year has one of that name',
        body: obj({ year, ...typeFieldsSchema }, ['year']),
        response: { 200: dataOf(dayOffTypeSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      requireAction(await companyContext(db, request.user), 'manageDayOffTypes');
      const fields = typeFields(body, null);
      return { data: await db.transaction((tx) => insertType(tx, request.user.company_id, body.year, fields)) };
    },
  );

  app.post(
    '/api/days_off/day_off_types/copy_missing',
    {
      config: { audit: companyChange(['day_off_types']) },
      schema: {
        tags: ['days off settings'],
        summary:
          "Copies last year's types this year lacks (part 1 §7 missing types) with their settings and ruleset places (admins)",
        body: obj({ year }),
        response: { 200: obj({ copied: int }), ...daysOffErrors },
      },
    },
    async (request) => {
      const { year: yearAsked } = request.body;
      const companyId = request.user.company_id;
      requireAction(await companyContext(db, request.user), 'manageDayOffTypes');
      return db.transaction(async (tx) => {
        const { missing } = await missingTypes(tx, companyId, yearAsked);
        let copied = 0;
        for (const old of missing) {
          // A type of that name added meanwhile (a concurrent copy) is not missing any more: it is left as it is.
          const copy = await insertTypeUnlessNamed(tx, companyId, yearAsked, storedFields(old));
          if (!copy) continue;
          copied += 1;
          await tx.query(
            `INSERT INTO day_off_ruleset_types (ruleset_id, day_off_type_id, company_id, priority)
             SELECT ruleset_id, $3, company_id, priority FROM day_off_ruleset_types WHERE company_id = $1 AND day_off_type_id = $2`,
            [companyId, old.id, copy.id],
          );
        }
        return { copied };
      });
    },
  );

  app.post(
    '/api/days_off/day_off_types/:id',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['days off settings'],
        summary:
          "Changes a type's settings (admins); absent fields stay, null clears a maximum, an expiry or the accrual rate",
        params: typeIdParams,
        body: obj(typeFieldsSchema, []),
        response: { 200: dataOf(dayOffTypeSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const { id: typeId } = request.params;
      requireAction(await companyContext(db, request.user), 'manageDayOffTypes');
      return db.transaction(async (tx) => {
        const [type] = await tx.query<{ id: number }>(
          'SELECT id FROM day_off_types WHERE company_id = $1 AND id = $2 FOR UPDATE',
          [request.user.company_id, typeId],
        );
        if (!type) throw notFound('This day-off type does not exist.');
        const before = await typeOrNotFound(tx, request.user.company_id, typeId);
        const fields = typeFields(request.body, storedFields(before));
        if (
          fields.accrual_minutes_per_month === null &&
          (await hasAccrualException(tx, request.user.company_id, typeId))
        )
          throw noAccrualRate();
        return { data: await updateType(tx, request.user.company_id, before, fields) };
      });
    },
  );

  app.post(
    '/api/days_off/day_off_types/:id/exceptions',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['days off settings'],
        summary:
          "Adds a person's exception to a type's limit, or edits one (exception_id; part 1 §5 exception links). A person holds one " +
          'exception per type: adding a second one edits the first (admins)',
        params: typeIdParams,
        body: obj(
          {
            exception_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
            employee_id: id,
            limitation: typeFieldsSchema.limitation,
            max_yearly_amount_days: typeFieldsSchema.max_yearly_amount_days,
            max_yearly_amount_minutes: typeFieldsSchema.max_yearly_amount_minutes,
          },
          ['employee_id', 'limitation'],
        ),
        response: { 200: dataOf(exceptionSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const { id: typeId } = request.params;
      const body = request.body;
      const user = request.user;
      requireAction(await companyContext(db, user), 'manageDayOffTypes');
      const type = await typeOrNotFound(db, user.company_id, typeId);
      await personContext(db, user, body.employee_id);
      const limit = {
        limitation: body.limitation,
        max_yearly_amount_days: body.max_yearly_amount_days ?? null,
        max_yearly_amount_minutes: body.max_yearly_amount_minutes ?? null,
      };
      checkLimit(limit);
      if (limit.limitation === 'leave_accrual' && type.accrual_minutes_per_month === null) throw noAccrualRate();
      const values = [
        user.company_id,
        typeId,
        body.employee_id,
        limit.limitation,
        limit.max_yearly_amount_days,
        limit.max_yearly_amount_minutes,
      ];
      const [row] = body.exception_id
        ? await db.query<{ id: number }>(
            `UPDATE day_off_type_exceptions SET employee_id = $3, limitation = $4, max_yearly_amount_days = $5, max_yearly_amount_minutes = $6
              WHERE company_id = $1 AND day_off_type_id = $2 AND id = $7
                AND NOT EXISTS (SELECT 1 FROM day_off_type_exceptions o WHERE o.day_off_type_id = $2 AND o.employee_id = $3 AND o.id <> $7)
              RETURNING id`,
            [...values, body.exception_id],
          )
        : await db.query<{ id: number }>(
            `INSERT INTO day_off_type_exceptions (company_id, day_off_type_id, employee_id, limitation, max_yearly_amount_days, max_yearly_amount_minutes)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (day_off_type_id, employee_id) DO UPDATE SET limitation = $4, max_yearly_amount_days = $5, max_yearly_amount_minutes = $6
             RETURNING id`,
            values,
          );
      if (!row) throw notFound('This exception does not exist, or the person has another exception for this type.');
      const [saved] = await exceptions(db, user.company_id, { ids: [row.id] }, true);
      return { data: saved };
    },
  );

  app.post(
    '/api/days_off/day_off_types/:id/accrual/corrections',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['days off settings'],
        summary:
          'Adds a leave-accrual correction for a person (part 1 §5: accrual types, needs wage access; admins). minutes positive add, ' +
          "negative take off; the date lies in the type's year. Writes leave_accrual_correction_added",
        params: typeIdParams,
        body: obj(
          {
            employee_id: id,
            date: dateInput,
            minutes: { type: 'integer', minimum: -527040, maximum: 527040, not: { const: 0 } },
            note: { type: ['string', 'null'], maxLength: 400 },
          },
          ['employee_id', 'date', 'minutes'],
        ),
        response: { 200: dataOf(correctionSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const { id: typeId } = request.params;
      const body = request.body;
      const user = request.user;
      const context = await companyContext(db, user);
      requireAction(context, 'manageDayOffTypes');
      const type = await typeOrNotFound(db, user.company_id, typeId);
      if (type.limitation !== 'leave_accrual')
        throw fieldError(400, 'INVALID_INPUT', 'Corrections are for leave-accrual types.', 'id');
      if (!mayApplyCorrection(type.limitation, context.viewer))
        throw forbidden('Applying a correction needs wage access.');
      const date = inputDate(body.date);
      if (date === null || Number(date.slice(0, 4)) !== type.year)
        throw fieldError(400, 'INVALID_INPUT', `date must be a date of ${type.year}.`, 'date');
      await personContext(db, user, body.employee_id);
      const note = body.note?.trim() ? body.note.trim() : null;
      const correctionId = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO accrual_corrections (company_id, day_off_type_id, employee_id, date, minutes, note, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [user.company_id, typeId, body.employee_id, date, body.minutes, note, user.id],
        );
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'leave_accrual_correction_added',
          info: { new_type: type.name, note: String(body.minutes) },
        });
        return row.id;
      });
      const [saved] = await corrections(db, user.company_id, { ids: [correctionId] }, true);
      return { data: saved };
    },
  );
}

async function hasAccrualException(db: Queryable, companyId: number, typeId: number): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM day_off_type_exceptions WHERE company_id = $1 AND day_off_type_id = $2 AND limitation = 'leave_accrual' LIMIT 1",
    [companyId, typeId],
  );
  return rows.length > 0;
}

/** part 1 §7 missing types: last year's types whose name this year lacks. */
async function missingTypes(db: Queryable, companyId: number, yearAsked: number) {
  const [last, current] = await Promise.all([
    dayOffTypes(db, companyId, { year: yearAsked - 1 }),
    dayOffTypes(db, companyId, { year: yearAsked }),
  ]);
  const names = new Set(current.map((t) => t.name.toLowerCase()));
  return { missing: last.filter((t) => !names.has(t.name.toLowerCase())), existing: current.length };
}
