import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { MAX_FINISH_REASON, MAX_REVIEW_TEXT } from '@people/domain/reviews';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ReviewDetail_review$key } from '../../../__generated__/ReviewDetail_review.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { useToast } from '../../../components/ToastProvider';
import { undoToast } from '../../../components/undoToast';
import { useT } from '../../../i18n/I18nProvider';
import { reviewsPath } from '../../../paths';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { useReviewChanges } from '../hooks/useReviewMutations';
import { reviewStatus, reviewStatusLabel } from '../reviewStatus';

/**
 * Part 2 §2 /evaluations/detail/{id}: the review with its edit (hidden notes and summary), finish with a reason,
 * finish and send to the employee, and delete (part 2 §4), which the toast offers to undo. A sent review is read-only;
 * the reviewed person never sees the hidden notes (hiddenNotes is null for them).
 */
export function ReviewDetail({ review }: { review: ReviewDetail_review$key }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const data = useFragment(ReviewDetail_review, review);
  const changes = useReviewChanges();
  const { errors, run } = usePayloadErrors();
  // hiddenNotes answers FORBIDDEN to the reviewed person (part 2 §3): then there is no field to show at all.
  const notesAllowed = data.hiddenNotes.ok;
  const storedNotes = data.hiddenNotes.ok ? data.hiddenNotes.value : null;
  const [hiddenNotes, setHiddenNotes] = useState(storedNotes ?? '');
  const [summary, setSummary] = useState(data.summary ?? '');
  const [finishing, setFinishing] = useState(false);
  const [reason, setReason] = useState('');
  const [deleting, setDeleting] = useState(false);
  const status = reviewStatus(data.status);
  const label = reviewStatusLabel(data.status);
  const editable = data.mayChange && status !== 'sent';
  const back = data.employee ? reviewsPath(data.employee.internalId) : '/people';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => changes.update({ reviewId: data.id, hiddenNotes, summary })))
      toast({ severity: 'success', message: t('REVIEW_SAVED') });
  };
  const finish = async () => {
    if (reason.trim() === '') return;
    if (await run(() => changes.finish({ reviewId: data.id, reason: reason.trim() }))) setFinishing(false);
  };
  const remove = async () => {
    const { id } = data;
    const deleted = await run(() => changes.remove(id));
    setDeleting(false);
    if (!deleted) return;
    toast(undoToast(t, toast, t('REVIEW_DELETED'), () => changes.restore(id)));
    void navigate(back);
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {data.typeName}
        </Typography>
        {label && <Chip label={t(label)} data-testid="review-status" />}
      </Stack>
      <Stack spacing={2}>
        <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
          {data.employee && <LabeledValue label={t('REVIEW')}>{data.employee.name}</LabeledValue>}
          <LabeledValue label={t('REVIEW_DATE')}>{formatDate(t, data.dateEvaluation)}</LabeledValue>
          {data.questionnaires.length > 0 && (
            <LabeledValue label={t('REVIEW_QUESTIONNAIRES')}>{data.questionnaires.join(', ')}</LabeledValue>
          )}
        </Stack>
        {data.finishReason && <Alert severity="info">{t('REVIEW_FINISHED_WITH', { reason: data.finishReason })}</Alert>}
        {editable ? (
          <Stack component="form" spacing={2} onSubmit={save}>
            {notesAllowed && (
              <TextField
                label={t('REVIEW_HIDDEN_NOTES')}
                value={hiddenNotes}
                onChange={(e) => setHiddenNotes(e.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MAX_REVIEW_TEXT } }}
              />
            )}
            <TextField
              label={t('REVIEW_SUMMARY')}
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: MAX_REVIEW_TEXT } }}
            />
            <Button type="submit" variant="outlined" disabled={changes.busy} sx={{ alignSelf: 'flex-start' }}>
              {t('SAVE')}
            </Button>
          </Stack>
        ) : (
          <>
            {storedNotes && <LabeledValue label={t('REVIEW_HIDDEN_NOTES')}>{storedNotes}</LabeledValue>}
            {data.summary && <LabeledValue label={t('REVIEW_SUMMARY')}>{data.summary}</LabeledValue>}
          </>
        )}
        {errors.map((error) => (
          <Alert key={error} severity="error">
            {error}
          </Alert>
        ))}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {editable && status === 'planned' && (
            <Button variant="contained" disabled={changes.busy} onClick={() => setFinishing(true)}>
              {t('REVIEW_FINISH')}
            </Button>
          )}
          {editable && (
            <Button
              variant="contained"
              color="secondary"
              disabled={changes.busy}
              onClick={() => run(() => changes.send(data.id))}
            >
              {t('REVIEW_FINISH_AND_SEND')}
            </Button>
          )}
          {data.mayChange && (
            <Button color="error" disabled={changes.busy} onClick={() => setDeleting(true)}>
              {t('DELETE')}
            </Button>
          )}
          <Button component={RouterLink} to={back}>
            {t('GO_BACK')}
          </Button>
        </Stack>
      </Stack>
      <Dialog open={finishing} onClose={() => setFinishing(false)} aria-labelledby="finish-review-title" fullWidth>
        <DialogTitle id="finish-review-title">{t('REVIEW_FINISH')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={t('REVIEW_FINISH_REASON')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            slotProps={{ htmlInput: { maxLength: MAX_FINISH_REASON } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFinishing(false)}>{t('CANCEL')}</Button>
          <Button variant="contained" disabled={reason.trim() === '' || changes.busy} onClick={finish}>
            {t('REVIEW_FINISH')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={deleting} onClose={() => setDeleting(false)} aria-labelledby="delete-review-title">
        <DialogTitle id="delete-review-title">{t('REVIEW_DELETE_CONFIRM')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDeleting(false)}>{t('CANCEL')}</Button>
          <Button color="error" variant="contained" disabled={changes.busy} onClick={remove}>
            {t('DELETE')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

const ReviewDetail_review = graphql`
  fragment ReviewDetail_review on Review {
    id
    internalId
    typeName
    dateEvaluation
    status
    questionnaires
    hiddenNotes @catch(to: RESULT)
    summary
    finishReason
    mayChange
    employee {
      id
      internalId
      name
    }
  }
`;
