// The pages of the managers, custom fields and reminders routes (part 1 §2): each reads its route's query and
// shows its parts in EditPage, which shows them only when the viewer may (part 1 §6: light group access may not).
import Typography from '@mui/material/Typography';
import { todayIn, BUSINESS_TIME_ZONE } from '@people/domain/dates';
import type { PersonPagesCustomFieldsRouteQuery } from '../../../__generated__/PersonPagesCustomFieldsRouteQuery.graphql';
import type { PersonPagesManagersRouteQuery } from '../../../__generated__/PersonPagesManagersRouteQuery.graphql';
import type { PersonPagesRemindersRouteQuery } from '../../../__generated__/PersonPagesRemindersRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { EditPage } from '../../PersonEdit/components/EditPage';
import { customFieldsRouteQuery, managersRouteQuery, remindersRouteQuery } from '../queries';
import { CustomFieldsForm } from './CustomFieldsForm';
import { ManagerLines } from './ManagerLines';
import { ManagersForm } from './ManagersForm';
import { ReminderForm } from './ReminderForm';
import { RemindersList } from './RemindersList';
import { useRouteQuery } from '../../../relay/routeQuery';

const today = () => todayIn(BUSINESS_TIME_ZONE, new Date());

/** Part 1 §2 /settings/managers/{id}. */
export function ManagersPage() {
  const t = useT();
  const data = useRouteQuery<PersonPagesManagersRouteQuery>(managersRouteQuery);
  return (
    <EditPage employee={data.employee} title="MANAGERS_TITLE" action="editManagers">
      {data.employee && (
        <>
          <ManagersForm employee={data.employee} query={data} today={today()} />
          <Typography variant="h6" component="h2">
            {t('MANAGER_LINES')}
          </Typography>
          <ManagerLines employee={data.employee} />
        </>
      )}
    </EditPage>
  );
}

/** Part 1 §2 /people/{id}/edit/customFields. */
export function CustomFieldsEditPage() {
  const { employee } = useRouteQuery<PersonPagesCustomFieldsRouteQuery>(customFieldsRouteQuery);
  return (
    <EditPage employee={employee} title="CUSTOM_FIELDS_TITLE" action="editCustomFields">
      {employee && <CustomFieldsForm employee={employee} />}
    </EditPage>
  );
}

/** Part 1 §2 /reminders/employee/{id}?relatedEmployeeId={id}. */
export function RemindersPage() {
  const t = useT();
  const { employee } = useRouteQuery<PersonPagesRemindersRouteQuery>(remindersRouteQuery);
  return (
    <EditPage employee={employee} title="REMINDERS_TITLE" action="manageReminders">
      {employee && (
        <>
          <ReminderForm employee={employee} />
          <Typography variant="h6" component="h2">
            {t('REMINDERS')}
          </Typography>
          <RemindersList employee={employee} today={today()} />
        </>
      )}
    </EditPage>
  );
}
