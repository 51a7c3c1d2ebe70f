import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AddContractPageRefreshQuery } from '../../../__generated__/AddContractPageRefreshQuery.graphql';
import type { AddContractRouteQuery } from '../../../__generated__/AddContractRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { contractPath, profilePath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { DocumentFileError } from '../../Linked/documentFileRequests';
import { contractPdfFileError, uploadContractPdf } from '../contractPdf';
import { useAddAssetPolicy, useAddCarPolicy, useAddContract } from '../hooks/useContractMutations';
import { addContractRouteQuery } from '../queries';
import { PropertyPolicyForm } from './PropertyPolicyForm';
import { PublicLibrarySearch } from './PublicLibrarySearch';
import { useRouteQuery } from '../../../relay/routeQuery';

/** The upload's refusal in the viewer's language (INVALID_PDF, PDF_TOO_LARGE, PDF_TOO_MANY_PAGES…), else the server's text. */
function uploadRefusal(t: Translator, error: unknown): string {
  if (error instanceof DocumentFileError && error.code && t.has(error.code)) return t(error.code);
  return error instanceof DocumentFileError && error.status !== 0 && error.message ? error.message : t('UPLOAD_FAILED');
}

/** The contract read afresh after its PDF arrived (hasPdf), so its page shows it. */
const refreshQuery = graphql`
  query AddContractPageRefreshQuery($id: ID!) {
    node(id: $id) {
      ...ContractDetail_contract @alias(as: "detail")
    }
  }
`;

/**
 * Part 2 §4: add a contract to a person from a template, the public library, or an uploaded PDF, or a policy
 * naming the person's assets or car (part 2 §7 addAssetPolicy, addCarPolicy). The PDF is
 * checked here (type, size) before anything is created, then sent from the browser with progress (part 2 §7 uploadPDF);
 * a PDF the server refuses leaves the draft, and the next file goes to that same draft.
 */
export function AddContractPage() {
  const t = useT();
  const navigate = useNavigate();
  const data = useRouteQuery<AddContractRouteQuery>(addContractRouteQuery);
  const environment = useRelayEnvironment();
  const [add, adding] = useAddContract();
  const [addAssetPolicy, addingAssetPolicy] = useAddAssetPolicy();
  const [addCarPolicy, addingCarPolicy] = useAddCarPolicy();
  const [progress, setProgress] = useState<number | null>(null);
  const [draft, setDraft] = useState<{ id: string; internalId: number } | null>(null);
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [internal, setInternal] = useState(true);
  const [employeeSigns, setEmployeeSigns] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const employee = data.employee;
  if (!employee || !canDo(employee.permissions, 'manageContracts')) return <ErrorBox reason={t('PERSON_NOT_FOUND')} />;
  const templates = data.contractTemplates.ok ? (data.contractTemplates.value ?? []) : [];
  const contractName = (fallback: string) => (name.trim() === '' ? fallback : name.trim());
  const opened = (payload: {
    readonly contract: { readonly id: string; readonly internalId: number } | null | undefined;
    readonly userErrors: readonly { readonly code: string; readonly message: string }[];
  }) => {
    const first = payload.userErrors[0];
    if (first || !payload.contract) {
      setError(first ? userErrorText(t, first) : t('CONTRACT_NOT_FOUND'));
      return null;
    }
    return payload.contract;
  };
  const fromTemplate = async () => {
    const template = templates.find((x) => x.id === templateId);
    if (!template) return;
    const contract = opened(
      await add({
        employeeId: employee.id,
        fileType: 'HTML',
        contractName: contractName(template.name),
        contractTemplateId: template.id,
      }),
    );
    if (contract) void navigate(contractPath(employee.internalId, contract.internalId));
  };
  const fromLibrary = async (internalId: number, templateName: string) => {
    const contract = opened(
      await add({
        employeeId: employee.id,
        fileType: 'HTML',
        contractName: contractName(templateName),
        publicLibraryContractTemplateId: internalId,
      }),
    );
    if (contract) void navigate(contractPath(employee.internalId, contract.internalId));
  };
  const assetPolicy = async (contractTemplateId: string, assetIds: string[]) => {
    setError(null);
    const contract = opened(await addAssetPolicy({ employeeId: employee.id, assetIds, contractTemplateId }));
    if (contract) void navigate(contractPath(employee.internalId, contract.internalId));
  };
  const carPolicy = async (contractTemplateId: string, vehicleId: string) => {
    setError(null);
    const contract = opened(await addCarPolicy({ vehicleId, contractTemplateId }));
    if (contract) void navigate(contractPath(employee.internalId, contract.internalId));
  };
  const fromPdf = async () => {
    if (!file) return;
    setError(null);
    const refused = await contractPdfFileError(file);
    if (refused) return setError(t(refused));
    const contract =
      draft ??
      opened(
        await add({
          employeeId: employee.id,
          fileType: 'PDF',
          contractName: contractName(file.name.replace(/\.pdf$/i, '')),
          internalSignatureRequired: internal,
          employeeSignatureRequired: employeeSigns,
        }),
      );
    if (!contract) return;
    const { id } = contract;
    setDraft({ id, internalId: contract.internalId });
    setProgress(0);
    try {
      await uploadContractPdf(id, file, setProgress);
      await fetchQuery<AddContractPageRefreshQuery>(environment, refreshQuery, { id }).toPromise();
      void navigate(contractPath(employee.internalId, contract.internalId));
    } catch (refusal) {
      setError(uploadRefusal(t, refusal));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={profilePath(employee.internalId)} variant="body2">
        {t('BACK_TO_PROFILE', { name: employee.name })}
      </Link>
      <Typography variant="h5" component="h1">
        {t('CONTRACT_ADD_FOR', { name: employee.name })}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t('CONTRACT_NAME')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        helperText={t('CONTRACT_NAME_HELP')}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_FROM_TEMPLATE')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('CONTRACT_TEMPLATE')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            sx={{ minWidth: { xs: 1, sm: 280 } }}
          >
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={adding || templateId === ''} onClick={fromTemplate}>
            {t('CONTRACT_ADD')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_PUBLIC_LIBRARY')}
        </Typography>
        <PublicLibrarySearch query={data} busy={adding} onPick={fromLibrary} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_POLICY')}
        </Typography>
        <PropertyPolicyForm
          employee={employee}
          templates={templates}
          busy={addingAssetPolicy || addingCarPolicy}
          onAssets={assetPolicy}
          onCar={carPolicy}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_FROM_PDF')}
        </Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <input
            type="file"
            accept="application/pdf,.pdf"
            aria-label={t('CONTRACT_PDF_FILE')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <FormControlLabel
            control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
            label={t('CONTRACT_INTERNAL_SIGNATURE')}
          />
          <FormControlLabel
            control={<Checkbox checked={employeeSigns} onChange={(e) => setEmployeeSigns(e.target.checked)} />}
            label={t('CONTRACT_EMPLOYEE_SIGNATURE')}
          />
          {progress !== null && (
            <>
              <LinearProgress variant="determinate" value={progress} aria-label={t('CONTRACT_UPLOADING')} />
              <Typography variant="body2" role="status">
                {t('CONTRACT_UPLOAD_PROGRESS', { percent: progress })}
              </Typography>
            </>
          )}
          <Button
            variant="contained"
            disabled={!file || adding || progress !== null}
            onClick={fromPdf}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('CONTRACT_UPLOAD')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
