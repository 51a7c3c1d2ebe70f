import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { WORKFLOW_TEMPLATE_TYPES, type WorkflowTemplateType } from '@people/domain/workflows';
import { useState, type FormEvent } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { WorkflowTemplatesRouteQuery } from '../../../__generated__/WorkflowTemplatesRouteQuery.graphql';
import { graphqlValue } from '../../../graphqlEnums';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useAddWorkflowTemplate } from '../hooks/workflowMutations';
import { REASSIGN_PATH, workflowTemplatePath } from '../paths';
import { workflowTemplatesRouteQuery } from '../queries';
import { useRouteQueryRef } from '../../../relay/routeQuery';

/** Settings: the company's workflow templates (part 2 §7 templates/list); admins add one here. */
export function WorkflowTemplatesPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryRef = useRouteQueryRef<WorkflowTemplatesRouteQuery>();
  const data = usePreloadedQuery<WorkflowTemplatesRouteQuery>(workflowTemplatesRouteQuery, queryRef);
  const mayManage = data.viewer?.workflowPermissions.manageTemplates ?? false;
  const [add, adding] = useAddWorkflowTemplate();
  const [name, setName] = useState('');
  const [type, setType] = useState<WorkflowTemplateType>('onboarding');
  const [sequential, setSequential] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      const payload = await add({ name, type: graphqlValue(type), isSequential: sequential });
      if (payload.userErrors.length > 0) return setErrors(payload.userErrors.map((e) => userErrorText(t, e)));
      if (payload.template) void navigate(workflowTemplatePath(payload.template.internalId));
    } catch (error) {
      setErrors([errorText(t, error)]);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper component="section" aria-labelledby="workflow-templates-title" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="workflow-templates-title" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {t('WORKFLOW_TEMPLATES')}
          </Typography>
          {mayManage && (
            <Button component={RouterLink} to={REASSIGN_PATH}>
              {t('REASSIGN')}
            </Button>
          )}
        </Stack>
        {!mayManage && <Alert severity="info">{t('ONLY_ADMINS_TEMPLATES')}</Alert>}
        {data.workflowTemplates == null ? null : data.workflowTemplates.length === 0 ? (
          <Typography color="text.secondary">{t('NO_WORKFLOW_TEMPLATES')}</Typography>
        ) : (
          <List aria-label={t('WORKFLOW_TEMPLATES')}>
            {data.workflowTemplates.map((template) => (
              <ListItem key={template.id} divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={workflowTemplatePath(template.internalId)}>
                      {template.name}
                    </Link>
                  }
                  secondary={`${enumLabel(t, 'WORKFLOW_TYPE', template.type)} · ${t('WORKFLOW_ITEM_COUNT', { count: template.itemCount })}${template.isSequential ? ` · ${t('WORKFLOW_IS_SEQUENTIAL')}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {mayManage && (
        <Paper component="form" onSubmit={submit} aria-labelledby="add-template-title" sx={{ p: 3 }}>
          <Typography id="add-template-title" variant="h6" component="h2" gutterBottom>
            {t('ADD_WORKFLOW_TEMPLATE')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('WORKFLOW_TEMPLATE_NAME')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              size="small"
            />
            <TextField
              select
              label={t('WORKFLOW_TEMPLATE_TYPE')}
              value={type}
              onChange={(e) => setType(e.target.value as WorkflowTemplateType)}
              size="small"
              slotProps={{ select: { native: true } }}
            >
              {WORKFLOW_TEMPLATE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`WORKFLOW_TYPE_${value}`)}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={sequential} onChange={(e) => setSequential(e.target.checked)} />}
              label={t('WORKFLOW_IS_SEQUENTIAL')}
            />
            <Button type="submit" variant="contained" disabled={adding}>
              {t('ADD_WORKFLOW_TEMPLATE')}
            </Button>
          </Stack>
          {errors.map((error) => (
            <Alert key={error} severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
