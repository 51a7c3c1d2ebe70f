// Employee, composed: the people area's card and every area's fields on Employee (`employee*Fields` in
// `<area>/employee.ts` and the like). The one place the areas' Employee resolvers meet (CONTRIBUTING.md).
import type { EmployeeResolvers } from './__generated__/resolvers-types';
import { employeeBudgetFields } from './budgets/employee';
import { employeeCommuteFields } from './commutes/employee';
import { employeeDaysOffFields } from './daysOff/employee';
import { employeeLeaveRequestFields } from './daysOff/leaveRequests';
import { employeeDimonaFields } from './dimona/DimonaStatus';
import { employeeHistoryFields } from './history/employee';
import { employeeLinkedFields } from './linked/employee';
import { employeeCardFields } from './people/employee';
import { employeePersonEditFields } from './personEdit/PersonEdit';
import { employeePersonPageFields } from './personPages/PersonPages';
import { employeePersonalFields } from './profile/personal';
import { employeeProfileFields } from './profile/employee';
import { employeeReviewFields } from './reviews/employee';
import { employeeSoftwareFields } from './software/employee';
import { employeeWageFields } from './wage/employee';

export const Employee: EmployeeResolvers = {
  ...employeeCardFields,
  ...employeePersonalFields,
  ...employeeProfileFields,
  ...employeeWageFields,
  ...employeeDaysOffFields,
  ...employeeLeaveRequestFields,
  ...employeeHistoryFields,
  ...employeeBudgetFields,
  ...employeeCommuteFields,
  ...employeeSoftwareFields,
  ...employeeReviewFields,
  ...employeeDimonaFields,
  ...employeePersonEditFields,
  ...employeeLinkedFields,
  ...employeePersonPageFields,
};
