// The wage routes' pages (routes.tsx): each reads its route's one query and hands the data to its component.
import { usePreloadedQuery } from 'react-relay';
import type { EditWageRouteQuery } from '../../../__generated__/EditWageRouteQuery.graphql';
import type { NewWageRouteQuery } from '../../../__generated__/NewWageRouteQuery.graphql';
import type { TerminateWageRouteQuery } from '../../../__generated__/TerminateWageRouteQuery.graphql';
import type { WageDetailsRouteQuery } from '../../../__generated__/WageDetailsRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { editWageRouteQuery, newWageRouteQuery, terminateWageRouteQuery, wageDetailsRouteQuery } from '../queries';
import { EditWageForm } from './EditWageForm';
import { NewWageForm } from './NewWageForm';
import { TerminateWageForm } from './TerminateWageForm';
import { WageDetails } from './WageDetails';
import { useRouteQueryRef } from '../../../relay/routeQuery';

// Missing and another company's people answer null alike (part 1 §8: the red box with GO_BACK).
function PersonNotFound() {
  const t = useT();
  return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
}

/** Part 1 §2 /people/{id}/wage. */
export function WageDetailsPage() {
  const queryRef = useRouteQueryRef<WageDetailsRouteQuery>();
  const { viewer, employee } = usePreloadedQuery<WageDetailsRouteQuery>(wageDetailsRouteQuery, queryRef);
  return employee ? <WageDetails employee={employee} viewer={viewer} /> : <PersonNotFound />;
}

/** Part 1 §2 /people/{id}/wage/new. */
export function NewWagePage() {
  const queryRef = useRouteQueryRef<NewWageRouteQuery>();
  const { viewer, employee } = usePreloadedQuery<NewWageRouteQuery>(newWageRouteQuery, queryRef);
  return employee ? <NewWageForm employee={employee} viewer={viewer} /> : <PersonNotFound />;
}

/** Part 1 §2 /people/{id}/wage/{wageId}/overview. */
export function EditWagePage() {
  const queryRef = useRouteQueryRef<EditWageRouteQuery>();
  const { viewer, employee, wage } = usePreloadedQuery<EditWageRouteQuery>(editWageRouteQuery, queryRef);
  return employee ? (
    <EditWageForm employee={employee} wage={wage?.EditWageForm_wage} viewer={viewer} />
  ) : (
    <PersonNotFound />
  );
}

/** Part 1 §2 /people/{id}/wage/end. */
export function TerminateWagePage() {
  const queryRef = useRouteQueryRef<TerminateWageRouteQuery>();
  const { employee } = usePreloadedQuery<TerminateWageRouteQuery>(terminateWageRouteQuery, queryRef);
  return employee ? <TerminateWageForm employee={employee} /> : <PersonNotFound />;
}
