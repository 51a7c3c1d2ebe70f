/**
 * Today as 'YYYY-MM-DD', as the REST API reads it (rest/src/clock.ts): PEOPLE_TODAY pins it for tests and demos.
 * The gateway and the REST API run with the same environment, so the calendar's today flag (part 1 §4) and the
 * REST API's rules agree on the day.
 */
export function today(): string {
  return process.env.PEOPLE_TODAY ?? new Date().toISOString().slice(0, 10);
}
