// The people directory: who may use which filter, and which columns its export carries.
import { hasWageAccess, type ViewerFlags } from './permissions';

/** The export's columns, in order; the wage columns (part 1 §6 wage access) come last. */
export const DIRECTORY_EXPORT_COLUMNS = [
  'name',
  'first_name',
  'last_name',
  'email',
  'employee_number',
  'role',
  'team',
  'department',
  'manager',
  'country',
  'join_date',
  'status',
] as const;
export const DIRECTORY_WAGE_COLUMNS = ['wage_type', 'wage_rate', 'wage_currency', 'weekly_hours'] as const;
export type DirectoryColumn = (typeof DIRECTORY_EXPORT_COLUMNS)[number] | (typeof DIRECTORY_WAGE_COLUMNS)[number];

/** Part 1 §6 "Wage access: admin = 1 or access_wages = 1": only then does the export carry wage columns. */
export function directoryExportColumns(viewer: ViewerFlags): DirectoryColumn[] {
  return hasWageAccess(viewer)
    ? [...DIRECTORY_EXPORT_COLUMNS, ...DIRECTORY_WAGE_COLUMNS]
    : [...DIRECTORY_EXPORT_COLUMNS];
}

/**
 * The wage-type filter reads the current wage's type, a wage fact: without wage access (part 1 §6) it would tell
 * who earns how, so it is refused, as the wage section is hidden.
 */
export function mayFilterByWageType(viewer: ViewerFlags): boolean {
  return hasWageAccess(viewer);
}

/** The export's hard limit: a company of 10,000 people exports whole. */
export const DIRECTORY_EXPORT_MAX_ROWS = 10000;
