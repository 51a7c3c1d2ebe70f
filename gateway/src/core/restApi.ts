/**
 * What the gateway knows of the REST API: only its published contract, rest/openapi.json, whose types
 * `npm run generate` writes to __generated__/rest-api.ts (ARCHITECTURE.md: the gateway imports nothing from rest/).
 * A path the document does not publish is a type error, and an answer's type is the document's 200 response.
 */
import type { components, paths } from '../__generated__/rest-api';

/** The REST API's named answer shapes (`components.schemas` of the document). */
export type RestSchemas = components['schemas'];

type Method = 'get' | 'post';

/** The path templates of the document that answer `method` (`'/api/employees/{id}'`). */
export type RestPath<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];
export type RestGetPath = RestPath<'get'>;
export type RestPostPath = RestPath<'post'>;

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body of the path's 200 answer. */
export type RestAnswer<P extends RestPath<M>, M extends Method = 'get'> = P extends unknown
  ? Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } }
    ? A
    : never
  : never;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the empty default of a generic
type Present<T> = [NonNullable<T>] extends [never] ? {} : NonNullable<T>;
type ParamValue = string | number;
/** Parameter names as the document has them, required as it says; values go into a URL, so a number or a string. */
type Loose<T> = { [K in keyof T]: ParamValue | (undefined extends T[K] ? undefined : never) };

/** The path's `{name}` parameters. */
export type RestPathParams<P extends RestPath<M>, M extends Method> = Loose<
  Present<Operation<P, M>['parameters']['path']>
>;
/** The path's `{name}` parameters and its query string, in one object. */
export type RestParams<P extends RestPath<M>, M extends Method> = Loose<
  Present<Operation<P, M>['parameters']['path']> & Present<Operation<P, M>['parameters']['query']>
>;

/** The params argument: required when the path has a parameter, optional otherwise. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the empty default of a generic
export type ParamsArgument<T> = {} extends T ? [params?: T] : [params: T];

/**
 * A path template filled with its parameters: `{name}` takes params.name; every other defined parameter goes into
 * the query string. `'/api/weekly_schedule/{employee_id}', { employee_id: 5, year: 2026 }` →
 * `/api/weekly_schedule/5?year=2026`.
 */
export function fillPath(template: string, params: Record<string, ParamValue | undefined> = {}) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && !template.includes(`{${key}}`)) query[key] = String(value);
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`REST path ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path, query };
}
