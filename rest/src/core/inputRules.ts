// Bad input: the rules every request meets before a route sees it, in one place instead of per route.
// - No type coercion by ajv: a JSON `true` or "0x10" is not an id. Form-encoded bodies, query strings and path
//   params arrive as strings, so only exact decimal spellings become numbers, and only where the schema asks one.
// - No control characters (C0 but tab, LF and CR; DEL) in any string or key: PostgreSQL cannot store a NUL.
// - Dates are real calendar dates of the supported years (domain dates MIN_YEAR–MAX_YEAR, part 1 §2).
import type Ajv from 'ajv';
import type { FastifyRequest } from 'fastify';
import { inputDate, isIsoDate, isSupportedYear, parseDate, yearOf } from '@people/domain/dates';
import { fieldError, HttpError } from './errors';

export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const STRICT_INTEGER = /^-?(0|[1-9][0-9]*)$/;
export const STRICT_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

const inRange = (iso: string | null) => iso !== null && isIsoDate(iso) && isSupportedYear(yearOf(iso));

/** The date formats of request schemas: `people-date` is ISO or DD/MM/YYYY (part 1 §9), the others one of them. */
export const DATE_FORMATS = {
  'people-date': (value: string) => inRange(value.includes('/') ? parseDate(value) : value),
  'people-iso-date': (value: string) => inRange(value),
  'people-dmy-date': (value: string) => value.includes('/') && inRange(parseDate(value)),
} as const;

/**
 * The same formats for the ajv inside fast-json-stringify, which checks the branches of a response schema's `anyOf`
 * (a nullable date): without them it warns of an unknown format on every serializer it compiles.
 */
export const responseDateFormats = () =>
  Object.fromEntries(
    Object.entries(DATE_FORMATS).map(([name, validate]) => [name, { type: 'string' as const, validate }]),
  );

/** Fastify's `ajv.plugins` entry that teaches the route schemas the date formats. */
export function dateFormatsPlugin(ajv: Ajv): Ajv {
  for (const [name, validate] of Object.entries(DATE_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
};

const types = (schema: Schema): string[] => [
  ...(schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]),
  ...(schema.anyOf ?? []).flatMap(types),
];

function propertySchema(schema: Schema, key: string): Schema | undefined {
  if (schema.properties && Object.hasOwn(schema.properties, key)) return schema.properties[key];
  for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {}))
    if (new RegExp(pattern).test(key)) return sub;
  return undefined;
}

/**
 * Turns the strings of a form body, query string or params into numbers where the schema asks a number and the
 * spelling is exact (`^-?(0|[1-9][0-9]*)$`); an empty field is null where null is allowed. Anything else stays a
 * string for the schema to refuse. A property that also accepts a string (duration_minutes_n) is the route's.
 */
export function convertStrings(schema: Schema | undefined, data: unknown): void {
  if (!schema || typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const sub = propertySchema(schema, key);
    if (!sub || typeof value !== 'string') continue;
    const accepts = types(sub);
    if (accepts.includes('string')) continue;
    if (value === '' && accepts.includes('null')) record[key] = null;
    else if (
      accepts.includes('integer') ? STRICT_INTEGER.test(value) : accepts.includes('number') && STRICT_NUMBER.test(value)
    )
      record[key] = Number(value);
  }
}

const shown = (key: string) => key.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '?');

/** The first field (its top-level name) holding a control character in a key or a string at any depth, or null. */
export function controlCharacterField(data: unknown, field: string | null = null): string | null {
  if (typeof data === 'string') return CONTROL_CHARACTERS.test(data) ? (field ?? '') : null;
  if (typeof data !== 'object' || data === null || Buffer.isBuffer(data)) return null;
  for (const [key, value] of Object.entries(data)) {
    const name = field ?? shown(key);
    if (CONTROL_CHARACTERS.test(key)) return name;
    const found = controlCharacterField(value, name);
    if (found !== null) return found;
  }
  return null;
}

export const invalidCharacters = (field: string) =>
  new HttpError(400, 'INVALID_CHARACTERS', `${field || 'The input'} holds a control character, which is not allowed.`, {
    details: { field },
  });

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** The preValidation hook of every route: control characters first, then the strict conversion of strings. */
export async function inputRules(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = controlCharacterField(part);
    if (field !== null) throw invalidCharacters(field);
  }
  const schema = (request.routeOptions.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
  convertStrings(schema.params, request.params);
  convertStrings(schema.querystring, request.query);
  if (isForm(request)) convertStrings(schema.body, request.body);
}

/** A date of the request: ISO as the gateway sends it, or DD/MM/YYYY as part 1 §9 shows dates; else 400 INVALID_DATE. */
export function requestDate(value: string, field: string): string {
  const iso = inputDate(value);
  if (iso === null)
    throw fieldError(400, 'INVALID_DATE', `${field} must be a date as YYYY-MM-DD or DD/MM/YYYY.`, field);
  return iso;
}
