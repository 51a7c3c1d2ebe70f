// The ids in the addresses of the linked pages (part 1 §2) are REST ids; the route queries pass them as they are
// (relay/addressIds.ts).
import { addressRestId } from '../../relay/addressIds';

/** A whole number from the address, or null (a route answers its own 'not found' for it). */
export function numberParam(param: string | undefined | null): number | null {
  return param != null && /^[0-9]{1,9}$/.test(param) ? Number(param) : null;
}

/**
 * The variables of the pages about an object's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/…): a person by
 * employee(internalId:), a car or an asset by nodeByInternalId; another relatedObject asks for nothing (the page says
 * not found).
 */
export function relatedObjectVariables(relatedObject: string | undefined, relatedObjectId: string | undefined) {
  const person = relatedObject === 'employee';
  const id = addressRestId(relatedObjectId);
  const nodeType = relatedObject === 'car' ? ('VEHICLE' as const) : ('ASSET' as const);
  const known = person || relatedObject === 'car' || relatedObject === 'asset';
  return { person, id: person ? id : 0, nodeType, nodeId: known && !person ? id : 0 };
}
