import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { isReminderDue } from '@people/domain/reminders';
import { graphql, useFragment } from 'react-relay';
import type { RemindersList_employee$key } from '../../../__generated__/RemindersList_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { FormErrors } from '../../PersonEdit/components/FormErrors';
import { useEditSubmit } from '../../PersonEdit/hooks/useEditSubmit';
import { useDeleteReminder, useSetReminderDone } from '../hooks/usePersonPageMutations';

/** Part 1 §2 manage reminders: open ones first by date (domain sortReminders, server-side); done ones struck through. */
export function RemindersList({ employee, today }: { employee: RemindersList_employee$key; today: string }) {
  const t = useT();
  const person = useFragment(RemindersList_employee, employee);
  const { errors, conflict, submit } = useEditSubmit({});
  const [setDone, doneBusy] = useSetReminderDone();
  const [remove, removeBusy] = useDeleteReminder();
  const reminders = person.reminders ?? [];
  if (reminders.length === 0) return <Typography color="text.secondary">{t('NO_REMINDERS')}</Typography>;
  return (
    <>
      <FormErrors errors={errors} conflict={conflict} />
      <List aria-label={t('REMINDERS')} sx={{ maxWidth: 720 }}>
        {reminders.map((reminder) => {
          const due = isReminderDue({ remind_on: reminder.remindOn, done: reminder.done }, today);
          const date = formatDate(t, reminder.remindOn);
          return (
            <ListItem
              key={reminder.internalId}
              divider
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={removeBusy}
                  aria-label={t('REMINDER_DELETE_NAMED', { date })}
                  onClick={() =>
                    void submit(
                      [],
                      () => remove({ employeeId: person.id, reminderId: reminder.internalId }),
                      () => null,
                    )
                  }
                >
                  {t('DELETE')}
                </Button>
              }
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={reminder.done}
                  disabled={doneBusy}
                  slotProps={{ input: { 'aria-label': t('REMINDER_DONE_NAMED', { date }) } }}
                  onChange={(event) =>
                    void submit(
                      [],
                      () =>
                        setDone({ employeeId: person.id, reminderId: reminder.internalId, done: event.target.checked }),
                      () => null,
                    )
                  }
                />
              </ListItemIcon>
              <ListItemText
                primary={reminder.text}
                secondary={due ? t('REMINDER_DUE', { date }) : date}
                sx={{ pr: 8, overflowWrap: 'anywhere', textDecoration: reminder.done ? 'line-through' : undefined }}
                slotProps={{ secondary: { color: due ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

const RemindersList_employee = graphql`
  fragment RemindersList_employee on Employee {
    id
    reminders {
      internalId
      remindOn
      text
      done
    }
  }
`;
