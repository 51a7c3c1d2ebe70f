import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  useCompanySuggestionsQuery,
  useCompanySuggestionsQuery$data,
} from '../../../__generated__/useCompanySuggestionsQuery.graphql';

export type CompanySuggestion = NonNullable<useCompanySuggestionsQuery$data['companySuggestions']>[number];

/** Part 2 §7 /v1/companies/suggest as the name is typed (after a short pause): logo suggestions from the catalogue. */
export function useCompanySuggestions(name: string): readonly CompanySuggestion[] {
  const environment = useRelayEnvironment();
  const [suggestions, setSuggestions] = useState<readonly CompanySuggestion[]>([]);
  useEffect(() => {
    const query = name.trim();
    if (query === '') {
      setSuggestions([]);
      return undefined;
    }
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useCompanySuggestionsQuery>(environment, suggestionsQuery, { query }).subscribe({
        next: (data) => setSuggestions(data.companySuggestions ?? []),
        error: () => setSuggestions([]),
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, name]);
  return suggestions;
}

const suggestionsQuery = graphql`
  query useCompanySuggestionsQuery($query: String!) {
    companySuggestions(query: $query) {
      name
      domain
      logo
    }
  }
`;
