import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { noteCounter, validateNote } from '@people/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { useAddActivityNote } from '../hooks/useAddActivityNote';
import { usePayloadErrors } from '../hooks/usePayloadErrors';

type Props = { employeeId: string; connectionId: string };

/**
 * Part 1 §5 activity note: max 400 characters; the counter 'n / 400' turns red above the limit
 * with the message 'Your note has to be less than 400 characters', and nothing is sent.
 */
export function ActivityNoteForm({ employeeId, connectionId }: Props) {
  const t = useT();
  const [note, setNote] = useState('');
  const [addNote, busy] = useAddActivityNote();
  const { errors, run } = usePayloadErrors();
  const messageId = useId();
  const inputId = useId();
  const counter = noteCounter(note);
  const tooLong = validateNote(note) !== null;
  const empty = note.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || empty || busy) return;
    if (await run(() => addNote(employeeId, note, connectionId))) setNote('');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('ADD_NOTE')} sx={{ mb: 2 }}>
      {/* TextField's parts rather than TextField, which brings the select and its menu along. */}
      <FormControl fullWidth error={counter.overLimit}>
        <InputLabel htmlFor={inputId}>{t('NOTE')}</InputLabel>
        <OutlinedInput
          id={inputId}
          label={t('NOTE')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          aria-describedby={tooLong ? messageId : undefined}
        />
        <FormHelperText>{counter.label}</FormHelperText>
      </FormControl>
      {tooLong && (
        <FormHelperText id={messageId} error>
          {t('NOTE_TOO_LONG')}
        </FormHelperText>
      )}
      {errors.map((error) => (
        <Alert key={error} severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={tooLong || empty} loading={busy}>
          {t('ADD_NOTE')}
        </Button>
      </Box>
    </Box>
  );
}
