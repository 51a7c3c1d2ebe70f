import { usePreloadedQuery } from 'react-relay';
import type { InviteRouteQuery } from '../../../__generated__/InviteRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { inviteRouteQuery } from '../queries';
import { InviteSelfServiceForm } from './InviteSelfServiceForm';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/invite: invite to self-service. */
export function InvitePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<InviteRouteQuery>();
  const { employee } = usePreloadedQuery<InviteRouteQuery>(inviteRouteQuery, queryRef);
  // Missing and another company's people answer null alike.
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  return <InviteSelfServiceForm employee={employee} />;
}
