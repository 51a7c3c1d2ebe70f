// The spec's routes carry the Employee's numeric id (part 1 §2 /people/{id}); GraphQL's `employee(id:)`
// takes the global id (graphql-relay's toGlobalId: base64 of `Employee:<id>`). These two functions
// convert between them so links and loaders agree.

/** An Employee's global id (base64 of `Employee:internalId`) from its REST id. */
export function employeeGlobalId(internalId: number | string): string {
  return btoa(`Employee:${internalId}`);
}

/** The numeric id of an Employee's global id; the number itself when given one; null for anything else. */
export function employeeInternalId(id: string): string | null {
  if (/^[1-9][0-9]{0,9}$/.test(id)) return id;
  try {
    const match = /^Employee:([1-9][0-9]{0,9})$/.exec(atob(id));
    return match ? match[1] : null;
  } catch {
    return null;
  }
}

/**
 * A node's global id from an address segment (routes by the spec's ids): the spec's numeric REST id
 * (/software/licenses/{id}, /people/{id}/budget/{budgetId}/{year}, /evaluations/detail/{id}…) becomes the global id
 * of `type`; a global id the app's own links carry is kept as it is.
 */
export function nodeGlobalId(type: string, value: string | null | undefined): string {
  const id = value ?? '';
  return /^[1-9][0-9]{0,9}$/.test(id) ? btoa(`${type}:${id}`) : id;
}
