import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfileRouteQuery } from '../../../__generated__/ProfileRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profileRouteQuery } from '../queries';
import { ProfileLayout } from './ProfileLayout';

export function ProfilePage() {
  const t = useT();
  const queryRef = useLoaderData() as PreloadedQuery<ProfileRouteQuery>;
  const { employee } = usePreloadedQuery<ProfileRouteQuery>(profileRouteQuery, queryRef);
  // Missing and another company's people answer null alike.
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return <ProfileLayout employee={employee} />;
}
