// Removing days off, removing a company day off for one person, and replanning the days a ruleset planned (part 1 §7
// "Remove day off", "A separate call removes a company day off for an employee", "Replan days off for all rulesets").
// Each change locks the person and writes its activity item in the same transaction (part 1 §2).
import { formatDate, inputDate } from '@people/domain/dates';
import { validateSlotsToDelete } from '@people/domain/requestForm';
import { changeOf } from '../core/audit';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { fieldError, HttpError, notFound } from '../core/errors';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { personLedgers, type PlannedEntry } from './balance';
import { dateRangesText, entryIds } from './payload';
import { typeTakes } from './requests';
import { dateInput, flag, id, int, obj, removePayloadSchema } from './schemas';
import {
  deleteEntries,
  entriesByIds,
  holidaysCountry,
  moveEntry,
  personCompanyDaysOff,
  personEntries,
  removeCompanyDayOffFor,
} from './sql';
import { afterDaysRemoved, pendingRequestsOfDays } from './leaveRequestsSql';
import { year } from '../core/schemas';
import { lockPerson } from '../core/personLock';
import { daysOffErrors, dayOffTypes, rulesetsOfYear } from '../core/dayOffTypes';

export async function daysOffChangeRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/days_off/personal_days_off/remove',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'Remove day off': employee_id, send_notification, optional_message, entry_id_0..n. 400 NOTHING_TO_DELETE without " +
          'entries; an entry of another person or company answers 404 and nothing is removed. unemployment_cancellation 1 asks for ' +
          'the Belgium-only follow-up',
        body: removePayloadSchema,
        response: { 200: obj({ removed: int, unemployment_cancellation: flag }), ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const ids = entryIds(body);
      const nothing = validateSlotsToDelete(ids);
      if (nothing)
        throw new HttpError(400, nothing.code, 'Click the slots to remove first.', {
          i18nCode: nothing.hint,
          details: { field: 'entry_id_0' },
        });
      requireAction(await personContext(db, user, body.employee_id), 'planDaysOff');
      return db.transaction(async (tx) => {
        if ((await lockPerson(tx, user.company_id, body.employee_id)) === null)
          throw notFound('This person does not exist.');
        const entries = await entriesByIds(tx, user.company_id, body.employee_id, ids);
        if (entries.length !== ids.length) throw notFound('Some of these days off do not exist.');
        // A verzuim's sick days change with the verzuim (edit, end date, delete), so calendar and list agree.
        const ofVerzuim = entries.find((e) => e.verzuim_id !== null);
        if (ofVerzuim)
          throw fieldError(
            409,
            'VERZUIM_DAY',
            'This sick day belongs to a verzuim: change the verzuim instead.',
            'entry_id_0',
          );
        // A pending request keeps the days it has left; with none left it was withdrawn (domain stateAfterRemoval).
        const requests = await pendingRequestsOfDays(tx, user.company_id, ids);
        await deleteEntries(tx, user.company_id, body.employee_id, ids);
        await afterDaysRemoved(tx, user.company_id, requests);
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'days_off_removed',
          info: {
            old_type: [...new Set(entries.map((e) => e.type_name))].join(', '),
            note: dateRangesText(entries.map((e) => e.date)),
          },
        });
        const unemployment = entries.filter((e) => e.belgian_unemployment === 1);
        const cancellation =
          unemployment.length > 0 &&
          (await holidaysCountry(tx, user.company_id, body.employee_id, unemployment[0].date)) === 'BE';
        return { removed: entries.length, unemployment_cancellation: cancellation ? 1 : 0 };
      });
    },
  );

  app.post(
    '/api/days_off/company_days_off/remove_for_employee',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7: removes a company day off of the person's holiday country for this person only (date DD/MM/YYYY); 404 when they " +
          'have none that day. Writes company_day_off_removed',
        body: obj({ employee_id: id, date: dateInput }),
        response: { 200: obj({ success: flag }), ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const date = inputDate(body.date);
      if (date === null) throw fieldError(400, 'INVALID_INPUT', 'date is not a date as DD/MM/YYYY.', 'date');
      requireAction(await personContext(db, user, body.employee_id), 'planDaysOff');
      return db.transaction(async (tx) => {
        if ((await lockPerson(tx, user.company_id, body.employee_id)) === null)
          throw notFound('This person does not exist.');
        const country = await holidaysCountry(tx, user.company_id, body.employee_id, date);
        const [day] = await personCompanyDaysOff(tx, user.company_id, body.employee_id, country, date, date);
        if (!day) throw notFound('This person has no company day off on this date.');
        await removeCompanyDayOffFor(tx, user.company_id, body.employee_id, day.id, user.id);
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'company_day_off_removed',
          info: { old_type: day.special_name, note: formatDate(date) },
        });
        return { success: 1 };
      });
    },
  );

  app.post(
    '/api/days_off/replan_all_rulesets',
    {
      config: { audit: changeOf({ body: 'employee_id' }, ['personal_days_off']) },
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'Replan days off for all rulesets (employee id)': the days a ruleset planned in the year (year optional, default " +
          'this year) go again, in date order, to the first type of their ruleset with balance left; a day no type has room for keeps ' +
          'its type. Needs the replan permission (part 1 §6). Writes days_off_replanned',
        body: obj({ employee_id: id, year }, ['employee_id']),
        response: { 200: obj({ success: flag }), ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const replanYear = body.year ?? Number(today().slice(0, 4));
      requireAction(await personContext(db, user, body.employee_id), 'replanDaysOff');
      return db.transaction(async (tx) => {
        if ((await lockPerson(tx, user.company_id, body.employee_id)) === null)
          throw notFound('This person does not exist.');
        const planned = (await personEntries(tx, user.company_id, body.employee_id, [replanYear])).filter(
          (e) => e.ruleset_id !== null,
        );
        const rulesets = await rulesetsOfYear(tx, user.company_id, replanYear, [
          ...new Set(planned.map((e) => e.ruleset_id as number)),
        ]);
        const typeIds = [
          ...new Set([...rulesets.flatMap((r) => r.day_off_type_ids), ...planned.map((e) => e.day_off_type_id)]),
        ];
        const types = typeIds.length === 0 ? [] : await dayOffTypes(tx, user.company_id, { ids: typeIds });
        const ledgers = await personLedgers(tx, user.company_id, body.employee_id, types, today(), {
          extraYears: [replanYear],
          without: new Set(planned.map((e) => e.id)),
        });
        const plan: PlannedEntry[] = [];
        const moves: { id: number; typeId: number; kind: string }[] = [];
        for (const e of planned) {
          const entry = ledgers.ledgerEntry(e);
          const slot = { amPmHint: e.am_pm_hint, startMinutes: e.start_minutes, durationMinutes: e.duration_minutes };
          const ordered = (rulesets.find((r) => r.id === e.ruleset_id)?.day_off_type_ids ?? []).flatMap((typeId) =>
            types.filter((t) => t.id === typeId && t.active === 1),
          );
          const fits = ordered
            .filter((t) => typeTakes(t, ledgers, slot))
            .find((t) => ledgers.limitCheck(t, [...plan, { dayOffTypeId: t.id, entry }]) === null);
          const typeId = fits?.id ?? e.day_off_type_id;
          plan.push({ dayOffTypeId: typeId, entry });
          if (fits && fits.id !== e.day_off_type_id) moves.push({ id: e.id, typeId: fits.id, kind: fits.type });
        }
        for (const move of moves) {
          await moveEntry(tx, user.company_id, move.id, move.typeId, move.kind);
        }
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'days_off_replanned',
          info: { new_type: String(moves.length), note: String(replanYear) },
        });
        return { success: 1 };
      });
    },
  );
}
