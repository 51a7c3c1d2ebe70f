import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ContractTemplateRouteQuery } from '../../../__generated__/ContractTemplateRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { CONTRACT_TEMPLATES_PATH } from '../../../paths';
import { contractTemplateRouteQuery } from '../queries';
import { DeleteTemplateButton } from './DeleteTemplateButton';
import { TemplateEditor } from './TemplateEditor';
import { useRouteQuery } from '../../../relay/routeQuery';

/** One contract template's settings. */
export function TemplatePage() {
  const t = useT();
  const navigate = useNavigate();
  const data = useRouteQuery<ContractTemplateRouteQuery>(contractTemplateRouteQuery);
  if (!data.node?.editor) return <ErrorBox reason={t('CONTRACT_TEMPLATE_NOT_FOUND')} />;
  const people = (data.employees?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Link component={RouterLink} to={CONTRACT_TEMPLATES_PATH} variant="body2">
        {t('CONTRACT_TEMPLATES')}
      </Link>
      <Typography variant="h5" component="h1">
        {t('CONTRACT_TEMPLATE_EDIT')}
      </Typography>
      {data.viewer?.mayManageContractTemplates && (
        <div>
          <DeleteTemplateButton
            variant="button"
            templateId={data.node.id}
            name={data.node.name ?? ''}
            onDeleted={() => navigate(CONTRACT_TEMPLATES_PATH)}
          />
        </div>
      )}
      <TemplateEditor
        template={data.node.editor}
        shortcodes={data.contractShortcodes ?? []}
        signers={data.contractSignerCandidates ?? []}
        people={people}
      />
    </Stack>
  );
}
