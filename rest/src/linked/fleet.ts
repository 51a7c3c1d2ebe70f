// Adding a vehicle to a person's fleet (part 1 §2 /fleet/new?employee_id={id}&back=; §3 Vehicle: type car,
// motorbike or bicycle, brand, model, plate; §3 activity car_added). Path not shown: we chose POST /api/cars/add, in the
// style of part 2 §7 POST /api/cars/addCarPolicy. Needs domain addVehicle.
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { vehicleSchema } from './schemas';
import { id, obj, personErrors } from '../core/schemas';
import { insertVehicle } from './sql';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

export async function fleetRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/cars/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['assets'],
        summary: 'Add a vehicle to a person (part 1 §2 /fleet/new, §3 Vehicle); writes car_added. Needs addVehicle',
        body: obj(
          {
            employee_id: id,
            type: { type: 'string', enum: ['car', 'motorbike', 'bicycle'] },
            brand: text(100),
            model: text(100),
            plate: { type: ['string', 'null'], maxLength: 20 },
          },
          ['employee_id', 'type', 'brand', 'model'],
        ),
        response: { 200: obj({ data: vehicleSchema }), ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'addVehicle');
      const row = await db.transaction(async (tx) => {
        const vehicle = await insertVehicle(tx, user.company_id, body.employee_id, {
          type: body.type,
          brand: body.brand.trim(),
          model: body.model.trim(),
          plate: body.plate?.trim() || null,
        });
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'car_added',
          info: { brand: vehicle.brand, model: vehicle.model },
        });
        return vehicle;
      });
      return { data: row };
    },
  );
}
