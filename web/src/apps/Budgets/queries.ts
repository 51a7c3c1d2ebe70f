// The budget routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

/** Part 1 §2 /people/{id}/budget/{budgetId}/{year}. */
export const budgetDetailRouteQuery = graphql`
  query BudgetDetailRouteQuery($employeeId: ID!, $budgetId: ID!) {
    employee(id: $employeeId) {
      id
      name
      permissions {
        sections
        actions
      }
    }
    node(id: $budgetId) {
      ... on Budget {
        id
        employee {
          id
        }
        ...BudgetDetail_budget @alias(as: "detail")
      }
    }
  }
`;

/** Part 1 §2 /settings/budgets/add?employee_id=&year=&back=. */
export const addBudgetRouteQuery = graphql`
  query AddBudgetRouteQuery($employeeId: ID!, $year: Int!) {
    employee(id: $employeeId) {
      id
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
