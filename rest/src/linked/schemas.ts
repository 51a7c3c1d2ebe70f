/**
 * JSON schemas of what is linked to a person (part 1 §3 Asset, Vehicle, training participation): one source for
 * validation, serialization and OpenAPI. The profile's detail embeds a person's vehicles as `cars`.
 */
import { int, named, nullableStr, obj, str } from '../core/schemas';

export const trainingParticipationSchema = named(
  'TrainingParticipation',
  obj({
    id: int,
    training_id: int,
    name: str,
    status: { type: 'string', enum: ['followed', 'not_pursued', 'not_fitting', 'reserved'] },
    result: {
      type: ['string', 'null'],
      enum: ['passed', 'not_passed', 'interrupted', 'no_result', 'to_be_completed', null],
    },
    // The training's start date (ISO) for the trainings page and the participant page.
    start_date: nullableStr,
  }),
);

export const assetSchema = named(
  'Asset',
  obj({ id: int, employee_id: int, asset_name: str, price: { type: ['number', 'null'] }, image_url: nullableStr }),
);

export const vehicleSchema = named(
  'Vehicle',
  obj({
    id: int,
    employee_id: int,
    type: { type: 'string', enum: ['car', 'motorbike', 'bicycle'] },
    brand: str,
    model: str,
    plate: nullableStr,
  }),
);
