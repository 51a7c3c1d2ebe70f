import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ContractRouteQuery } from '../../../__generated__/ContractRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { contractRouteQuery } from '../queries';
import { ContractDetail } from './ContractDetail';
import { ContractHistoryExportButton } from './ContractHistoryExportButton';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 2 §2 /people/{id}/contracts/{contractId}: one contract of the person. */
export function ContractPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryRef = useRouteQueryRef<ContractRouteQuery>();
  const { viewer, employee, node } = usePreloadedQuery<ContractRouteQuery>(contractRouteQuery, queryRef);
  if (!employee) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  // A contract of someone else (or missing, or hidden: light access sees none, part 1 §6) is not this person's.
  if (!node?.detail || node.employee?.id !== employee.id) return <ErrorBox reason={t('CONTRACT_NOT_FOUND')} />;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Link component={RouterLink} to={profilePath(employee.internalId)} variant="body2">
        {t('BACK_TO_PROFILE', { name: employee.name })}
      </Link>
      {employee.contractHistoryExportUrl && (
        <Stack direction="row">
          <ContractHistoryExportButton url={employee.contractHistoryExportUrl} />
        </Stack>
      )}
      <ContractDetail
        contract={node.detail}
        viewerName={viewer?.name ?? ''}
        onHardDeleted={() => navigate(profilePath(employee.internalId))}
      />
    </Stack>
  );
}
