import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../components/errorText';
import { WORKFLOW_TEMPLATE_TYPES, type WorkflowTemplateType } from '@people/domain/workflows';
import { useState, type FormEvent } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { WorkflowTemplateRouteQuery } from '../../../__generated__/WorkflowTemplateRouteQuery.graphql';
import { graphqlValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import {
  useCopyWorkflowTemplate,
  useDeleteWorkflowTemplate,
  useUpdateWorkflowTemplate,
} from '../hooks/workflowMutations';
import { WORKFLOW_TEMPLATES_PATH, workflowTemplatePath } from '../paths';
import { workflowTemplateRouteQuery } from '../queries';
import { TemplateItems, type TemplateHeader } from './TemplateItems';
import { useRouteQueryRef } from '../../../relay/routeQuery';

type Payload = { readonly userErrors: ReadonlyArray<{ readonly code: string; readonly message: string }> };

/** Settings: one template (part 2 §7 templates/{id}/detail): edit, copy, delete, and its items (TemplateItems). */
export function WorkflowTemplatePage() {
  const t = useT();
  const queryRef = useRouteQueryRef<WorkflowTemplateRouteQuery>();
  const data = usePreloadedQuery<WorkflowTemplateRouteQuery>(workflowTemplateRouteQuery, queryRef);
  const mayManage = data.viewer?.workflowPermissions.manageTemplates ?? false;
  const template = data.template?.TemplateItems_template;
  if (!template) return <Alert severity="error">{t('NO_WORKFLOW_TEMPLATES')}</Alert>;
  const hashtags = (data.workflowHashtags ?? []).map((h) => h.hashtag).join(' ');
  return (
    <Stack spacing={2}>
      <TemplateItems
        template={template}
        assignees={data.workflowAssignees ?? null}
        mayManage={mayManage}
        hashtags={hashtags}
        header={(template) => <TemplateSettings template={template} mayManage={mayManage} />}
      />
    </Stack>
  );
}

function TemplateSettings({ template, mayManage }: { template: TemplateHeader; mayManage: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [update, updating] = useUpdateWorkflowTemplate();
  const [copy, copying] = useCopyWorkflowTemplate();
  const [remove] = useDeleteWorkflowTemplate();
  const [name, setName] = useState(template.name);
  const [type, setType] = useState<WorkflowTemplateType>(template.type);
  const [sequential, setSequential] = useState(template.isSequential);
  const [copyName, setCopyName] = useState(`${template.name} (2)`);
  const [errors, setErrors] = useState<string[]>([]);

  const run = async <P extends Payload>(change: () => Promise<P>): Promise<P | null> => {
    setErrors([]);
    try {
      const payload = await change();
      if (payload.userErrors.length === 0) return payload;
      setErrors(payload.userErrors.map((e) => userErrorText(t, e)));
    } catch (error) {
      setErrors([errorText(t, error)]);
    }
    return null;
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => update({ templateId: template.id, name, type: graphqlValue(type), isSequential: sequential }));
  };

  return (
    <Paper component="section" aria-labelledby="template-title" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="template-title" variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {template.name}
        </Typography>
        <Button component={RouterLink} to={WORKFLOW_TEMPLATES_PATH}>
          {t('GO_BACK')}
        </Button>
      </Stack>
      {mayManage && (
        <Stack spacing={2}>
          <Stack
            component="form"
            onSubmit={save}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
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
            <Button type="submit" variant="contained" disabled={updating}>
              {t('SAVE')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('COPY_NAME')}
              value={copyName}
              onChange={(e) => setCopyName(e.target.value)}
              size="small"
            />
            <Button
              variant="outlined"
              disabled={copying}
              onClick={async () => {
                const payload = await run(() => copy({ templateId: template.id, name: copyName }));
                if (payload?.template) void navigate(workflowTemplatePath(payload.template.internalId));
              }}
            >
              {t('COPY_TEMPLATE')}
            </Button>
            <Button
              color="error"
              onClick={async () => {
                if (!window.confirm(t('DELETE_TEMPLATE_CONFIRM'))) return;
                if (await run(() => remove({ templateId: template.id }))) void navigate(WORKFLOW_TEMPLATES_PATH);
              }}
            >
              {t('DELETE_TEMPLATE')}
            </Button>
          </Stack>
        </Stack>
      )}
      {errors.map((error) => (
        <Alert key={error} severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ))}
    </Paper>
  );
}
