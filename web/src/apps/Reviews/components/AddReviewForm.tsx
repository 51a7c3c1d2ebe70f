import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AddReviewForm_employee$key } from '../../../__generated__/AddReviewForm_employee.graphql';
import type { AddReviewForm_types$key } from '../../../__generated__/AddReviewForm_types.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath, reviewPath } from '../../../paths';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { canDo } from '../../Profile/profilePermissions';
import { useAddReview } from '../hooks/useReviewMutations';

/** Part 2 §2 /evaluations/add?initialPersonId=: the fields of part 2 §7 add (type, date, questionnaires, managers). */
export function AddReviewForm({
  employee,
  types,
}: {
  employee: AddReviewForm_employee$key;
  types: AddReviewForm_types$key | null;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const data = useFragment(AddReviewForm_employee, employee);
  const reviewTypes = useFragment(AddReviewForm_types, types) ?? [];
  const [addReview, busy] = useAddReview();
  const { errors, run } = usePayloadErrors();
  const [type, setType] = useState<number | ''>(reviewTypes[0]?.internalId ?? '');
  const [date, setDate] = useState('');
  const [questionnaires, setQuestionnaires] = useState('');
  const [includeManager, setIncludeManager] = useState(false);
  const [includeExtraManager, setIncludeExtraManager] = useState(false);
  if (!canDo(data.permissions, 'manageReviews')) return <Alert severity="info">{t('REVIEWS_NOT_ALLOWED')}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || type === '' || date === '') return;
    const input = {
      employeeId: data.id,
      evaluationTypeId: type,
      dateEvaluation: date,
      questionnaires: questionnaires
        .split(',')
        .map((q) => q.trim())
        .filter(Boolean),
      includeManager,
      includeExtraManager,
    };
    const payload = await run(() => addReview(input));
    if (payload?.review) {
      toast({ severity: 'success', message: t('REVIEW_SAVED') });
      void navigate(reviewPath(payload.review.internalId));
    }
  };

  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('ADD_REVIEW')} · {data.name}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('REVIEW_TYPE')}
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
          required
        >
          {reviewTypes.map((rt) => (
            <MenuItem key={rt.internalId} value={rt.internalId}>
              {rt.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('REVIEW_DATE')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('REVIEW_QUESTIONNAIRES')}
          value={questionnaires}
          onChange={(e) => setQuestionnaires(e.target.value)}
        />
        <FormControlLabel
          control={<Checkbox checked={includeManager} onChange={(e) => setIncludeManager(e.target.checked)} />}
          label={t('REVIEW_INCLUDE_MANAGER')}
        />
        <FormControlLabel
          control={
            <Checkbox checked={includeExtraManager} onChange={(e) => setIncludeExtraManager(e.target.checked)} />
          }
          label={t('REVIEW_INCLUDE_EXTRA_MANAGER')}
        />
        {errors.map((error) => (
          <Alert key={error} severity="error">
            {error}
          </Alert>
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('ADD_REVIEW')}
          </Button>
          <Button component={RouterLink} to={profilePath(data.internalId)}>
            {t('CANCEL')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

const AddReviewForm_employee = graphql`
  fragment AddReviewForm_employee on Employee {
    id
    internalId
    name
    permissions {
      actions
    }
  }
`;

const AddReviewForm_types = graphql`
  fragment AddReviewForm_types on ReviewType @relay(plural: true) {
    internalId
    name
  }
`;
