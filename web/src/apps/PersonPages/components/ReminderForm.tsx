import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REMINDER_TEXT_MAX_LENGTH, validateReminder } from '@people/domain/reminders';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReminderForm_employee$key } from '../../../__generated__/ReminderForm_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { TextInput } from '../../PersonEdit/components/fields';
import { FormErrors } from '../../PersonEdit/components/FormErrors';
import { useEditSubmit } from '../../PersonEdit/hooks/useEditSubmit';
import { useAddReminder } from '../hooks/usePersonPageMutations';

/** Part 1 §2 manage reminders: a new reminder, a date and a text (domain validateReminder, the server's check too). */
export function ReminderForm({ employee }: { employee: ReminderForm_employee$key }) {
  const t = useT();
  const person = useFragment(ReminderForm_employee, employee);
  const [remindOn, setRemindOn] = useState('');
  const [text, setText] = useState('');
  const labels = { remind_on: t('REMINDER_DATE'), remindOn: t('REMINDER_DATE'), text: t('REMINDER_TEXT') };
  const { errors, conflict, submit } = useEditSubmit(labels);
  const [add, busy] = useAddReminder();
  const count = [...text.trim()].length;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await submit(
      validateReminder({ remind_on: remindOn, text }),
      () => add({ employeeId: person.id, remindOn, text: text.trim() }),
      () => null,
    );
    if (saved) {
      setRemindOn('');
      setText('');
    }
  };
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('REMINDER_ADD')}
      sx={{ maxWidth: 600 }}
    >
      <FormErrors errors={errors} conflict={conflict} />
      <Box sx={{ maxWidth: 240 }}>
        <TextInput
          name="remind_on"
          type="date"
          label={t('REMINDER_DATE')}
          value={remindOn}
          onChange={setRemindOn}
          required
        />
      </Box>
      <TextField
        name="text"
        label={t('REMINDER_TEXT')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        required
        error={count > REMINDER_TEXT_MAX_LENGTH}
        helperText={`${count} / ${REMINDER_TEXT_MAX_LENGTH}`}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('REMINDER_ADD')}
        </Button>
      </Box>
    </Stack>
  );
}

const ReminderForm_employee = graphql`
  fragment ReminderForm_employee on Employee {
    id
  }
`;
