import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { EditWageForm_employee$key } from '../../../__generated__/EditWageForm_employee.graphql';
import type { EditWageForm_wage$key } from '../../../__generated__/EditWageForm_wage.graphql';
import type { WageForm_viewer$key } from '../../../__generated__/WageForm_viewer.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { wageDetailsPath } from '../../../paths';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { canDo } from '../../Profile/profilePermissions';
import { useUpdateWage } from '../hooks/useUpdateWage';
import { WageForm, type WageFields } from './WageForm';

type Props = {
  employee: EditWageForm_employee$key;
  /** The `node(id: wageId)` of the route; null when it is not a wage. */
  wage: EditWageForm_wage$key | null | undefined;
  viewer: WageForm_viewer$key | null | undefined;
};

/** Part 1 §2 /people/{id}/wage/{wageId}/overview: edits one of the person's wages, then back to the wage details. */
export function EditWageForm({ employee, wage, viewer }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const person = useFragment(EditWageForm_employee, employee);
  const edited = useFragment(EditWageForm_wage, wage);
  const [updateWage, busy] = useUpdateWage();
  const { errors, run } = usePayloadErrors();
  const back = wageDetailsPath(person.internalId);
  // Another person's wage (same company) is not editable from this person's page: it is not found here.
  const found = edited && (person.wages ?? []).some((item) => item.id === edited.id) ? edited : null;
  const refusal: MessageKey | null = !found
    ? 'WAGE_NOT_FOUND'
    : !canDo(person.permissions, 'setNewWage')
      ? 'WAGE_CHANGE_NOT_ALLOWED'
      : null;

  const submit = async (fields: WageFields) => {
    if (!found) return;
    if (await run(() => updateWage({ wageId: found.id, ...fields }))) {
      toast({ severity: 'success', message: t('WAGE_SAVED') });
      void navigate(back);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('WAGE_EDIT_TITLE', { name: person.name })}
      </Typography>
      {found && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {found.endDate
            ? t('WAGE_PERIOD', { start: formatDate(t, found.startDate), end: formatDate(t, found.endDate) })
            : t('WAGE_PERIOD_OPEN', { start: formatDate(t, found.startDate) })}
        </Typography>
      )}
      {refusal || !found ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t(refusal ?? 'WAGE_NOT_FOUND')}</Alert>
          <Button component={RouterLink} to={back}>
            {t('GO_BACK')}
          </Button>
        </Stack>
      ) : (
        <WageForm
          wage={found}
          viewer={viewer}
          submitLabel={t('SAVE')}
          busy={busy}
          serverErrors={errors}
          cancelTo={back}
          onSubmit={submit}
        />
      )}
    </Paper>
  );
}

const EditWageForm_employee = graphql`
  fragment EditWageForm_employee on Employee {
    id
    internalId
    name
    permissions {
      actions
    }
    wages {
      id
      internalId
    }
  }
`;

const EditWageForm_wage = graphql`
  fragment EditWageForm_wage on Wage {
    id
    internalId
    startDate
    endDate
    ...WageForm_wage
  }
`;
