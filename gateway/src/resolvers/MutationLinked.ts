// The mutations of the pages the profile links to (issue 21): adding a vehicle (part 1 §2 /fleet/new). The REST API
// decides (rest/src/routes/fleet.ts): FORBIDDEN, NOT_FOUND and bad fields come back as userErrors.
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { attempt, camelCase, freshEmployee, personId, personNotFound } from '../mutationSupport';

const fields = (field: string) => (field === 'employee_id' ? ['employeeId'] : [camelCase(field)]);

export const linkedMutations: Pick<Required<MutationResolvers>, 'addVehicle'> = {
  async addVehicle(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { vehicle: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(
      () => ctx.rest.post('/api/cars/add', { employee_id: employeeId, type: input.type, brand: input.brand, model: input.model, plate: input.plate ?? null }),
      fields,
    );
    return {
      vehicle: result.ok ? result.value.data : null,
      // Read again after the change, so the profile's fleet shows the new vehicle.
      employee: await freshEmployee(ctx, employeeId),
      userErrors: result.ok ? [] : result.userErrors,
    };
  },
};
