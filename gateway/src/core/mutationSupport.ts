// What every mutation resolver shares (ARCHITECTURE "gateway": expected business failures come back in the payload
// as userErrors with the spec's code; the unexpected ones stay masked GraphQL errors).
import DataLoader from 'dataloader';
import type { UserError } from '../__generated__/resolvers-types';
import type { Context } from './context';
import { fromGlobalId, type NodeType } from './ids';
import type { EmployeeModel } from './models';
import { RestFailure } from './restClient';

/** Maps a REST payload field to the path of the input field it came from; undefined falls back to camelCase. */
export type FieldMap = (restField: string) => string[] | undefined;

/** The input fields are mostly the REST payload's camelCased (employee_id → employeeId, custom_day_off_type_id …). */
export const camelCase = (restField: string) => restField.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const userError = (code: string, message: string, field?: readonly string[] | null): UserError => ({
  code,
  message,
  field: field ? ['input', ...field] : null,
});

/** A change the gateway refuses before any REST call (a malformed input shape). */
export class InputError extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[]; failure: RestFailure | null };

/** A REST change: an InputError and the REST API's 4xx answers (but 401) become a userError with the code and field. */
export async function attempt<T>(change: () => Promise<T>, fields: FieldMap = () => undefined): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, userErrors: [error.userError], failure: null };
    if (!(error instanceof RestFailure) || error.status === 401) throw error;
    const restField = typeof error.body.field === 'string' ? error.body.field : null;
    const field = restField === null ? null : (fields(restField) ?? [camelCase(restField)]);
    return { ok: false, userErrors: [userError(error.body.code, error.body.message, field)], failure: error };
  }
}

/** After a change every loaded answer may be stale (the profile, the wage, the usage, the calendar). */
export function clearLoaders(ctx: Context): void {
  for (const loader of Object.values(ctx.loaders)) if (loader instanceof DataLoader) loader.clearAll();
}

/** The payload's person, read afresh after a change. */
export function freshEmployee(ctx: Context, id: number): Promise<EmployeeModel | null> {
  clearLoaders(ctx);
  return ctx.loaders.employee.load(id);
}

export const personId = (employeeId: string) => fromGlobalId(employeeId, 'Employee')?.id ?? null;

// The REST API's 404 word for word (it names no field), so a malformed id, a missing one and another company's
// answer alike.
export const personNotFound = () => userError('NOT_FOUND', 'This person does not exist.');

/** A global id of `type` as its REST id, or an InputError on `field` (a malformed or other type's id is not found). */
export function restId(value: string | null | undefined, type: NodeType, field: string): number | null {
  if (value == null) return null;
  const parsed = fromGlobalId(value, type);
  if (!parsed) throw new InputError(userError('NOT_FOUND', `This ${type.toLowerCase()} does not exist.`, [field]));
  return parsed.id;
}

/** A change of a person answered with the person as they are now and the userErrors (EmployeePayload and the like). */
export async function employeeChange(
  ctx: Context,
  employeeId: string,
  change: (id: number) => Promise<unknown>,
  fields: FieldMap = () => undefined,
) {
  const id = personId(employeeId);
  if (id === null) return { employee: null, userErrors: [personNotFound()] };
  const result = await attempt(() => change(id), fields);
  return { employee: await freshEmployee(ctx, id), userErrors: result.ok ? [] : result.userErrors };
}
