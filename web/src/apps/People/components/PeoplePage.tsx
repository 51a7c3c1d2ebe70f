import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useMemo, useRef } from 'react';
import { useLazyLoadQuery, usePreloadedQuery } from 'react-relay';
import type { PeopleFiltersQuery } from '../../../__generated__/PeopleFiltersQuery.graphql';
import type { PeopleRouteQuery } from '../../../__generated__/PeopleRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { directoryVariables, type DirectoryState } from '../directoryParams';
import { useDirectoryState } from '../hooks/useDirectoryState';
import { useScrollRestoration } from '../hooks/useScrollRestoration';
import { peopleFiltersQuery, peopleRouteQuery } from '../queries';
import { PeopleExportButton } from './PeopleExportButton';
import { PeopleFilters } from './PeopleFilters';
import { PeopleList } from './PeopleList';
import { PeopleSearchField } from './PeopleSearchField';
import { PeopleSortControls } from './PeopleSortControls';
import { AddPersonButton } from '../../PersonEdit/components/AddPersonButton';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** The filters with their options, read apart from the list (queries.ts peopleFiltersQuery). */
function LoadedPeopleFilters(props: { state: DirectoryState; onChange: (change: Partial<DirectoryState>) => void }) {
  const data = useLazyLoadQuery<PeopleFiltersQuery>(peopleFiltersQuery, {}, { fetchPolicy: 'store-or-network' });
  return <PeopleFilters filters={data.peopleDirectoryFilters ?? null} {...props} />;
}

/** The people directory: search, filters, sort and page size in the address; the list; the export. */
export function PeoplePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<PeopleRouteQuery>();
  const data = usePreloadedQuery<PeopleRouteQuery>(peopleRouteQuery, queryRef);
  const { state, update } = useDirectoryState();
  const variables = useMemo(() => directoryVariables(state), [state]);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const listRef = useRef<HTMLDivElement>(null);
  useScrollRestoration(listRef);

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {t('PEOPLE')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <AddPersonButton query={data} />
          <PeopleExportButton state={state} />
        </Box>
      </Box>
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <PeopleSearchField value={state.q} onSearch={onSearch} />
          <PeopleSortControls state={state} onChange={update} />
        </Box>
        {/* Until the options arrive, the filters show with what the address chose. */}
        <Suspense fallback={<PeopleFilters filters={null} state={state} onChange={update} />}>
          <LoadedPeopleFilters state={state} onChange={update} />
        </Suspense>
      </Paper>
      <div ref={listRef}>
        <PeopleList query={data} variables={variables} />
      </div>
    </>
  );
}
