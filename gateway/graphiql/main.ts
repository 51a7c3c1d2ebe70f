// GraphiQL for analysts and partners, built with Vite so it loads nothing from a CDN (STACK.md).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const DEFAULT_QUERY = `# Sign in first (the mutation below), then put the token in the Headers tab:
#   { "Authorization": "Bearer <token>" }
# Signed in to the web app on this address? The token is filled in already.

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

// The web app keeps its token under this key; same origin, so an analyst who is signed in needs nothing more.
const token = localStorage.getItem('people.token');
const fetcher = createGraphiQLFetcher({ url: `${location.origin}/graphql` });

createRoot(document.getElementById('graphiql')!).render(
  createElement(GraphiQL, {
    fetcher,
    defaultQuery: DEFAULT_QUERY,
    defaultHeaders: token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : undefined,
    shouldPersistHeaders: true,
  }),
);
