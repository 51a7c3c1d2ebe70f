// Day-off type settings (part 1 §2 /settings/daysOffTypes, §5 exception links and accrual corrections, §6 "day-off
// type management", §7 "Day-off types list", "Missing types"). Reading types needs a signed-in user of the company;
// people's exceptions and corrections, like writing, are for admins (domain mayDo 'manageDayOffTypes'), corrections
// also need wage access (mayApplyCorrection). The changes are in changes.ts, registered right after these reads.
import { hasWageAccess, mayDo } from '@people/domain/permissions';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { companyContext, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idsQuerySchema, parseIds, year, flag, int, obj, str } from '../core/schemas';
import {
  corrections,
  dayOffTypes,
  exceptions,
  requestableTypes,
  rulesetsByIds,
  rulesetsOfYear,
  correctionSchema,
  dayOffTypeSchema,
  daysOffErrors,
  exceptionSchema,
  rulesetSchema,
} from '../core/dayOffTypes';
import { missingTypes } from './lookups';

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

const typeIdsQuery = obj({ type_ids: idsQuerySchema.properties.ids });
const dataOf = (schema: object) => obj({ data: schema });

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
}
