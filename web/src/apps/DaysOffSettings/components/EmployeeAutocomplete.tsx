import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { EmployeeAutocomplete_query$key } from '../../../__generated__/EmployeeAutocomplete_query.graphql';
import type { EmployeeAutocompleteRefetchQuery } from '../../../__generated__/EmployeeAutocompleteRefetchQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useDebouncedValue } from '../../People/hooks/useDebouncedValue';

/** A person as the settings forms send them: the global id for the mutation, the name to show. */
export type PersonChoice = { id: string; internalId: number; name: string };

const PERSON_SEARCH_DEBOUNCE_MS = 300;

type Props = {
  query: EmployeeAutocomplete_query$key;
  label: string;
  value: PersonChoice | null;
  onChange: (person: PersonChoice | null) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * The person field of the exception and correction forms (part 1 §2): an MUI Autocomplete over the
 * company's people, searched by name on the server as the admin types.
 */
export function EmployeeAutocomplete({ query, label, value, onChange, disabled = false, error }: Props) {
  const t = useT();
  const [data, refetch] = useRefetchableFragment<EmployeeAutocompleteRefetchQuery, EmployeeAutocomplete_query$key>(
    EmployeeAutocomplete_query,
    query,
  );
  const [input, setInput] = useState(value?.name ?? '');
  // Only what the admin types is searched, not the name the field shows once a person is chosen.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), PERSON_SEARCH_DEBOUNCE_MS);
  const searched = useRef(search);
  const [isSearching, startTransition] = useTransition();

  useEffect(() => {
    if (search === searched.current) return;
    searched.current = search;
    // In a transition, so the current options stay while the new ones load.
    startTransition(() => {
      refetch({ search: search || null }, { fetchPolicy: 'store-or-network' });
    });
  }, [search, refetch]);

  const options: PersonChoice[] = (data.employees?.edges ?? []).map(({ node }) => ({
    id: node.id,
    internalId: node.internalId,
    name: node.name,
  }));
  return (
    <Autocomplete
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server searched already: the options are shown as they came.
      filterOptions={(choices) => choices}
      loading={isSearching}
      loadingText={t('LOADING')}
      noOptionsText={t('NO_PEOPLE_FOUND')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={error !== undefined} helperText={error} />
      )}
    />
  );
}

const EmployeeAutocomplete_query = graphql`
  fragment EmployeeAutocomplete_query on Query
  @refetchable(queryName: "EmployeeAutocompleteRefetchQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, search: { type: "String" }) {
    employees(first: $count, search: $search) {
      edges {
        node {
          id
          internalId
          name
        }
      }
    }
  }
`;
