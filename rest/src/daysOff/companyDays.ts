// Company days off per year and holiday country (part 1 §2 /settings/companyHolidays, §3 company day off, §5 holidays
// warning, §9 holiday countries BE, NL, FR, DE, ES, GB, LU). Reading needs a signed-in user of the company; adding and
// deleting are for admins (domain mayDo 'manageDayOffTypes').
import { companyChange } from '../core/audit';
import type { Db } from '../core/db';
import { fieldError, HttpError, notFound } from '../core/errors';
import { requireAction, companyContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { companyDayOffSchema, countryCode, dateInput, flag, id, obj } from './schemas';
import { companyDayOff, companyDaysOff, companyDaysOffByIds, deleteCompanyDayOff, insertCompanyDayOff } from './sql';
import { idsQuerySchema, parseIds, year } from '../core/schemas';
import { inputDate } from '@people/domain/dates';
import { color, daysOffErrors } from '../core/dayOffTypes';

export async function daysOffCompanyDayRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/days_off/company_days_off',
    {
      schema: {
        tags: ['days off settings'],
        summary: 'Company days off of a year, of one holiday country or (without country) all, by date',
        querystring: obj({ year, country: countryCode }, ['year']),
        response: { 200: obj({ data: { type: 'array', items: companyDayOffSchema } }), ...daysOffErrors },
      },
    },
    async (request) => {
      const { year: yearAsked, country } = request.query;
      return { data: await companyDaysOff(db, request.user.company_id, yearAsked, country ?? null) };
    },
  );

  app.get(
    '/api/days_off/company_days_off/batch',
    {
      schema: {
        tags: ['days off settings'],
        summary:
          "Company days off by id (ids=1,2,3), for the gateway's node(id:); ids of another company or missing are left out",
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: companyDayOffSchema } }), ...daysOffErrors },
      },
    },
    async (request) => ({ data: await companyDaysOffByIds(db, request.user.company_id, parseIds(request.query.ids)) }),
  );

  app.post(
    '/api/days_off/company_days_off',
    {
      config: { audit: companyChange() },
      schema: {
        tags: ['days off settings'],
        summary:
          'Adds a company day off (date DD/MM/YYYY or ISO; admins). 409 COMPANY_DAY_OFF_EXISTS when the country has one that day',
        body: obj(
          {
            date: dateInput,
            special_name: { type: 'string', minLength: 1, maxLength: 100 },
            color: { anyOf: [color, { type: 'null' }] },
            country_code: countryCode,
          },
          ['date', 'special_name', 'country_code'],
        ),
        response: { 200: obj({ data: companyDayOffSchema }), ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await companyContext(db, user), 'manageDayOffTypes');
      const date = inputDate(body.date);
      if (date === null) throw fieldError(400, 'INVALID_INPUT', 'date is not a date as DD/MM/YYYY.', 'date');
      const name = body.special_name.trim();
      if (name === '') throw fieldError(400, 'FIELD_IS_REQUIRED', 'special_name is required', 'special_name');
      const row = await insertCompanyDayOff(db, user.company_id, {
        date,
        name,
        color: body.color ? body.color.replace('#', '').toUpperCase() : null,
        countryCode: body.country_code,
      });
      if (!row)
        throw new HttpError(409, 'COMPANY_DAY_OFF_EXISTS', 'This country has a company day off on this date already.', {
          details: { field: 'date' },
        });
      return { data: row };
    },
  );

  app.post(
    '/api/days_off/company_days_off/:id/delete',
    {
      config: { audit: companyChange(['company_days_off']) },
      schema: {
        tags: ['days off settings'],
        summary: 'Deletes a company day off for everyone (admins); its removals for single people go with it',
        params: obj({ id }),
        response: { 200: obj({ success: flag }), ...daysOffErrors },
      },
    },
    async (request) => {
      const { id: dayId } = request.params;
      const user = request.user;
      requireAction(await companyContext(db, user), 'manageDayOffTypes');
      if (!(await companyDayOff(db, user.company_id, dayId))) throw notFound('This company day off does not exist.');
      await deleteCompanyDayOff(db, user.company_id, dayId);
      return { success: 1 };
    },
  );
}
