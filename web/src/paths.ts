// The spec's routes (part 1 §2). The profile takes the Employee's global id, which is what
// `employee(id:)` expects; it is base64 and can hold '/', so it is encoded.
export const LOGIN_PATH = '/login';
export const PEOPLE_PATH = '/people';

export function profilePath(employeeId: string): string {
  return `${PEOPLE_PATH}/${encodeURIComponent(employeeId)}`;
}

/** Terminate (part 1 §2 /people/{id}/wage/end). */
export function terminatePath(employeeId: string): string {
  return `${profilePath(employeeId)}/wage/end`;
}

/** Invite to self-service (part 1 §2 /people/{id}/invite). */
export function invitePath(employeeId: string): string {
  return `${profilePath(employeeId)}/invite`;
}

export function trainingsPath(employeeId: string): string {
  return `${profilePath(employeeId)}/trainings`;
}

/** The audit log (part 1 §2 /history/personalDetails?person_id={id}): it takes the REST id. */
export function historyPath(internalId: number): string {
  return `/history/personalDetails?person_id=${internalId}`;
}
