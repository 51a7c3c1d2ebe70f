import { useEffect } from 'react';
import { usePreloadedQuery } from 'react-relay';
import type { ShellRouteQuery } from '../../../__generated__/ShellRouteQuery.graphql';
import { endSession } from '../../../session';
import { shellRouteQuery } from '../queries';
import { AppShell } from './AppShell';
import { useRouteQueryRef } from '../../../relay/routeQuery';

export function ShellPage() {
  const queryRef = useRouteQueryRef<ShellRouteQuery>();
  const { viewer } = usePreloadedQuery<ShellRouteQuery>(shellRouteQuery, queryRef);
  // A token the gateway no longer accepts answers viewer: null.
  useEffect(() => {
    if (!viewer) endSession();
  }, [viewer]);
  return viewer ? <AppShell viewer={viewer} /> : null;
}
