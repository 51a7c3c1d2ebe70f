// The pages of the edit routes (part 1 §2): each reads its route's query and shows its form in EditPage.
import type { PersonEditAddressRouteQuery } from '../../../__generated__/PersonEditAddressRouteQuery.graphql';
import type { PersonEditContactRouteQuery } from '../../../__generated__/PersonEditContactRouteQuery.graphql';
import type { PersonEditPersonalRouteQuery } from '../../../__generated__/PersonEditPersonalRouteQuery.graphql';
import type { PersonEditReportsRouteQuery } from '../../../__generated__/PersonEditReportsRouteQuery.graphql';
import type { PersonEditTeamRouteQuery } from '../../../__generated__/PersonEditTeamRouteQuery.graphql';
import {
  addressEditRouteQuery,
  contactEditRouteQuery,
  personalEditRouteQuery,
  reportsEditRouteQuery,
  teamEditRouteQuery,
} from '../queries';
import { AddressForm } from './AddressForm';
import { ContactForm } from './ContactForm';
import { EditPage } from './EditPage';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { ReportsToForm } from './ReportsToForm';
import { TeamForm } from './TeamForm';
import { useRouteQuery } from '../../../relay/routeQuery';

/** Part 1 §2 /people/{id}/edit/personal. */
export function PersonalEditPage() {
  const { employee } = useRouteQuery<PersonEditPersonalRouteQuery>(personalEditRouteQuery);
  return (
    <EditPage employee={employee} title="EDIT_PERSONAL_TITLE" action="editPersonalDetails">
      {employee && <PersonalDetailsForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/contact. */
export function ContactEditPage() {
  const { employee } = useRouteQuery<PersonEditContactRouteQuery>(contactEditRouteQuery);
  return (
    <EditPage employee={employee} title="EDIT_CONTACT_TITLE" action="editPersonalDetails">
      {employee && <ContactForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/address. */
export function AddressEditPage() {
  const { employee } = useRouteQuery<PersonEditAddressRouteQuery>(addressEditRouteQuery);
  return (
    <EditPage employee={employee} title="EDIT_ADDRESS_TITLE" action="editPersonalDetails">
      {employee && <AddressForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/team. */
export function TeamEditPage() {
  const data = useRouteQuery<PersonEditTeamRouteQuery>(teamEditRouteQuery);
  return (
    <EditPage employee={data.employee} title="EDIT_TEAM_TITLE" action="setTeam">
      {data.employee && <TeamForm employee={data.employee} query={data} />}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/reports. */
export function ReportsEditPage() {
  const data = useRouteQuery<PersonEditReportsRouteQuery>(reportsEditRouteQuery);
  return (
    <EditPage employee={data.employee} title="EDIT_REPORTS_TITLE" action="editReportsTo">
      {data.employee && <ReportsToForm employee={data.employee} query={data} />}
    </EditPage>
  );
}
