import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  validateDocument,
  type DocumentRelatedObject,
} from '@people/domain/documents';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { DocumentsRouteQuery } from '../../../__generated__/DocumentsRouteQuery.graphql';
import type { UploadDocumentForm_employee$key } from '../../../__generated__/UploadDocumentForm_employee.graphql';
import { useToast } from '../../../components/ToastProvider';
import { formatFileSize } from '../../../i18n/formatFileSize';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { documentsPath } from '../../../paths';
import { canDo } from '../../Profile/profilePermissions';
import { DocumentFileError, uploadDocument } from '../documentFileRequests';
import { documentsRouteQuery } from '../queries';
import { relatedObjectVariables } from '../routeIds';

type State = { step: 'choosing' } | { step: 'sending'; percent: number } | { step: 'refused'; message: string };

/** The refusal's text: the spec's code when the message files know it (FILETYPE_NOT_ALLOWED…), else the server's. */
function refusalText(t: Translator, error: unknown): string {
  if (error instanceof DocumentFileError) {
    if (error.code && t.has(error.code)) return t(error.code);
    return error.status === 0 ? t('UPLOAD_FAILED') : error.message || t('UPLOAD_FAILED');
  }
  return t('UPLOAD_FAILED');
}

/** Part 1 §2 /upload/employee/{id}?back=: a person's document, for who may (domain uploadDocument). */
export function UploadDocumentForm({
  employee,
  back,
}: {
  employee: UploadDocumentForm_employee$key;
  back: string | null;
}) {
  const t = useT();
  const data = useFragment(UploadDocumentForm_employee, employee);
  if (!canDo(data.permissions, 'uploadDocument'))
    return <Alert severity="warning">{t('DOCUMENT_UPLOAD_NOT_ALLOWED')}</Alert>;
  return (
    <UploadDocumentFields
      target={{
        relatedObject: 'employee',
        relatedObjectId: data.id,
        internalId: data.internalId,
        listPath: documentsPath(data.internalId),
      }}
      back={back}
    />
  );
}

/**
 * The object a document is uploaded for: its relatedObject, its id for the upload (REST or global), its REST id (the
 * documents route query reads its documents again by it) and its documents page.
 */
export type UploadTarget = {
  relatedObject: DocumentRelatedObject;
  relatedObjectId: string;
  internalId: number;
  listPath: string;
};

/**
 * Upload a document (part 1 §2 /upload/{relatedObject}/{relatedObjectId}?back=) with progress: a kind of document and
 * a file, checked here by domain validateDocument before it is sent and again by the server; then back to `back`, or
 * to the object's documents, read again so they show the new one.
 */
export function UploadDocumentFields({ target, back }: { target: UploadTarget; back: string | null }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<string>('');
  const [state, setState] = useState<State>({ step: 'choosing' });
  const typeLabel = useId();
  const done = back ?? target.listPath;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    const refused = chosen ? validateDocument({ filename: chosen.name, size: chosen.size }) : null;
    setState(refused ? { step: 'refused', message: t(refused) } : { step: 'choosing' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setState({ step: 'refused', message: t('DOCUMENT_CHOOSE_FILE') });
    const refused = validateDocument({ filename: file.name, size: file.size });
    if (refused) return setState({ step: 'refused', message: t(refused) });
    setState({ step: 'sending', percent: 0 });
    try {
      const { relatedObject, relatedObjectId } = target;
      await uploadDocument({
        relatedObject,
        relatedObjectId,
        documentType: documentType || null,
        file,
        onProgress: (percent) => setState({ step: 'sending', percent }),
      });
      // The object's documents are read again, so the list (and a person's profile) show the new one.
      const variables = relatedObjectVariables(relatedObject, String(target.internalId));
      await fetchQuery<DocumentsRouteQuery>(environment, documentsRouteQuery, variables, {
        fetchPolicy: 'network-only',
      }).toPromise();
      toast({ severity: 'success', message: t('DOCUMENT_UPLOADED') });
      void navigate(done);
    } catch (error) {
      setState({ step: 'refused', message: refusalText(t, error) });
    }
  };

  const sending = state.step === 'sending';
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 560, minWidth: 0 }}>
      <FormControl>
        <InputLabel id={typeLabel}>{t('DOCUMENT_TYPE')}</InputLabel>
        <Select
          labelId={typeLabel}
          label={t('DOCUMENT_TYPE')}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value)}
          disabled={sending}
        >
          {DOCUMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t.has(`DOCUMENT_TYPE_${type}`) ? t(`DOCUMENT_TYPE_${type}` as Parameters<Translator>[0]) : type}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={sending}>
          {t('DOCUMENT_CHOOSE_FILE')}
          <input type="file" hidden accept={DOCUMENT_ACCEPT} onChange={onFile} data-testid="document-file" />
        </Button>
        {file && (
          <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {file.name} · {formatFileSize(file.size, t.language)}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('DOCUMENT_ALLOWED', {
          types: DOCUMENT_ACCEPT.replace(/,/g, ', '),
          size: formatFileSize(DOCUMENT_MAX_BYTES, t.language),
        })}
      </Typography>
      {sending && (
        <Box>
          <LinearProgress variant="determinate" value={state.percent} aria-label={t('DOCUMENT_UPLOADING')} />
          <Typography variant="body2" role="status">
            {t('DOCUMENT_UPLOAD_PROGRESS', { percent: state.percent })}
          </Typography>
        </Box>
      )}
      {state.step === 'refused' && (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={sending || !file}>
          {t('DOCUMENT_UPLOAD')}
        </Button>
        <Button component={RouterLink} to={done} disabled={sending}>
          {t('CANCEL')}
        </Button>
      </Box>
    </Box>
  );
}

const UploadDocumentForm_employee = graphql`
  fragment UploadDocumentForm_employee on Employee {
    id
    internalId
    permissions {
      actions
    }
  }
`;
