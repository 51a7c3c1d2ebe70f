import type { PersonFacts, ViewerFlags } from '../permissions';

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

/** An active colleague of the viewer's group with an open contract, for rule tables. Rows override what they test. */
export const plainPerson: PersonFacts = {
  deleted: false,
  hasWage: true,
  wageHasEndDate: false,
  hasPendingWage: false,
  hasTermination: false,
  contractUid: null,
  linkedToIntegration: false,
  sameGroup: true,
};
