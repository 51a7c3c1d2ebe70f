import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContractProviderSteps_contract$key } from '../../../__generated__/ContractProviderSteps_contract.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useProcessSignature } from '../hooks/useSigningMutations';

/**
 * Part 2 §4 "an external signature provider has a processing step and a retry step" (§7 processSignicatContracts,
 * retryProcessSignicatContracts; a local implementation here, README "Contract signing"): the provider's state of the
 * employee's signature, a button for the step the contract offers now, and what the step came to.
 */
export function ContractProviderSteps({ contract: key }: { contract: ContractProviderSteps_contract$key }) {
  const t = useT();
  const c = useFragment(ContractProviderSteps_contract, key);
  const [process, processing] = useProcessSignature();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (!c.employeeSignatureRequired || c.status === 'DRAFT') return null;
  const run = async (retry: boolean) => {
    const payload = await process({ contractId: c.id, retry });
    const first = payload.userErrors[0];
    const after = payload.contract;
    if (first || !after) setResult({ severity: 'error', text: first ? userErrorText(t, first) : '' });
    else {
      const state = enumLabel(t, 'CONTRACT_PROVIDER_STATE', after.providerState) ?? t('CONTRACT_PROVIDER_NOT_SENT');
      setResult({
        severity: 'success',
        text: t('CONTRACT_PROVIDER_RESULT', { state, status: enumLabel(t, 'CONTRACT_STATUS', after.status) ?? '' }),
      });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="provider-title">
      <Typography variant="subtitle1" component="h2" id="provider-title">
        {t('CONTRACT_PROVIDER')}
      </Typography>
      <Typography variant="body2" data-testid="provider-state">
        {[
          enumLabel(t, 'CONTRACT_PROVIDER_STATE', c.providerState) ?? t('CONTRACT_PROVIDER_NOT_SENT'),
          c.providerAttempts > 0 && t('CONTRACT_PROVIDER_ATTEMPTS', { count: c.providerAttempts }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {c.viewerSigningActions.includes('PROCESS_SIGNATURE') && (
          <Button variant="outlined" disabled={processing} onClick={() => run(false)}>
            {t('CONTRACT_PROVIDER_PROCESS')}
          </Button>
        )}
        {c.viewerSigningActions.includes('RETRY_SIGNATURE') && (
          <Button variant="outlined" color="warning" disabled={processing} onClick={() => run(true)}>
            {t('CONTRACT_PROVIDER_RETRY')}
          </Button>
        )}
      </Stack>
      {result && (
        <Alert severity={result.severity} sx={{ mt: 1 }}>
          {result.text}
        </Alert>
      )}
    </Paper>
  );
}

const ContractProviderSteps_contract = graphql`
  fragment ContractProviderSteps_contract on Contract {
    id
    status
    employeeSignatureRequired
    providerState
    providerAttempts
    viewerSigningActions
  }
`;
