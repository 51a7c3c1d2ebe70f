// The sign-in route's query: routes.tsx loads it and LoginPage reads it (STYLE.md 7).
import { graphql } from 'react-relay';

export const loginRouteQuery = graphql`
  query LoginRouteQuery {
    ...DemoSignInList_query
  }
`;
