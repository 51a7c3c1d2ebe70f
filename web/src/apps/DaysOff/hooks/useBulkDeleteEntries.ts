import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type {
  BulkDeleteEntriesQuery,
  BulkDeleteEntriesQuery$data,
} from '../../../__generated__/BulkDeleteEntriesQuery.graphql';
import { bulkDeleteEntriesQuery } from '../queries';

type CalendarDays = NonNullable<NonNullable<BulkDeleteEntriesQuery$data['employee']>['calendar']>['days'];
export type PersonEntries = CalendarDays | 'loading' | 'failed';

/**
 * The calendar days of each picked person of a bulk delete (their slots on the chosen days), fetched once per
 * person as they are picked and again after a removal.
 */
export function useBulkDeleteEntries(personIds: readonly string[], year: number) {
  const environment = useRelayEnvironment();
  const [entries, setEntries] = useState<Record<string, PersonEntries>>({});
  const requested = useRef(new Set<string>());

  const load = useCallback(
    async (id: string) => {
      requested.current.add(id);
      setEntries((current) => ({ ...current, [id]: 'loading' }));
      try {
        const data = await fetchQuery<BulkDeleteEntriesQuery>(
          environment,
          bulkDeleteEntriesQuery,
          { id, year },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        const days = data?.employee?.calendar?.days;
        setEntries((current) => ({ ...current, [id]: days ?? 'failed' }));
      } catch {
        setEntries((current) => ({ ...current, [id]: 'failed' }));
      }
    },
    [environment, year],
  );

  const key = personIds.join(',');
  useEffect(() => {
    for (const id of key.split(',')) if (id && !requested.current.has(id)) void load(id);
  }, [key, load]);

  return { entries, reload: load };
}
