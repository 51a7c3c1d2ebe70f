import { useEffect } from 'react';
import { usePreloadedQuery } from 'react-relay';
import type { ProfileRouteQuery } from '../../../__generated__/ProfileRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { loadAreas } from '../../../i18n/loadMessages';
import { PROFILE_LATER_AREAS } from '../../Shell/messageAreas';
import { profileRouteQuery } from '../queries';
import { ProfileLayout } from './ProfileLayout';
import { useRouteQueryRef } from '../../../relay/routeQuery';

export function ProfilePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<ProfileRouteQuery>();
  const { employee } = usePreloadedQuery<ProfileRouteQuery>(profileRouteQuery, queryRef);
  // Once the page shows, the messages its dialogs may need beyond what it shows (the codes of a refused edit).
  useEffect(() => {
    loadAreas(PROFILE_LATER_AREAS).catch(() => undefined);
  }, []);
  // Missing and another company's people answer null alike.
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return <ProfileLayout employee={employee} />;
}
