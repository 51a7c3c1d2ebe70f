/**
 * GraphQL enum values are ALL_CAPS (STYLE.md convention 13, `EMPLOYEE_PAID_HOURLY`); `@people/domain` and the
 * translation keys use the spec's lower-case strings (part 1 §3, `employee_paid_hourly`), as the REST API does.
 * The gateway maps the two by that rule (gateway/src/core/enums.ts); these are its web side, typed through
 * TypeScript's Lowercase/Uppercase so a domain type goes in and the matching Relay type comes out.
 */

/** A GraphQL enum value as the spec writes it, for a domain function or a translation key. */
export function specValue<V extends string>(value: V): Lowercase<V> {
  return value.toLowerCase() as Lowercase<V>;
}

/** A spec string (a domain value) as the GraphQL enum value to send. */
export function graphqlValue<V extends string>(value: V): Uppercase<V> {
  return value.toUpperCase() as Uppercase<V>;
}

/** The spec string of a GraphQL enum value when it is one of `values`; null for one this app does not know yet. */
export function specValueIn<T extends string>(values: readonly T[], value: string): T | null {
  const spec = specValue(value);
  return (values as readonly string[]).includes(spec) ? (spec as T) : null;
}
