import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { BulkPeoplePicker_query$key } from '../../../__generated__/BulkPeoplePicker_query.graphql';
import type { BulkPeoplePickerRefetchQuery } from '../../../__generated__/BulkPeoplePickerRefetchQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';

export type BulkPerson = { id: string; internalId: number; name: string };

type Props = {
  query: BulkPeoplePicker_query$key;
  value: readonly BulkPerson[];
  onChange(people: BulkPerson[]): void;
  disabled?: boolean;
};

/**
 * The people of a bulk add or delete (part 1 §4 "one employee unless bulk"): an MUI Autocomplete over the
 * company's employees connection, searched by name on the server as the user types.
 */
export function BulkPeoplePicker({ query, value, onChange, disabled = false }: Props) {
  const t = useT();
  const [data, refetch] = useRefetchableFragment<BulkPeoplePickerRefetchQuery, BulkPeoplePicker_query$key>(
    BulkPeoplePicker_query,
    query,
  );
  const [loading, startTransition] = useTransition();
  const [input, setInput] = useState('');
  const options: BulkPerson[] = (data.employees?.edges ?? []).map(({ node }) => ({
    id: node.id,
    internalId: node.internalId,
    name: node.name,
  }));
  return (
    <Autocomplete
      multiple
      options={options}
      value={[...value]}
      onChange={(_, people) => onChange(people)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input' || reason === 'clear')
          startTransition(() => {
            refetch({ search: text.trim() || null }, { fetchPolicy: 'store-or-network' });
          });
      }}
      // The server searches: every option it answers is a match.
      filterOptions={(people) => people}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(person) => person.name}
      filterSelectedOptions
      loading={loading}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={t('BULK_PEOPLE')} />}
    />
  );
}

const BulkPeoplePicker_query = graphql`
  fragment BulkPeoplePicker_query on Query
  @refetchable(queryName: "BulkPeoplePickerRefetchQuery")
  @argumentDefinitions(search: { type: "String", defaultValue: null }, count: { type: "Int", defaultValue: 50 }) {
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
