// The changes of the day-off type settings (part 1 §5 exception links and accrual corrections, §6 "day-off type
// management", §7 "Missing types"), registered right after the reads (routes.ts). For admins (domain mayDo
// 'manageDayOffTypes'); corrections also need wage access (mayApplyCorrection).
import { mayApplyCorrection } from '@people/domain/permissions';
import { inputDate } from '@people/domain/dates';
import { changeOf, companyChange } from '../core/audit';
import type { Db } from '../core/db';
import { fieldError, forbidden, notFound } from '../core/errors';
import { companyContext, personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { dateInput, id, int, obj, year } from '../core/schemas';
import {
  corrections,
  exceptions,
  correctionSchema,
  dayOffTypeSchema,
  daysOffErrors,
  exceptionSchema,
  typeFieldsSchema,
} from '../core/dayOffTypes';
import { missingTypes, noAccrualRate, typeOrNotFound } from './lookups';
import {
  copyRulesetPlaces,
  hasAccrualException,
  insertCorrection,
  lockDayOffType,
  updateException,
  upsertException,
} from './sql';
import { checkLimit, insertType, insertTypeUnlessNamed, storedFields, typeFields, updateType } from './typeFields';

const typeIdParams = obj({ id });
const dataOf = (schema: object) => obj({ data: schema });

export async function daysOffSettingsChangeRoutes(app: Api, { db }: { db: Db }) {
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
          await copyRulesetPlaces(tx, companyId, old.id, copy.id);
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
        if (!(await lockDayOffType(tx, request.user.company_id, typeId)))
          throw notFound('This day-off type does not exist.');
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
      const values = { employee_id: body.employee_id, ...limit };
      const savedId = body.exception_id
        ? await updateException(db, user.company_id, typeId, body.exception_id, values)
        : await upsertException(db, user.company_id, typeId, values);
      if (savedId === undefined)
        throw notFound('This exception does not exist, or the person has another exception for this type.');
      const [saved] = await exceptions(db, user.company_id, { ids: [savedId] }, true);
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
        const addedId = await insertCorrection(
          tx,
          user.company_id,
          typeId,
          { employee_id: body.employee_id, date, minutes: body.minutes, note },
          user.id,
        );
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'leave_accrual_correction_added',
          info: { new_type: type.name, note: String(body.minutes) },
        });
        return addedId;
      });
      const [saved] = await corrections(db, user.company_id, { ids: [correctionId] }, true);
      return { data: saved };
    },
  );
}
