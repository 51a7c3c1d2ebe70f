import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ReassignRouteQuery } from '../../../__generated__/ReassignRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useReassignWorkflowTasks, useReassignWorkflowTemplateItems } from '../hooks/workflowMutations';
import { WORKFLOW_TEMPLATES_PATH } from '../paths';
import { reassignRouteQuery } from '../queries';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Part 2 §7 tasks/reassign and templates/items/reassign: every open task or template item of one user to another (admins). */
export function ReassignPage() {
  const t = useT();
  const queryRef = useRouteQueryRef<ReassignRouteQuery>();
  const data = usePreloadedQuery<ReassignRouteQuery>(reassignRouteQuery, queryRef);
  const users = data.workflowAssignees ?? [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [reassignTasks, movingTasks] = useReassignWorkflowTasks();
  const [reassignItems, movingItems] = useReassignWorkflowTemplateItems();
  if (!data.viewer?.workflowPermissions.manageTemplates)
    return <Alert severity="info">{t('ONLY_ADMINS_TEMPLATES')}</Alert>;

  const run = async (reassign: typeof reassignTasks) => {
    setMessage(null);
    try {
      const payload = await reassign({ fromUserId: from, toUserId: to });
      if (payload.userErrors.length > 0)
        setMessage({ severity: 'error', text: userErrorText(t, payload.userErrors[0]) });
      else setMessage({ severity: 'success', text: t('REASSIGN_DONE', { count: payload.count ?? 0 }) });
    } catch (error) {
      setMessage({ severity: 'error', text: errorText(t, error) });
    }
  };
  const select = (label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value="" />
      {users.map((user) => (
        <option key={user.userId} value={user.userId}>
          {user.name}
        </option>
      ))}
    </TextField>
  );
  return (
    <Paper component="section" aria-labelledby="reassign-title" sx={{ p: 3, maxWidth: 640 }}>
      <Typography id="reassign-title" variant="h5" component="h1" gutterBottom>
        {t('REASSIGN_TITLE')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {select(t('REASSIGN_FROM'), from, setFrom)}
          {select(t('REASSIGN_TO'), to, setTo)}
        </Stack>
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!from || !to || movingTasks} onClick={() => run(reassignTasks)}>
            {t('REASSIGN_TASKS')}
          </Button>
          <Button variant="outlined" disabled={!from || !to || movingItems} onClick={() => run(reassignItems)}>
            {t('REASSIGN_ITEMS')}
          </Button>
          <Button component={RouterLink} to={WORKFLOW_TEMPLATES_PATH}>
            {t('GO_BACK')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
