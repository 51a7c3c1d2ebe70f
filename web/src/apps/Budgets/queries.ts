// The budget routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

/** Part 1 §2 /people/{id}/budget/{budgetId}/{year}. */
export const budgetDetailRouteQuery = graphql`
  query BudgetDetailRouteQuery($employeeId: Int!, $budgetId: Int!) {
    employee(internalId: $employeeId) {
      id
      internalId
      name
      permissions {
        sections
        actions
      }
    }
    node: nodeByInternalId(type: BUDGET, internalId: $budgetId) {
      ... on Budget {
        id
        internalId
        employee {
          id
          internalId
        }
        ...BudgetDetail_budget @alias(as: "detail")
      }
    }
  }
`;

/** Part 1 §2 /settings/budgets/add?employee_id=&year=&back=. */
export const addBudgetRouteQuery = graphql`
  query AddBudgetRouteQuery($employeeId: Int!, $year: Int!) {
    employee(internalId: $employeeId) {
      id
      internalId
      name
      permissions {
        actions
      }
    }
    budgetDefaults(year: $year) @catch(to: RESULT) {
      budgetType
      maximum
    }
  }
`;
