// The People route's query: routes.tsx loads it and PeoplePage reads it (STYLE.md 7).
import { graphql } from 'react-relay';

export const peopleRouteQuery = graphql`
  query PeopleRouteQuery($count: Int!) {
    ...PeopleList_query @arguments(count: $count)
    ...AddPersonButton_query
  }
`;
