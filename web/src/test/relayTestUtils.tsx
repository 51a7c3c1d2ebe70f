// One wrapper over relay-test-utils for every web test (artsy/force's setupTestWrapper): a mock
// environment, the app's providers, and payloads from MockPayloadGenerator with resolvers keyed by
// GraphQL type.
import { ThemeProvider } from '@mui/material/styles';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { ToastProvider } from '../components/ToastProvider';
import { I18nProvider, type Language } from '../i18n/I18nProvider';
import { theme } from '../theme';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

type ProviderOptions = {
  environment: MockEnvironment;
  language?: Language;
  /** Wraps the tree in a MemoryRouter at this path; null when the test brings its own router. */
  path?: string | null;
};

export function TestProviders({
  environment,
  language = 'en',
  path = '/',
  children,
}: ProviderOptions & { children: ReactNode }) {
  const tree = (
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme={theme}>
        <I18nProvider language={language}>
          <ToastProvider>
            <Suspense fallback={<p>test-loading</p>}>{children}</Suspense>
          </ToastProvider>
        </I18nProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>
  );
  return path == null ? tree : <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions): RenderResult {
  return render(<TestProviders {...options}>{ui}</TestProviders>);
}

/**
 * Answers the newest pending operation with a payload generated from `resolvers`, and lets what
 * suspended on it render (async act: React 19 retries suspended trees in a later task).
 */
export async function resolveMostRecentOperation(environment: MockEnvironment, resolvers: MockResolvers = {}) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
}

type TestWrapperOptions<T extends OperationType> = {
  /** Renders the component under test from the test query's data. */
  Component: (props: T['response']) => ReactNode;
  /** A test query (`@relay_test_operation`) that spreads the component's fragment. */
  query: GraphQLTaggedNode;
  variables?: T['variables'];
};

/**
 * `const { renderWithRelay } = setupTestWrapper({ Component, query })`, then
 * `renderWithRelay({ Employee: () => ({ name: 'Ann' }) })` renders the component with that data.
 */
export function setupTestWrapper<T extends OperationType>({ Component, query, variables }: TestWrapperOptions<T>) {
  function QueryRenderer() {
    const data = useLazyLoadQuery<T>(query, variables ?? {});
    return <Component {...(data as object)} />;
  }
  return {
    renderWithRelay(resolvers: MockResolvers = {}, options: Omit<ProviderOptions, 'environment'> = {}) {
      const environment = createMockEnvironment();
      // A queued resolver answers the next operation only (the test query) as it is sent, so the
      // first render has the data; later ones (load more, refetch) stay pending for the test.
      environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
      const result = renderWithProviders(<QueryRenderer />, { ...options, environment });
      return { ...result, environment };
    },
  };
}
