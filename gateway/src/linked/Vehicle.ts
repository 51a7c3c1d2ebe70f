import type { VehicleResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';

export const Vehicle: VehicleResolvers = {
  id: (v) => globalId('Vehicle', v.id),
  internalId: (v) => v.id,
  // A batch read of the people of a page of them (one call), and the page of part 1 §2.
  employee: (v, _, ctx) => ctx.loaders.employee.load(v.employee_id),
  url: (v) => `/fleet/${v.id}`,
  // Seen with the object (the REST API decides by domain DOCUMENT_RULES over its person); one call per page.
  documents: async (v, _, ctx) => (await ctx.loaders.vehicleDocuments.load(v.id))?.data ?? null,
};
