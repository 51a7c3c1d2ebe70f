// Verzuim, Dutch sick leave (part 1 §3 Verzuim, §4, §5, §6, §7 the seven verzuim calls):
//   GET  /api/days_off/personal_days_off/{employeeId}/verzuim/list?year=&select_usage=   verzuim_items, newest first
//   GET  /api/days_off/personal_days_off/verzuim/{verzuimId}                             verzuim
//   GET  /api/days_off/personal_days_off/{dayOffId}/getVerzuimItemByDayOffId              verzuim
//   POST …/verzuim/reportVerzuimStart, reportVerzuimPartialRecovery (answer id), editVerzuimItem, deleteVerzuimItem,
//        setVerzuimEndDate
// and, for the gateway, GET …/verzuim/batch?ids= and …/verzuim/by_employees?employee_ids=&year=.
// Reading needs the verzuim section (domain maySee: an integration with daysoff/verzuim and calendar access); the
// changes are in changes.ts.
import { maySee } from '@people/domain/permissions';
import { sensitiveRead, type Carrier } from '../core/audit';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { notFound } from '../core/errors';
import { permissionContexts, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idsQuerySchema, parseIds, dataOf } from '../core/schemas';
import {
  id,
  int,
  listQuery,
  obj,
  peopleYearQuery,
  verzuimAnswer,
  verzuimErrors,
  verzuimListAnswer,
  verzuimSchema,
} from './schemas';
import {
  verzuimAnswers,
  verzuimByIds,
  verzuimIdOfDayOff,
  verzuimOfPeople,
  type VerzuimAnswer,
  type VerzuimRow,
} from './sql';

export const BASE = '/api/days_off/personal_days_off';

export async function answerOne(db: Queryable, companyId: number, item: VerzuimRow): Promise<VerzuimAnswer> {
  const all = await verzuimOfPeople(db, companyId, [item.employee_id]);
  const [answer] = await verzuimAnswers(db, companyId, [all.find((i) => i.id === item.id) ?? item], all, today());
  return answer;
}

/** Sick-leave data: a verzuim answer is health data of its person (the audit log records the field name). */
const verzuimCarriers = (items: readonly { employee_id: number }[]): Carrier[] =>
  items.map((item) => ({ employeeId: item.employee_id, values: { verzuim: item } }));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route answer is untyped: response schemas are not typed (core/routing.ts)
const readAudit = (items: (answer: any) => { employee_id: number }[]) =>
  sensitiveRead(['verzuim'], (answer) => verzuimCarriers(items(answer)));

