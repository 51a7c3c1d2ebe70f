// Assets and fleet of a person (part 1 §3 Asset, Vehicle; §7 "Employee cars (id): data"). Paths not shown:
// we chose GET /api/assets/list?employee_id= and GET /api/employees/{id}/cars, and GET /api/assets/batch and
// /api/vehicles/batch (?ids=) for the gateway's node(id:).
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { assetSchema, vehicleSchema } from './schemas';
import { dataOf, employeeIdQuery, personErrors, idParamSchema, idsQuerySchema, parseIds } from '../core/schemas';

export interface AssetRow {
  id: number;
  employee_id: number;
  asset_name: string;
  price: number | null;
  image_url: string | null;
}

export interface VehicleRow {
  id: number;
  employee_id: number;
  type: 'car' | 'motorbike' | 'bicycle';
  brand: string;
  model: string;
  plate: string | null;
}

type Filter = { employeeId: number } | { ids: number[] };
const where = (filter: Filter) => ('ids' in filter ? 'id = ANY($2::int[])' : 'employee_id = $2');
const value = (filter: Filter) => ('ids' in filter ? filter.ids : filter.employeeId);

function assets(db: Queryable, user: UserRow, filter: Filter) {
  // numeric arrives as text from both engines: float8 so the answer carries a number. Assets in stock have no
  // person and are never answered here.
  return db.query<AssetRow>(
    `SELECT id, employee_id, asset_name, price::float8 AS price, image_url FROM assets
      WHERE company_id = $1 AND employee_id IS NOT NULL AND ${where(filter)} ORDER BY id`,
    [user.company_id, value(filter)],
  );
}

export function vehicles(db: Queryable, user: UserRow, filter: Filter) {
  return db.query<VehicleRow>(
    `SELECT id, employee_id, type, brand, model, plate FROM vehicles
      WHERE company_id = $1 AND employee_id IS NOT NULL AND deleted = 0 AND ${where(filter)} ORDER BY id`,
    [user.company_id, value(filter)],
  );
}

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
