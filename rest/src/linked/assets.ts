// Assets and fleet of a person (part 1 §3 Asset, Vehicle; §7 "Employee cars (id): data"). Paths not shown:
// we chose GET /api/assets/list?employee_id= and GET /api/employees/{id}/cars, and GET /api/assets/batch and
// /api/vehicles/batch (?ids=) for the gateway's node(id:).
import type { Db } from '../core/db';
import { sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { assetSchema, vehicleSchema } from './schemas';
import { assets, vehicles } from './sql';
import { dataOf, employeeIdQuery, personErrors, idParamSchema, idsQuerySchema, parseIds } from '../core/schemas';

export async function assetRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/assets/list',
    {
      schema: {
        tags: ['assets'],
        summary: 'The assets assigned to a person; hidden with disable_assets (part 1 §6)',
        querystring: employeeIdQuery,
        response: { 200: dataOf(assetSchema), ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.query;
      await sectionContext(db, request.user, employeeId, 'assets');
      return { data: await assets(db, request.user, { employeeId }) };
    },
  );

  app.get(
    '/api/employees/:id/cars',
    {
      schema: {
        tags: ['assets'],
        summary: 'The vehicles (car, motorbike, bicycle) of a person that are not deleted (fleet section, part 1 §2)',
        params: idParamSchema,
        response: { 200: dataOf(vehicleSchema), ...personErrors },
      },
    },
    async (request) => {
      const { id: employeeId } = request.params;
      await sectionContext(db, request.user, employeeId, 'fleet');
      return { data: await vehicles(db, request.user, { employeeId }) };
    },
  );

  app.get(
    '/api/assets/batch',
    {
      schema: {
        tags: ['assets'],
        summary: 'Assigned assets by id, for the gateway; ids of another company, missing or hidden are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(assetSchema) },
      },
    },
    async (request) => {
      const rows = await assets(db, request.user, { ids: parseIds(request.query.ids) });
      return { data: await visibleRows(db, request.user, rows, 'assets') };
    },
  );

  app.get(
    '/api/vehicles/batch',
    {
      schema: {
        tags: ['assets'],
        summary: 'Vehicles by id, for the gateway; ids of another company, missing, deleted or hidden are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(vehicleSchema) },
      },
    },
    async (request) => {
      const rows = await vehicles(db, request.user, { ids: parseIds(request.query.ids) });
      return { data: await visibleRows(db, request.user, rows, 'fleet') };
    },
  );
}