export async function verzuimRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    `${BASE}/:employee_id/verzuim/list`,
    {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- the route answer is untyped: response schemas are not typed (core/routing.ts)
      config: { audit: readAudit((answer) => answer.verzuim_items) },
      schema: {
        tags: ['verzuim'],
        summary:
          "Part 1 §7: a person's verzuim items that touch the year, newest first (every field of part 1 §3, the chain links, ongoing and " +
          'future, and the Poortwachter timeline of an open item). select_usage = 1 adds the number of sick days of the year',
        params: obj({ employee_id: id }),
        querystring: listQuery,
        response: { 200: verzuimListAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      const { year, select_usage: selectUsage } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'verzuim');
      const all = await verzuimOfPeople(db, user.company_id, [employeeId]);
      const ofYear = all
        .filter((i) => i.start_date <= `${year}-12-31` && (i.end_date === null || i.end_date >= `${year}-01-01`))
        .reverse();
      const items = await verzuimAnswers(db, user.company_id, ofYear, all, today());
      const days = items.flatMap((i) => i.days).filter((d) => d.date.startsWith(`${year}-`)).length;
      return selectUsage === 1 ? { verzuim_items: items, usage: { days } } : { verzuim_items: items };
    },
  );

  app.get(
    `${BASE}/verzuim/batch`,
    {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- the route answer is untyped: response schemas are not typed (core/routing.ts)
      config: { audit: readAudit((answer) => answer.data) },
      schema: {
        tags: ['verzuim'],
        summary:
          "Verzuim items by id, for the gateway's node(id:); another company's, missing ones and ones the caller may not see are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(verzuimSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const rows = await verzuimByIds(db, user.company_id, parseIds(request.query.ids));
      const contexts = await permissionContexts(db, user, [...new Set(rows.map((r) => r.employee_id))]);
      const visible = rows.filter((r) => {
        const context = contexts.get(r.employee_id);
        return context !== undefined && maySee('verzuim', context);
      });
      const all = await verzuimOfPeople(db, user.company_id, [...new Set(visible.map((r) => r.employee_id))]);
      return { data: await verzuimAnswers(db, user.company_id, visible, all, today()) };
    },
  );

  app.get(
    `${BASE}/verzuim/by_employees`,
    {
      config: {
        audit: readAudit((answer) =>
          // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- the route answer is untyped: response schemas are not typed (core/routing.ts)
          answer.data.flatMap((p: { verzuim_items: { employee_id: number }[] }) => p.verzuim_items),
        ),
      },
      schema: {
        tags: ['verzuim'],
        summary:
          "The verzuim items of some people (newest first; with year, only those touching it), for the gateway's lists: people the caller " +
          'may not see, or whose verzuim they may not see (part 1 §6), are left out',
        querystring: peopleYearQuery,
        response: { 200: dataOf(obj({ employee_id: int, verzuim_items: { type: 'array', items: verzuimSchema } })) },
      },
    },
    async (request) => {
      const user = request.user;
      const { employee_ids: ids, year } = request.query;
      const people = parseIds(ids);
      const contexts = await permissionContexts(db, user, people);
      const visible = people.filter((p) => {
        const context = contexts.get(p);
        return context !== undefined && maySee('verzuim', context);
      });
      const all = visible.length === 0 ? [] : await verzuimOfPeople(db, user.company_id, visible);
      const touches = (i: VerzuimRow) =>
        year === undefined ||
        (i.start_date <= `${year}-12-31` && (i.end_date === null || i.end_date >= `${year}-01-01`));
      const answers = await verzuimAnswers(db, user.company_id, all.filter(touches), all, today());
      return {
        data: visible.map((p) => ({
          employee_id: p,
          verzuim_items: answers.filter((a) => a.employee_id === p).reverse(),
        })),
      };
    },
  );

  app.get(
    `${BASE}/verzuim/:verzuim_id`,
    {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- the route answer is untyped: response schemas are not typed (core/routing.ts)
      config: { audit: readAudit((answer) => [answer.verzuim]) },
      schema: {
        tags: ['verzuim'],
        summary: 'Part 1 §7: one verzuim item',
        params: obj({ verzuim_id: id }),
        response: { 200: verzuimAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const { verzuim_id: verzuimId } = request.params;
      const user = request.user;
      const [item] = await verzuimByIds(db, user.company_id, [verzuimId]);
      if (!item) throw notFound('This verzuim does not exist.');
      await sectionContext(db, user, item.employee_id, 'verzuim');
      return { verzuim: await answerOne(db, user.company_id, item) };
    },
  );

  app.get(
    `${BASE}/:day_off_id/getVerzuimItemByDayOffId`,
    {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- the route answer is untyped: response schemas are not typed (core/routing.ts)
      config: { audit: readAudit((answer) => [answer.verzuim]) },
      schema: {
        tags: ['verzuim'],
        summary:
          'Part 1 §7: the verzuim item a sick day of the calendar belongs to; 404 for a day off that belongs to none',
        params: obj({ day_off_id: id }),
        response: { 200: verzuimAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const { day_off_id: dayOffId } = request.params;
      const user = request.user;
      const verzuimId = await verzuimIdOfDayOff(db, user.company_id, dayOffId);
      const [item] = verzuimId === null ? [] : await verzuimByIds(db, user.company_id, [verzuimId]);
      if (!item) throw notFound('This day off belongs to no verzuim.');
      await sectionContext(db, user, item.employee_id, 'verzuim');
      return { verzuim: await answerOne(db, user.company_id, item) };
    },
  );
}
