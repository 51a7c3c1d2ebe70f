import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import { ACTIVITY_PAGE_SIZE } from '@people/domain/profile';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ActivityFeedPaginationQuery } from '../../../__generated__/ActivityFeedPaginationQuery.graphql';
import type { ActivityFeed_employee$key } from '../../../__generated__/ActivityFeed_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { historyPath } from '../../../paths';
import { canDo, canSee } from '../profilePermissions';
import { ActivityItem } from './ActivityItem';
import { ActivityNoteForm } from './ActivityNoteForm';
import { EmptyLine, ProfileSectionCard } from './ProfileSectionCard';

/** Items the collapsed feed shows (part 1 §4 collapsed or expanded; the spec gives no number). */
export const COLLAPSED_ACTIVITY_ITEMS = 5;

/**
 * Part 1 §2 activity feed with its audit-log link (admins). Pages of 50 (part 1 §9) load until the
 * server says there is no next page, which it decides by domain hasMoreActivity.
 */
export function ActivityFeed({ employee }: { employee: ActivityFeed_employee$key }) {
  const t = useT();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ActivityFeedPaginationQuery,
    ActivityFeed_employee$key
  >(ActivityFeed_employee, employee);
  const [expanded, setExpanded] = useState(false);
  if (!canSee(data.permissions, 'activityFeed') || !data.activity) return null;
  const { edges, __id: connectionId } = data.activity;
  const shown = expanded ? edges : edges.slice(0, COLLAPSED_ACTIVITY_ITEMS);
  const expandable = edges.length > COLLAPSED_ACTIVITY_ITEMS || hasNext;

  return (
    <ProfileSectionCard
      id="activity"
      title={t('ACTIVITY')}
      action={
        canDo(data.permissions, 'historyLink') && (
          <Link component={RouterLink} to={historyPath(data.internalId)} variant="body2">
            {t('AUDIT_LOG')}
          </Link>
        )
      }
    >
      {canDo(data.permissions, 'addNote') && <ActivityNoteForm employeeId={data.id} connectionId={connectionId} />}
      {edges.length === 0 ? (
        <EmptyLine>{t('NO_ACTIVITY')}</EmptyLine>
      ) : (
        <List id="activity-list" dense disablePadding aria-label={t('ACTIVITY')}>
          {shown.map(({ node }) => (
            <ActivityItem key={node.id} item={node} />
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {expandable && (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls="activity-list"
            onClick={() => setExpanded(!expanded)}
          >
            {t(expanded ? 'SHOW_LESS' : 'SHOW_ALL_ACTIVITY')}
          </Button>
        )}
        {expanded && hasNext && (
          <Button size="small" variant="outlined" loading={isLoadingNext} onClick={() => loadNext(ACTIVITY_PAGE_SIZE)}>
            {t('LOAD_MORE')}
          </Button>
        )}
      </Box>
    </ProfileSectionCard>
  );
}

// first: 50 is ACTIVITY_PAGE_SIZE (part 1 §9); a GraphQL default cannot name the constant.
const ActivityFeed_employee = graphql`
  fragment ActivityFeed_employee on Employee
  @refetchable(queryName: "ActivityFeedPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    id
    internalId
    permissions {
      sections
      actions
    }
    activity(first: $count, after: $cursor) @connection(key: "ActivityFeed_activity") {
      __id
      edges {
        node {
          id
          ...ActivityItem_item
        }
      }
    }
  }
`;
