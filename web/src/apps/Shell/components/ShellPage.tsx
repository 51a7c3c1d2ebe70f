import { useEffect } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ShellRouteQuery } from '../../../__generated__/ShellRouteQuery.graphql';
import { endSession } from '../../../session';
import { shellRouteQuery } from '../queries';
import { AppShell } from './AppShell';

export function ShellPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ShellRouteQuery>;
  const { viewer } = usePreloadedQuery<ShellRouteQuery>(shellRouteQuery, queryRef);
  // A token the gateway no longer accepts answers viewer: null.
  useEffect(() => {
    if (!viewer) endSession();
  }, [viewer]);
  return viewer ? <AppShell viewer={viewer} /> : null;
}
