// The profile shows what `employee.permissions` lists: the gateway computes it with domain/
// permissions (maySee, mayDo), so the web app never decides a rule itself. Typed with the
// domain's names so a misspelt section or action is a type error.
import type { ProfileAction, ProfileSection } from '@people/domain/permissions';

type Permissions = { readonly sections: ReadonlyArray<string>; readonly actions: ReadonlyArray<string> };

export function canSee(permissions: Pick<Permissions, 'sections'>, section: ProfileSection): boolean {
  return permissions.sections.includes(section);
}

export function canDo(permissions: Pick<Permissions, 'actions'>, action: ProfileAction): boolean {
  return permissions.actions.includes(action);
}
