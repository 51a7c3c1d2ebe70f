// The pages of the edit routes (issue 21, part 1 §2): each reads its route's query and shows its form in EditPage.
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PersonEditAddressRouteQuery } from '../../../__generated__/PersonEditAddressRouteQuery.graphql';
import type { PersonEditContactRouteQuery } from '../../../__generated__/PersonEditContactRouteQuery.graphql';
import type { PersonEditPersonalRouteQuery } from '../../../__generated__/PersonEditPersonalRouteQuery.graphql';
import type { PersonEditReportsRouteQuery } from '../../../__generated__/PersonEditReportsRouteQuery.graphql';
import type { PersonEditTeamRouteQuery } from '../../../__generated__/PersonEditTeamRouteQuery.graphql';
import { addressEditRouteQuery, contactEditRouteQuery, personalEditRouteQuery, reportsEditRouteQuery, teamEditRouteQuery } from '../queries';
import { AddressForm } from './AddressForm';
import { ContactForm } from './ContactForm';
import { EditPage } from './EditPage';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { ReportsToForm } from './ReportsToForm';
import { TeamForm } from './TeamForm';

/** Part 1 §2 /people/{id}/edit/personal. */
export function PersonalEditPage() {
  const { employee } = usePreloadedQuery<PersonEditPersonalRouteQuery>(personalEditRouteQuery, useLoaderData() as PreloadedQuery<PersonEditPersonalRouteQuery>);
  return (
    <EditPage employee={employee} title="EDIT_PERSONAL_TITLE" action="editPersonalDetails">
      {employee && <PersonalDetailsForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/contact. */
export function ContactEditPage() {
  const { employee } = usePreloadedQuery<PersonEditContactRouteQuery>(contactEditRouteQuery, useLoaderData() as PreloadedQuery<PersonEditContactRouteQuery>);
  return (
    <EditPage employee={employee} title="EDIT_CONTACT_TITLE" action="editPersonalDetails">
      {employee && <ContactForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/address. */
export function AddressEditPage() {
  const { employee } = usePreloadedQuery<PersonEditAddressRouteQuery>(addressEditRouteQuery, useLoaderData() as PreloadedQuery<PersonEditAddressRouteQuery>);
  return (
    <EditPage employee={employee} title="EDIT_ADDRESS_TITLE" action="editPersonalDetails">
      {employee && <AddressForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/team. */
export function TeamEditPage() {
  const data = usePreloadedQuery<PersonEditTeamRouteQuery>(teamEditRouteQuery, useLoaderData() as PreloadedQuery<PersonEditTeamRouteQuery>);
  return (
    <EditPage employee={data.employee} title="EDIT_TEAM_TITLE" action="setTeam">
      {data.employee && <TeamForm employee={data.employee} query={data} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/reports. */
export function ReportsEditPage() {
  const data = usePreloadedQuery<PersonEditReportsRouteQuery>(reportsEditRouteQuery, useLoaderData() as PreloadedQuery<PersonEditReportsRouteQuery>);
  return (
    <EditPage employee={data.employee} title="EDIT_REPORTS_TITLE" action="editReportsTo">
      {data.employee && <ReportsToForm employee={data.employee} query={data} />}
    </EditPage>
  );
}
