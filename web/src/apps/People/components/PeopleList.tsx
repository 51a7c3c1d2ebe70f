import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PeopleList_query$key } from '../../../__generated__/PeopleList_query.graphql';
import type { PeopleListPaginationQuery } from '../../../__generated__/PeopleListPaginationQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PAGE_SIZE } from '../peoplePageSize';
import { PersonRow } from './PersonRow';

/**
 * The directory's rows. The search, filters and sort are the route query's variables (the address, issue 21): a change
 * is a navigation that loads the route query again, so this list only shows a page and loads the next.
 */
export function PeopleList({ query, pageSize = PEOPLE_PAGE_SIZE }: { query: PeopleList_query$key; pageSize?: number }) {
  const t = useT();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PeopleListPaginationQuery, PeopleList_query$key>(PeopleList_query, query);

  // Issue 13: a list the REST API could not answer shows as empty; the page around it still works.
  const { edges, totalCount } = data.employees ?? { edges: [], totalCount: 0 };
  return (
    <Paper>
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
