import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, useRefetchableFragment } from 'react-relay';
import type { ColleaguePicker_query$key } from '../../../__generated__/ColleaguePicker_query.graphql';
import type { ColleaguePickerQuery } from '../../../__generated__/ColleaguePickerQuery.graphql';
import type { ColleaguePickerRefetchQuery } from '../../../__generated__/ColleaguePickerRefetchQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';

type Colleague = { id: string; name: string };

type Props = {
  value: Colleague | null;
  onChange(colleague: Colleague | null): void;
};

/**
 * The responsible colleague of a task or template item with for_who = employee (part 2 §3 responsible_employee_id):
 * an MUI Autocomplete over the company's people (the employees connection), loaded when the picker opens and
 * searched by name on the server as the user types (a refetch of the same fragment).
 */
export function ColleaguePicker(props: Props) {
  const t = useT();
  return (
    <Suspense
      fallback={<TextField size="small" label={t('RESPONSIBLE_EMPLOYEE')} value={props.value?.name ?? ''} disabled />}
    >
      <ColleagueList {...props} />
    </Suspense>
  );
}

function ColleagueList(props: Props) {
  const data = useLazyLoadQuery<ColleaguePickerQuery>(colleaguePickerQuery, {}, { fetchPolicy: 'store-or-network' });
  return <ColleagueField {...props} query={data} />;
}

function ColleagueField({ value, onChange, query }: Props & { query: ColleaguePicker_query$key }) {
  const t = useT();
  const [data, refetch] = useRefetchableFragment<ColleaguePickerRefetchQuery, ColleaguePicker_query$key>(
    ColleaguePicker_query,
    query,
  );
  const [loading, startTransition] = useTransition();
  const [input, setInput] = useState(value?.name ?? '');
  const found = (data.employees?.edges ?? []).map(({ node }) => ({ id: node.id, name: node.name }));
  // The chosen colleague stays an option while another search is shown.
  const options = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, colleague) => onChange(colleague)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input' || reason === 'clear') {
          startTransition(() => {
            refetch({ search: text.trim() || null }, { fetchPolicy: 'store-or-network' });
          });
        }
      }}
      // The server searches: every option it answers is a match.
      filterOptions={(people) => people}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(person) => person.name}
      loading={loading}
      size="small"
      renderInput={(params) => <TextField {...params} label={t('RESPONSIBLE_EMPLOYEE')} required />}
    />
  );
}

const colleaguePickerQuery = graphql`
  query ColleaguePickerQuery {
    ...ColleaguePicker_query
  }
`;

const ColleaguePicker_query = graphql`
  fragment ColleaguePicker_query on Query
  @refetchable(queryName: "ColleaguePickerRefetchQuery")
  @argumentDefinitions(search: { type: "String", defaultValue: null }, count: { type: "Int", defaultValue: 20 }) {
    employees(first: $count, search: $search) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;
