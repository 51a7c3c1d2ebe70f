import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { formatDate } from '../../../i18n/formatDate';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MoreInfoDialog_employee$key } from '../../../__generated__/MoreInfoDialog_employee.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { useUpdateSeniorityDate } from '../hooks/useUpdateSeniorityDate';
import { canDo } from '../profilePermissions';

const SeniorityDatePicker = lazy(async () => ({
  default: (await import('./SeniorityDatePicker')).SeniorityDatePicker,
}));

/** contract, role, manual, or the integration that set it. */
function joinDateSourceLabel(t: Translator, source: string): string {
  const key = `JOIN_DATE_SOURCE_${source}`;
  return t.has(key) ? t(key) : t('JOIN_DATE_SOURCE_INTEGRATION', { source });
}

type Props = { open: boolean; onClose: () => void; employee: MoreInfoDialog_employee$key };

/**
 * Part 1 §2 'more info' modal: the join date with its source, the role, and the seniority date,
 * edited inline (part 1 §4) and saved or cancelled.
 */
export function MoreInfoDialog({ open, onClose, employee }: Props) {
  const t = useT();
  const person = useFragment(MoreInfoDialog_employee, employee);
  const [updateSeniorityDate, saving] = useUpdateSeniorityDate();
  const { errors, run, clear } = usePayloadErrors();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  // Said inside the modal: a toast behind a modal is hidden from assistive technology.
  const [saved, setSaved] = useState(false);
  const seniority = person.seniority.ok ? person.seniority.value : null;
  const blank = t('NOT_FILLED_IN');

  const startEditing = () => {
    setDraft(seniority?.seniorityDate ?? null);
    setSaved(false);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    clear();
  };
  const save = async () => {
    if (await run(() => updateSeniorityDate(person.id, draft))) {
      setEditing(false);
      setSaved(true);
    }
  };
  const close = () => {
    cancel();
    setSaved(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="more-info-title" fullWidth maxWidth="sm">
      <DialogTitle id="more-info-title">{t('MORE_INFO')}</DialogTitle>
      <DialogContent>
        {!person.seniority.ok && <Alert severity="error">{t('SECTION_LOAD_FAILED')}</Alert>}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
          <LabeledValue label={t('JOIN_DATE')}>
            {seniority?.joinDate
              ? `${formatDate(t, seniority.joinDate)} (${joinDateSourceLabel(t, seniority.joinDateSource)})`
              : blank}
          </LabeledValue>
          <LabeledValue label={t('ROLE')}>{person.currentRole?.title ?? t('NO_ROLE')}</LabeledValue>
          <LabeledValue label={t('SENIORITY_DATE')}>
            {editing ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <Suspense fallback={<CircularProgress size={24} aria-label={t('LOADING')} />}>
                  <SeniorityDatePicker label={t('SENIORITY_DATE')} value={draft} onChange={setDraft} />
                </Suspense>
                <Button variant="contained" size="small" onClick={save} loading={saving}>
                  {t('SAVE')}
                </Button>
                <Button size="small" onClick={cancel} disabled={saving}>
                  {t('CANCEL')}
                </Button>
              </Box>
            ) : (
              <>
                {seniority?.seniorityDate ? formatDate(t, seniority.seniorityDate) : blank}
                {seniority && canDo(person.permissions, 'edit') && (
                  <Button size="small" onClick={startEditing} aria-label={t('EDIT_SENIORITY_DATE')} sx={{ ml: 1 }}>
                    {t('EDIT')}
                  </Button>
                )}
              </>
            )}
          </LabeledValue>
        </Box>
        {saved && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('SENIORITY_DATE_SAVED')}
          </Alert>
        )}
        {errors.map((error) => (
          <Alert key={error} severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const MoreInfoDialog_employee = graphql`
  fragment MoreInfoDialog_employee on Employee {
    id
    currentRole {
      title
    }
    permissions {
      actions
    }
    seniority @catch(to: RESULT) {
      joinDate
      joinDateSource
      seniorityDate
    }
  }
`;
