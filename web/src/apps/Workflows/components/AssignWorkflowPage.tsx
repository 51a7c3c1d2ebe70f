import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { useState, type FormEvent } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AssignWorkflowRouteQuery } from '../../../__generated__/AssignWorkflowRouteQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { profilePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { useStartWorkflow } from '../hooks/workflowMutations';
import { workflowPath } from '../paths';
import { assignWorkflowRouteQuery } from '../queries';
import { useRouteQueryRef } from '../../../relay/routeQuery';

const today = () => new Date().toISOString().slice(0, 10);

/** Part 2 §2 /people/{id}/assign/workflow: a template, a date and whether to notify; hidden for light access (§6). */
export function AssignWorkflowPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryRef = useRouteQueryRef<AssignWorkflowRouteQuery>();
  const data = usePreloadedQuery<AssignWorkflowRouteQuery>(assignWorkflowRouteQuery, queryRef);
  const [start, starting] = useStartWorkflow();
  const templates = data.workflowTemplates ?? [];
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const [date, setDate] = useState(today());
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const employee = data.employee;
  if (!employee) return <Alert severity="error">{t('PERSON_NOT_FOUND')}</Alert>;
  const allowed = canDo(employee.permissions, 'assignWorkflow') && data.workflowTemplates !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      const payload = await start({ employeeId: employee.id, templateId, workflowDate: date, notifyAssignees: notify });
      if (payload.userErrors.length > 0) return setErrors(payload.userErrors.map((e) => userErrorText(t, e)));
      if (payload.workflow) void navigate(workflowPath(employee.internalId, payload.workflow.internalId));
    } catch (error) {
      setErrors([errorText(t, error)]);
    }
  };

  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3, maxWidth: 560 }} aria-labelledby="assign-workflow-title">
      <Typography id="assign-workflow-title" variant="h5" component="h1" gutterBottom>
        {t('ASSIGN_WORKFLOW')} · {employee.name}
      </Typography>
      {!allowed ? (
        <Alert severity="warning">{t('WORKFLOW_NOT_ALLOWED')}</Alert>
      ) : templates.length === 0 ? (
        <Alert severity="info">{t('NO_WORKFLOW_TEMPLATES')}</Alert>
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            label={t('WORKFLOW_TEMPLATE')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            slotProps={{ select: { native: true } }}
            required
          >
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({t('WORKFLOW_ITEM_COUNT', { count: template.itemCount })})
              </option>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('WORKFLOW_DATE')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
            label={t('NOTIFY_ASSIGNEES')}
          />
          {errors.map((error) => (
            <Alert key={error} severity="error">
              {error}
            </Alert>
          ))}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={starting || !templateId}>
              {t('START_WORKFLOW')}
            </Button>
            <Button component={RouterLink} to={profilePath(employee.internalId)}>
              {t('CANCEL')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
