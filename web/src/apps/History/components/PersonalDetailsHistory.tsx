import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PersonalDetailsHistory_employee$key } from '../../../__generated__/PersonalDetailsHistory_employee.graphql';
import type { PersonalDetailsHistoryPaginationQuery } from '../../../__generated__/PersonalDetailsHistoryPaginationQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { formatDateTime } from '../../../i18n/formatDate';
import { useT } from '../../../i18n/I18nProvider';

/** Entries per page: the REST API's page of 50. */
const HISTORY_PAGE_SIZE = 50;

/**
 * Who read this person's sensitive data or changed something, which fields, when; newest first, 50 at a
 * time. The gateway answers null with FORBIDDEN for a viewer who is not an admin.
 */
export function PersonalDetailsHistory({ employee }: { employee: PersonalDetailsHistory_employee$key }) {
  const t = useT();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    PersonalDetailsHistoryPaginationQuery,
    PersonalDetailsHistory_employee$key
  >(PersonalDetailsHistory_employee, employee);
  if (!data.personalDetailsHistory) return <ErrorBox reason={t('HISTORY_FORBIDDEN')} />;
  const { edges } = data.personalDetailsHistory;
  if (edges.length === 0) return <Typography>{t('HISTORY_EMPTY')}</Typography>;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('AUDIT_LOG')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('HISTORY_WHEN')}</TableCell>
              <TableCell>{t('HISTORY_WHO')}</TableCell>
              <TableCell>{t('HISTORY_ACTION')}</TableCell>
              <TableCell>{t('HISTORY_FIELDS')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {edges.map(({ node }) => (
              <TableRow key={node.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t, node.createdAt)}</TableCell>
                <TableCell>{node.actorName ?? t('HISTORY_UNKNOWN_USER')}</TableCell>
                <TableCell>{t(node.action === 'READ' ? 'HISTORY_READ' : 'HISTORY_CHANGE')}</TableCell>
                <TableCell>{node.fields.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hasNext && (
        <Button
          variant="outlined"
          loading={isLoadingNext}
          onClick={() => loadNext(HISTORY_PAGE_SIZE)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('LOAD_MORE')}
        </Button>
      )}
    </>
  );
}

// count: 50 is HISTORY_PAGE_SIZE; a GraphQL default cannot name the constant.
const PersonalDetailsHistory_employee = graphql`
  fragment PersonalDetailsHistory_employee on Employee
  @refetchable(queryName: "PersonalDetailsHistoryPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    personalDetailsHistory(first: $count, after: $cursor)
      @connection(key: "PersonalDetailsHistory_personalDetailsHistory") {
      edges {
        node {
          id
          action
          fields
          actorName
          createdAt
        }
      }
    }
  }
`;
