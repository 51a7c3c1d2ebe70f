// GraphiQL for analysts and partners, built with Vite so it loads nothing from a CDN (STACK.md).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const DEFAULT_QUERY = `# Signed in to the web app on this address? Its session goes along: run the query below.
# Otherwise sign in first (the mutation below), then put the token in the Headers tab:
#   { "Authorization": "Bearer <token>" }

mutation SignIn {
  signIn(input: { email: "admin@demo.be", password: "demo" }) {
    token
    userErrors { code message }
  }
}

query People {
  viewer { name company { name } }
  employees(first: 10) {
    totalCount
    edges { node { id name currentRole { title } team { name } } }
  }
}
`;

// Same origin as the web app, whose HttpOnly session cookie the browser sends along.
const fetcher = createGraphiQLFetcher({ url: `${location.origin}/graphql` });

createRoot(document.getElementById('graphiql')!).render(
  createElement(GraphiQL, {
    fetcher,
    defaultQuery: DEFAULT_QUERY,
    // A token typed into the Headers tab is not kept in localStorage, where any script of this origin could read it.
    shouldPersistHeaders: false,
  }),
);
