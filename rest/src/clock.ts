/** Today as 'YYYY-MM-DD'. PEOPLE_TODAY pins it, so tests and demos give the same answers every day. */
export function today(): string {
  return process.env.PEOPLE_TODAY ?? new Date().toISOString().slice(0, 10);
}
