import type { Db } from '../core/db';
import type { Api } from '../core/routing';
import { departmentSchema, idsQuerySchema, obj, parseIds, teamSchema } from '../core/schemas';
import { departmentsByIds, teamsByIds } from './organisationSql';

/** Teams and departments by id, for the gateway loaders; ids of another company are left out. */
export async function organisationRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/teams/batch',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Teams by id',
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: teamSchema } }) },
      },
    },
    async (request) => ({
      data: await teamsByIds(db, request.user.company_id, parseIds(request.query.ids)),
    }),
  );

  app.get(
    '/api/departments/batch',
    {
      schema: {
        tags: ['organisation'],
        summary: 'Departments by id',
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: departmentSchema } }) },
      },
    },
    async (request) => ({
      data: await departmentsByIds(db, request.user.company_id, parseIds(request.query.ids)),
    }),
  );
}
