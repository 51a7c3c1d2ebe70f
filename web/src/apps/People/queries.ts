// The People route's query: routes.tsx loads it and PeoplePage reads it (STYLE.md 7). Its variables come from the
// address (directoryParams.ts), so Back restores the search, filters, sort and page size (issue 21).
import { graphql } from 'react-relay';

export const peopleRouteQuery = graphql`
  query PeopleRouteQuery($count: Int!, $search: String, $filter: EmployeeFilter, $orderBy: EmployeeOrder) {
    ...PeopleList_query @arguments(count: $count, search: $search, filter: $filter, orderBy: $orderBy)
    ...AddPersonButton_query
    peopleDirectoryFilters {
      ...PeopleFilters_filters
    }
  }
`;
