import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  CommuteAuditLogTable_connection$data,
  CommuteAuditLogTable_connection$key,
} from '../../../__generated__/CommuteAuditLogTable_connection.graphql';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { distanceText, transportLabel } from '../commuteText';

type State = CommuteAuditLogTable_connection$data['edges'][number]['node']['after'];

/** One side of a change as a line: a commute (kind, transport, distance, start) or a month's days. */
function stateText(t: Translator, state: State | null | undefined): string {
  if (!state) return '—';
  if (state.month != null && state.year != null) {
    return t('AUDIT_VARIABLE_DAYS', {
      month: `${String(state.month).padStart(2, '0')}/${state.year}`,
      days: state.days ?? 0,
      transport: transportLabel(t, state.transportType),
    });
  }
  const kind =
    state.type === 'VARIABLE' ? t('COMMUTE_VARIABLE') : t('COMMUTE_FIXED_DAYS', { days: state.daysPerWeek ?? 0 });
  return [
    kind,
    transportLabel(t, state.transportType),
    state.distanceKm == null ? '' : distanceText(state.distanceKm),
    state.startDate ? t('AUDIT_FROM', { date: formatDate(t, state.startDate) }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Part 2 §7 commute audit log: when, whose, who, what, before and after. */
type Props = { connection: CommuteAuditLogTable_connection$key; pagePath(after: string | null): string };

export function CommuteAuditLogTable({ connection, pagePath }: Props) {
  const t = useT();
  const data = useFragment(CommuteAuditLogTable_connection, connection);
  if (data.edges.length === 0 && !data.pageInfo.hasPreviousPage) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('NO_COMMUTE_AUDIT_ENTRIES')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('COMMUTE_AUDIT_COUNT', { shown: data.edges.length, total: data.totalCount })}
      </Typography>
      {/* A wide table scrolls inside its box on a phone, not the page. */}
      <TableContainer>
        <Table size="small" aria-label={t('COMMUTE_AUDIT_LOG')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('AUDIT_WHEN')}</TableCell>
              <TableCell>{t('AUDIT_PERSON')}</TableCell>
              <TableCell>{t('AUDIT_WHO')}</TableCell>
              <TableCell>{t('AUDIT_BEFORE')}</TableCell>
              <TableCell>{t('AUDIT_AFTER')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.edges.map(({ node }) => (
              <TableRow key={node.id}>
                <TableCell>{formatDateTime(t, node.createdAt)}</TableCell>
                <TableCell>{node.employeeName}</TableCell>
                <TableCell>{node.actorName ?? '—'}</TableCell>
                <TableCell>{stateText(t, node.before)}</TableCell>
                <TableCell>{stateText(t, node.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {data.pageInfo.hasPreviousPage && (
          <Link component={RouterLink} to={pagePath(null)}>
            {t('AUDIT_FIRST_PAGE')}
          </Link>
        )}
        {data.pageInfo.hasNextPage && data.pageInfo.endCursor && (
          <Link component={RouterLink} to={pagePath(data.pageInfo.endCursor)}>
            {t('AUDIT_NEXT_PAGE')}
          </Link>
        )}
      </Stack>
    </>
  );
}

const CommuteAuditLogTable_connection = graphql`
  fragment CommuteAuditLogTable_connection on CommuteAuditEntryConnection {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      endCursor
    }
    edges {
      node {
        id
        employeeName
        actorName
        action
        createdAt
        before {
          type
          transportType
          distanceKm
          daysPerWeek
          startDate
          year
          month
          days
        }
        after {
          type
          transportType
          distanceKm
          daysPerWeek
          startDate
          year
          month
          days
        }
      }
    }
  }
`;
