// What the app imports from react-relay, each from its own module. The build aliases `react-relay` here
// (vite.config.ts): react-relay is CommonJS, so its index (even its hooks entry) brings every hook it exports, the
// entry-point and query-loader hooks the app never calls among them. An export the app starts to use and this file
// lacks fails the build (a missing export), not the app. JavaScript: the app type-checks against react-relay itself.
export { graphql, commitLocalUpdate, fetchQuery } from 'relay-runtime';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
