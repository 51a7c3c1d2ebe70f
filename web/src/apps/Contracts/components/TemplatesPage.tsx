import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type {
  ContractTemplateType,
  ContractTemplatesRouteQuery,
} from '../../../__generated__/ContractTemplatesRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { contractTemplatePath } from '../../../paths';
import { useAddTemplate } from '../hooks/useTemplateMutations';
import { contractTemplatesRouteQuery } from '../queries';
import { DeleteTemplateButton } from './DeleteTemplateButton';
import { TEMPLATE_TYPES } from './PublicLibrarySearch';
import { ReassignContracts } from './ReassignContracts';
import { useRouteQuery } from '../../../relay/routeQuery';

/** Settings: the company's contract templates, and adding one (part 2 §7 contract_template/list, add). */
export function TemplatesPage() {
  const t = useT();
  const navigate = useNavigate();
  const data = useRouteQuery<ContractTemplatesRouteQuery>(contractTemplatesRouteQuery);
  const [add, adding] = useAddTemplate();
  const [name, setName] = useState('');
  const [type, setType] = useState<ContractTemplateType>('EMPLOYMENT');
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  if (!data.contractTemplates.ok) return <ErrorBox reason={t('CONTRACT_TEMPLATES_FORBIDDEN')} />;
  const templates = (data.contractTemplates.value ?? []).filter((template) => template !== null);
  const mayManage = data.viewer?.mayManageContractTemplates ?? false;
  const create = async () => {
    const answer = await add(name, type);
    const first = answer.userErrors[0];
    if (first || !answer.contractTemplate) setError(first ? userErrorText(t, first) : null);
    else void navigate(contractTemplatePath(answer.contractTemplate.internalId));
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t('CONTRACT_TEMPLATES')}
      </Typography>
      <List aria-label={t('CONTRACT_TEMPLATES')}>
        {templates.map((template) => (
          <ListItem
            key={template.id}
            disablePadding
            secondaryAction={
              mayManage && (
                <DeleteTemplateButton
                  variant="icon"
                  templateId={template.id}
                  name={template.name}
                  onDeleted={setDeleted}
                />
              )
            }
          >
            <ListItemButton component={RouterLink} to={contractTemplatePath(template.internalId)}>
              <ListItemText primary={template.name} secondary={enumLabel(t, 'CONTRACT_TEMPLATE_TYPE', template.type)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {deleted && <Alert severity="success">{t('CONTRACT_TEMPLATE_DELETED', { name: deleted })}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        component="form"
        onSubmit={(e) => (e.preventDefault(), create())}
      >
        <TextField
          size="small"
          label={t('CONTRACT_TEMPLATE_NAME')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('CONTRACT_TEMPLATE_TYPE')}
          value={type}
          onChange={(e) => setType(e.target.value as ContractTemplateType)}
          sx={{ minWidth: 180 }}
        >
          {TEMPLATE_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {enumLabel(t, 'CONTRACT_TEMPLATE_TYPE', value)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={adding || name.trim() === ''}>
          {t('CONTRACT_ADD_TEMPLATE')}
        </Button>
      </Stack>
      <ReassignContracts query={data} />
    </Stack>
  );
}
