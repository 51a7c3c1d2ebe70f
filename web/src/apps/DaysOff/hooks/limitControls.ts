import type { LimitControls } from '@people/domain/requestForm';

type Permissions = { readonly actions: ReadonlyArray<string> };

/**
 * part 1 §5 limit controls (domain limitControls) as the gateway decided them for this viewer and
 * person: permissions.actions holds ignoreDayOffLimits and editLimitsLink when mayDo allows them.
 */
export function limitControlsOf(permissions: Permissions): LimitControls {
  const ignore = permissions.actions.includes('ignoreDayOffLimits');
  return { ignoreCheckbox: ignore, askAdmin: !ignore, editLimitsLink: permissions.actions.includes('editLimitsLink') };
}

/** part 1 §2 /settings/daysOffTypes/{typeId}/{year}/edit: where a role-default viewer edits the limits. */
export function editLimitsPath(typeId: number, year: number): string {
  return `/settings/daysOffTypes/${typeId}/${year}/edit`;
}
