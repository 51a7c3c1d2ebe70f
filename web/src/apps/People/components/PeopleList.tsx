import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PeopleList_query$key } from '../../../__generated__/PeopleList_query.graphql';
import type { PeopleListPaginationQuery } from '../../../__generated__/PeopleListPaginationQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { PEOPLE_PAGE_SIZE } from '../peoplePageSize';
import { PeopleSearchField } from './PeopleSearchField';
import { PersonRow } from './PersonRow';

export const SEARCH_DEBOUNCE_MS = 300;

export function PeopleList({ query }: { query: PeopleList_query$key }) {
  const t = useT();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    PeopleListPaginationQuery,
    PeopleList_query$key
  >(PeopleList_query, query);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searched = useRef(debouncedSearch);
  const [isSearching, startTransition] = useTransition();

  useEffect(() => {
    if (debouncedSearch === searched.current) return;
    searched.current = debouncedSearch;
    // In a transition, so the current list stays on screen while the new one loads.
    startTransition(() => {
      refetch({ search: debouncedSearch || null, count: PEOPLE_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  }, [debouncedSearch, refetch]);

  // Issue 13: a list the REST API could not answer shows as empty; the page around it still works.
  const { edges, totalCount } = data.employees ?? { edges: [], totalCount: 0 };
  return (
    <Paper>
      <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PeopleSearchField value={search} onChange={setSearch} />
        <Typography variant="body2" color="text.secondary">
          {t('PEOPLE_COUNT', { count: totalCount })}
        </Typography>
      </Box>
      {isSearching ? <LinearProgress aria-label={t('LOADING')} /> : <Box sx={{ height: 4 }} />}
      {edges.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('NO_PEOPLE_FOUND')}
        </Typography>
      ) : (
        <List aria-label={t('PEOPLE')}>
          {edges.map(({ node }) => (
            <PersonRow key={node.id} employee={node} />
          ))}
        </List>
      )}
      {hasNext && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <Button variant="outlined" loading={isLoadingNext} onClick={() => loadNext(PEOPLE_PAGE_SIZE)}>
            {t('LOAD_MORE')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

const PeopleList_query = graphql`
  fragment PeopleList_query on Query
  @refetchable(queryName: "PeopleListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
  ) {
    employees(first: $count, after: $cursor, search: $search) @connection(key: "PeopleList_employees") {
      totalCount
      edges {
        node {
          id
          ...PersonRow_employee
        }
      }
    }
  }
`;
