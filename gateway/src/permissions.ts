import { maySee, type PermissionContext, type ProfileSection } from '@people/domain/permissions';
import { GraphQLError } from 'graphql';
import type { Context } from './context';

/** The viewer's PermissionContext for a person: once per person per request, through the batch loader. */
export function permissionContext(employeeId: number, ctx: Context): Promise<PermissionContext | null> {
  return ctx.loaders.permissionContext.load(employeeId);
}

export function forbiddenSection(section: ProfileSection): GraphQLError {
  return new GraphQLError(`You may not see the ${section} of this person.`, { extensions: { code: 'FORBIDDEN', section } });
}

/**
 * Issue 4: a section the viewer may not see answers null with a FORBIDDEN error on its path, decided by the
 * same domain maySee rule as the page, and the rest of the query still answers. Returns false for a person the
 * viewer cannot see at all (the field is then null without an error, like the person).
 */
export async function mayLoadSection(employeeId: number, section: ProfileSection, ctx: Context): Promise<boolean> {
  const context = await permissionContext(employeeId, ctx);
  if (!context) return false;
  if (!maySee(section, context)) throw forbiddenSection(section);
  return true;
}

/** Runs `load` only when the section may be seen; null for a person the viewer cannot see. */
export async function section<T>(employeeId: number, name: ProfileSection, ctx: Context, load: () => Promise<T | null>): Promise<T | null> {
  return (await mayLoadSection(employeeId, name, ctx)) ? load() : null;
}
