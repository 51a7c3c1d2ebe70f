// The day-contract edit page (/people/{id}/edit/contracts?date=), reached from the calendar's "edit day
// contract" button (part 1 §5: exactly one day, a one-day contract, dimona-edit/push) and the profile's one-day contracts.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import type { CompanyFeature } from '@people/domain/companyFlags';
import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { DayContractRouteQuery } from '../../../__generated__/DayContractRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { DeleteOneDayContractDialog } from '../../Profile/components/DeleteOneDayContractDialog';
import { dayContractQueryDate } from '../dimonaValues';
import { dayContractRouteQuery } from '../queries';
import { DimonaEditForm } from './DimonaEditForm';
import { useRouteQueryRef } from '../../../relay/routeQuery';

export function DayContractPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryRef = useRouteQueryRef<DayContractRouteQuery>();
  const { viewer, employee } = usePreloadedQuery<DayContractRouteQuery>(dayContractRouteQuery, queryRef);
  const [deleting, setDeleting] = useState<string | null>(null);
  const date = dayContractQueryDate(`http://page/?date=${encodeURIComponent(searchParams.get('date') ?? '')}`);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const mayEdit = employee.permissions.actions.includes('editDayContract');
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('DIMONA_DAY_CONTRACT_TITLE', { date: date ? formatDate(t, date) : '' })} · {employee.name}
      </Typography>
      {/* Part 1 §2 warning: a Dimona declaration waits for its answer. */}
      {employee.warnings.pendingDimona && (
        <Alert severity="warning" data-testid="pending-dimona">
          {t('WARNING_PENDING_DIMONA')}
        </Alert>
      )}
      {employee.dimona ? (
        <DimonaEditForm
          employeeId={employee.id}
          version={employee.version}
          status={employee.dimona}
          features={(viewer?.company.features ?? []) as CompanyFeature[]}
          mayEdit={mayEdit}
        />
      ) : (
        <Alert severity="info">
          {t('NO_ONE_DAY_CONTRACT_ON_DAY', {
            date: date ? formatDate(t, date) : '',
          })}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={profilePath(employee.internalId)}>
          {t('GO_BACK')}
        </Button>
        {/* Part 1 §2 modal "edit day contract or delete a one-day contract". */}
        {mayEdit && employee.dimona && date && (
          <Button color="error" onClick={() => setDeleting(date)}>
            {t('DELETE_ONE_DAY_CONTRACT')}
          </Button>
        )}
      </Stack>
      {mayEdit && (
        <DeleteOneDayContractDialog
          contractStartDate={deleting}
          employeeId={employee.id}
          onClose={() => {
            if (deleting) void navigate(profilePath(employee.internalId));
            setDeleting(null);
          }}
        />
      )}
    </Stack>
  );
}
