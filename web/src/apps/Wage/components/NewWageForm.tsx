import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { NewWageForm_employee$key } from '../../../__generated__/NewWageForm_employee.graphql';
import type { WageForm_viewer$key } from '../../../__generated__/WageForm_viewer.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { canDo } from '../../Profile/profilePermissions';
import { useSetNewWage } from '../hooks/useSetNewWage';
import { startDateFromQuery } from '../wageForm';
import { WageForm, type WageFields } from './WageForm';

type Props = { employee: NewWageForm_employee$key; viewer: WageForm_viewer$key | null | undefined };

/**
 * Part 1 §2 /people/{id}/wage/new: a new wage or contract from a start date (the optional `date` query preselects it),
 * filled from the current wage. Saved, it goes back to the profile, whose wage box shows the new values.
 */
export function NewWageForm({ employee, viewer }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const data = useFragment(NewWageForm_employee, employee);
  const [setNewWage, busy] = useSetNewWage();
  const { errors, run } = usePayloadErrors();
  const back = profilePath(data.internalId);

  const submit = async (fields: WageFields, startDate: string | null) => {
    if (!startDate) return;
    if (await run(() => setNewWage({ employeeId: data.id, startDate, currency: 'EUR', ...fields }))) {
      toast({ severity: 'success', message: t('WAGE_SAVED') });
      void navigate(back);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('WAGE_NEW_TITLE', { name: data.name })}
      </Typography>
      {canDo(data.permissions, 'setNewWage') ? (
        <WageForm
          wage={data.currentWage}
          viewer={viewer}
          startDate={{ initial: startDateFromQuery(searchParams.get('date')) }}
          submitLabel={t('WAGE_SET_NEW')}
          busy={busy}
          serverErrors={errors}
          cancelTo={back}
          onSubmit={submit}
        />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t('WAGE_CHANGE_NOT_ALLOWED')}</Alert>
          <Button component={RouterLink} to={back}>
            {t('GO_BACK')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

const NewWageForm_employee = graphql`
  fragment NewWageForm_employee on Employee {
    id
    internalId
    name
    permissions {
      actions
    }
    currentWage {
      ...WageForm_wage
    }
  }
`;
