// The People route's queries: routes.tsx loads them and PeoplePage reads them (STYLE.md 7). The list's variables come
// from the address (directoryParams.ts), so Back restores the search, filters, sort and page size.
import { graphql } from 'react-relay';

export const peopleRouteQuery = graphql`
  query PeopleRouteQuery($count: Int!, $search: String, $filter: EmployeeFilter, $orderBy: EmployeeOrder) {
    ...PeopleList_query @arguments(count: $count, search: $search, filter: $filter, orderBy: $orderBy)
    ...AddPersonButton_query
  }
`;

/**
 * What the filters offer, apart from the list: it reads the current role and wage of every person the caller may
 * find, so it grows with the company while the list's page does not. The route starts it beside the list;
 * the list shows without waiting for it, and it is fetched once per visit, not again for each search.
 */
export const peopleFiltersQuery = graphql`
  query PeopleFiltersQuery {
    peopleDirectoryFilters {
      ...PeopleFilters_filters
    }
  }
`;
