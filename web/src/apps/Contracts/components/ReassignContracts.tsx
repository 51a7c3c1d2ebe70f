import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ReassignContractsOwnershipQuery } from '../../../__generated__/ReassignContractsOwnershipQuery.graphql';
import type { ReassignContracts_query$key } from '../../../__generated__/ReassignContracts_query.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useReassignContracts } from '../hooks/useTemplateAdminMutations';

/**
 * Part 2 §7 POST /api/contracts/reassign and /api/contract_template/reassign with from_user_id, to_user_id: everything
 * one user owns (their contracts, or their templates) moves to another user of the company, for instance when someone
 * leaves. Only for who manages the templates (domain/permissions manageContractTemplates: admins); the users to pick
 * are those with contract access, who could own one.
 */
export function ReassignContracts({ query: key }: { query: ReassignContracts_query$key }) {
  const t = useT();
  const data = useFragment(ReassignContracts_query, key);
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const [what, setWhat] = useState<'contracts' | 'templates'>('contracts');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // Read again after each move, so the counts say what is left.
  const [moves, setMoves] = useState(0);
  const [reassign, moving] = useReassignContracts();
  if (!data.viewer?.mayManageContractTemplates) return null;
  const users = data.contractSignerCandidates ?? [];
  const submit = async () => {
    if (from === '' || to === '') return;
    if (from === to) return setMessage({ severity: 'error', text: t('CONTRACT_REASSIGN_SAME') });
    const payload = await reassign(from, to, what === 'templates');
    const first = payload.userErrors[0];
    if (!first) setMoves((n) => n + 1);
    setMessage(
      first
        ? { severity: 'error', text: userErrorText(t, first) }
        : { severity: 'success', text: t('CONTRACT_REASSIGN_DONE', { count: payload.count ?? 0 }) },
    );
  };
  const picker = (label: string, value: number | '', change: (id: number) => void) => (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(e) => change(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {users.map((u) => (
        <MenuItem key={u.userInternalId} value={u.userInternalId}>
          {u.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="reassign-title">
      <Typography variant="subtitle1" component="h2" id="reassign-title">
        {t('CONTRACT_REASSIGN')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('CONTRACT_REASSIGN_HELP')}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        component="form"
        onSubmit={(e) => (e.preventDefault(), submit())}
      >
        {picker(t('CONTRACT_REASSIGN_FROM'), from, setFrom)}
        {picker(t('CONTRACT_REASSIGN_TO'), to, setTo)}
        <TextField
          size="small"
          select
          label={t('CONTRACT_REASSIGN_WHAT')}
          value={what}
          onChange={(e) => setWhat(e.target.value as 'contracts' | 'templates')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="contracts">{t('CONTRACT_REASSIGN_CONTRACTS')}</MenuItem>
          <MenuItem value="templates">{t('CONTRACT_REASSIGN_TEMPLATES')}</MenuItem>
        </TextField>
        <Button type="submit" variant="outlined" disabled={moving || from === '' || to === ''}>
          {t('CONTRACT_REASSIGN_SUBMIT')}
        </Button>
      </Stack>
      {from !== '' && (
        <Suspense fallback={null}>
          <OwnedCounts userId={from} fetchKey={moves} />
        </Suspense>
      )}
      {message && (
        <Alert severity={message.severity} sx={{ mt: 1 }}>
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}

/** Part 2 §7 contracts/count and contract_template/count: what the user to move from owns. */
function OwnedCounts({ userId, fetchKey }: { userId: number; fetchKey: number }) {
  const t = useT();
  const { contractOwnership: owned } = useLazyLoadQuery<ReassignContractsOwnershipQuery>(
    graphql`
      query ReassignContractsOwnershipQuery($userId: Int!) {
        contractOwnership(userId: $userId) @catch(to: NULL) {
          contracts
          templates
        }
      }
    `,
    { userId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!owned) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="reassign-owned">
      {t('CONTRACT_REASSIGN_OWNS', { contracts: owned.contracts, templates: owned.templates })}
    </Typography>
  );
}

const ReassignContracts_query = graphql`
  fragment ReassignContracts_query on Query {
    viewer {
      mayManageContractTemplates
    }
    contractSignerCandidates {
      userInternalId
      name
    }
  }
`;
