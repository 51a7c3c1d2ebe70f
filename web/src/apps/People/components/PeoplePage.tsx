import Typography from '@mui/material/Typography';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PeopleRouteQuery } from '../../../__generated__/PeopleRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { peopleRouteQuery } from '../queries';
import { PeopleList } from './PeopleList';
import { AddPersonButton } from '../../PersonEdit/components/AddPersonButton';

export function PeoplePage() {
  const t = useT();
  const queryRef = useLoaderData() as PreloadedQuery<PeopleRouteQuery>;
  const data = usePreloadedQuery<PeopleRouteQuery>(peopleRouteQuery, queryRef);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('PEOPLE')}
      </Typography>
      <AddPersonButton query={data} />
      <PeopleList query={data} />
    </>
  );
}
