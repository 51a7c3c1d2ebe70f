// The spec's routes (part 1 §2). The profile takes the Employee's global id, which is what
// `employee(id:)` expects; it is base64 and can hold '/', so it is encoded.
export const LOGIN_PATH = '/login';
export const PEOPLE_PATH = '/people';

export function profilePath(employeeId: string): string {
  return `${PEOPLE_PATH}/${encodeURIComponent(employeeId)}`;
}
