import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PeopleList_query$key } from '../../../__generated__/PeopleList_query.graphql';
import type { PeopleListPaginationQuery } from '../../../__generated__/PeopleListPaginationQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PAGE_SIZE } from '../peoplePageSize';
import { PersonRow } from './PersonRow';

type Variables = Omit<PeopleListPaginationQuery['variables'], 'cursor'>;

/**
 * The directory's rows. The route query loads them with the search, filters and sort of the address it was entered
 * with (Back restores them); a change on the page refetches them here, the current rows staying on screen
 * with a progress bar until the new ones are there. `variables` are those of the address now.
 */
export function PeopleList({ query, variables }: { query: PeopleList_query$key; variables?: Variables }) {
  const t = useT();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    PeopleListPaginationQuery,
    PeopleList_query$key
  >(PeopleList_query, query);
  const wanted = variables ? JSON.stringify(variables) : null;
  const fetched = useRef(wanted);
  const [isRefetching, startTransition] = useTransition();
  useEffect(() => {
    if (!variables || wanted === fetched.current) return;
    fetched.current = wanted;
    startTransition(() => {
      refetch({ ...variables, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  }, [wanted, variables, refetch]);
  const loading = isRefetching || wanted !== fetched.current;
  const pageSize = variables?.count ?? PEOPLE_PAGE_SIZE;

  // A list the REST API could not answer shows as empty; the page around it still works.
  const { edges, totalCount } = data.employees ?? { edges: [], totalCount: 0 };
  return (
    <Paper aria-busy={loading}>
      {loading ? <LinearProgress aria-label={t('LOADING')} /> : <Box sx={{ height: 4 }} />}
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} role="status">
        {t('PEOPLE_COUNT', { count: totalCount })}
      </Typography>
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
          <Button variant="outlined" loading={isLoadingNext} onClick={() => loadNext(pageSize)}>
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
    filter: { type: "EmployeeFilter" }
    orderBy: { type: "EmployeeOrder" }
  ) {
    employees(first: $count, after: $cursor, search: $search, filter: $filter, orderBy: $orderBy)
      @connection(key: "PeopleList_employees", filters: ["search", "filter", "orderBy"]) {
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
