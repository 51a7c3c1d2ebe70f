// The ids in the addresses of the linked pages (part 1 §2): the spec writes the person's numeric id; the
// app's own links may carry the Employee's global id. Both resolve to the global id employee(id:) expects.
import { employeeGlobalId } from '../../paths';

export function employeeIdParam(param: string | undefined): string {
  const value = param ?? '';
  return /^[1-9][0-9]{0,8}$/.test(value) ? employeeGlobalId(Number(value)) : value;
}

/** A whole number from the address, or null (a route answers its own 'not found' for it). */
export function numberParam(param: string | undefined | null): number | null {
  return param != null && /^[0-9]{1,9}$/.test(param) ? Number(param) : null;
}

/** A node's global id from the address's REST id (the spec's /documents/{documentId}, /assets/{id}…), or the global id as given. */
export function nodeIdParam(type: 'Document' | 'Asset' | 'Vehicle', param: string | undefined): string {
  const value = param ?? '';
  return /^[1-9][0-9]{0,8}$/.test(value) ? btoa(`${type}:${value}`) : value;
}

export const documentIdParam = (param: string | undefined) => nodeIdParam('Document', param);

/**
 * The variables of the pages about an object's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/…): a person by
 * employee(id:), a car or an asset by node(id:); another relatedObject asks for nothing (the page says not found).
 */
export function relatedObjectVariables(relatedObject: string | undefined, relatedObjectId: string | undefined) {
  const person = relatedObject === 'employee';
  const nodeId =
    relatedObject === 'car'
      ? nodeIdParam('Vehicle', relatedObjectId)
      : relatedObject === 'asset'
        ? nodeIdParam('Asset', relatedObjectId)
        : '';
  return { person, id: person ? employeeIdParam(relatedObjectId) : '', nodeId };
}
