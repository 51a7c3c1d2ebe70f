// The signed-in shell's query: routes.tsx loads it and ShellPage reads it (STYLE.md 7).
import { graphql } from 'react-relay';

export const shellRouteQuery = graphql`
  query ShellRouteQuery {
    viewer {
      ...AppShell_viewer
    }
  }
`;
