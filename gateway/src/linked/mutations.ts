// The mutations of the pages the profile links to: adding a vehicle (part 1 §2 /fleet/new), adding and
// editing an asset (/people/{id}/add/assets, /assets/{id}). The REST API
// decides (rest/src/linked/fleet.ts): FORBIDDEN, NOT_FOUND and bad fields come back as userErrors.
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { fromGlobalId, globalId } from '../core/ids';
import { attempt, camelCase, freshEmployee, personId, personNotFound, userError } from '../core/mutationSupport';

const fields = (field: string) => (field === 'employee_id' ? ['employeeId'] : [camelCase(field)]);

type Names =
  | 'addVehicle'
  | 'addAsset'
  | 'updateAsset'
  | 'updateTrainingParticipation'
  | 'renameDocument'
  | 'deleteDocument'
  | 'restoreDocument';

export const linkedMutations: Pick<Required<MutationResolvers>, Names> = {
  async addVehicle(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { vehicle: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/cars/add', {
          employee_id: employeeId,
          type: input.type,
          brand: input.brand,
          model: input.model,
          plate: input.plate ?? null,
        }),
      fields,
    );
    return {
      vehicle: result.ok ? result.value.data : null,
      // Read again after the change, so the profile's fleet shows the new vehicle.
      employee: await freshEmployee(ctx, employeeId),
      userErrors: result.ok ? [] : result.userErrors,
    };
  },

  // Part 1 §2 /people/{id}/add/assets, /assets/{id}: rest/src/linked/assetChanges.ts decides and validates.
  async addAsset(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { asset: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/assets/add', {
          employee_id: employeeId,
          asset_name: input.assetName,
          price: input.price ?? null,
          image_url: input.imageUrl ?? null,
        }),
      fields,
    );
    return {
      asset: result.ok ? result.value.data : null,
      employee: await freshEmployee(ctx, employeeId),
      userErrors: result.ok ? [] : result.userErrors,
    };
  },
  async updateAsset(_, { input }, ctx) {
    const assetId = fromGlobalId(input.assetId, 'Asset')?.id ?? null;
    if (assetId === null)
      return {
        asset: null,
        employee: null,
        userErrors: [userError('NOT_FOUND', 'This asset does not exist.', ['assetId'])],
      };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/assets/update', {
          id: assetId,
          asset_name: input.assetName,
          price: input.price ?? null,
          image_url: input.imageUrl ?? null,
        }),
      fields,
    );
    return {
      asset: result.ok ? result.value.data : null,
      employee: result.ok ? await freshEmployee(ctx, result.value.data.employee_id) : null,
      userErrors: result.ok ? [] : result.userErrors,
    };
  },
  // Part 1 §2 /trainings/{trainingId}/employees/{id}: rest/src/linked/trainings.ts decides and validates
  // (domain trainings); the enums arrive as the REST strings (enums.ts).
  async updateTrainingParticipation(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { trainingParticipation: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/trainings/participations/update', {
          employee_id: employeeId,
          training_id: input.trainingId,
          status: input.status,
          result: input.result ?? null,
        }),
      fields,
    );
    return {
      trainingParticipation: result.ok ? result.value.data : null,
      employee: await freshEmployee(ctx, employeeId),
      userErrors: result.ok ? [] : result.userErrors,
    };
  },
  // Part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}: rest/src/documents/changes.ts
  // decides and validates (domain documents renamedDocument).
  async renameDocument(_, { input }, ctx) {
    const fileId = documentId(input.documentId);
    if (fileId === null) return noDocument();
    const result = await attempt(
      () => ctx.rest.post('/api/files/rename', { id: fileId, filename: input.filename }),
      fields,
    );
    if (!result.ok) return { document: null, deletedDocumentId: null, employee: null, userErrors: result.userErrors };
    return {
      document: result.value.data,
      deletedDocumentId: null,
      employee: await freshEmployee(ctx, result.value.data.employee_id),
      userErrors: [],
    };
  },
  async deleteDocument(_, { input }, ctx) {
    const fileId = documentId(input.documentId);
    if (fileId === null) return noDocument();
    const result = await attempt(() => ctx.rest.post('/api/files/delete', { id: fileId }));
    if (!result.ok) return { document: null, deletedDocumentId: null, employee: null, userErrors: result.userErrors };
    const file = result.value.data;
    return {
      document: file,
      deletedDocumentId: globalId('Document', file.id),
      employee: await freshEmployee(ctx, file.employee_id),
      userErrors: [],
    };
  },
  // A delete undone within 30 days (domain retention): past them, never deleted or another company's, NOT_FOUND.
  async restoreDocument(_, { input }, ctx) {
    const fileId = documentId(input.documentId);
    if (fileId === null) return noDocument();
    const result = await attempt(() => ctx.rest.post('/api/files/restore', { id: fileId }));
    if (!result.ok) return { document: null, deletedDocumentId: null, employee: null, userErrors: result.userErrors };
    const file = result.value.data;
    return {
      document: file,
      deletedDocumentId: null,
      employee: await freshEmployee(ctx, file.employee_id),
      userErrors: [],
    };
  },
};

const documentId = (id: string) => fromGlobalId(id, 'Document')?.id ?? null;
// The REST API's 404 word for word, so a malformed id, a missing one and another company's answer alike.
const noDocument = () => ({
  document: null,
  deletedDocumentId: null,
  employee: null,
  userErrors: [userError('NOT_FOUND', 'This document does not exist.', ['documentId'])],
});
