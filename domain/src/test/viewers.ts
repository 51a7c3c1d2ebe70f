import type { ViewerFlags } from '../permissions';

/** A plain manager for rule tables: full group access, no special permission. Rows override what they test. */
export const plainViewer: ViewerFlags = {
  admin: false,
  accessWages: false,
  accessBudgets: false,
  accessPayrollProvider: false,
  accessPerformanceReviews: false,
  groupAccess: 'full',
  role: 'all',
  support: false,
  impersonating: false,
  readOnly: false,
};
