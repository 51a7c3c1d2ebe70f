/** The REST API answers flags as 0/1 (part 1 §3); GraphQL answers booleans. */
export const flag = (value: number) => value === 1;
