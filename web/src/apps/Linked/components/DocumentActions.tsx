import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_NAME_MAX_LENGTH, renamedDocument } from '@people/domain/documents';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { DocumentsRouteQuery } from '../../../__generated__/DocumentsRouteQuery.graphql';
import type { DocumentActions_document$key } from '../../../__generated__/DocumentActions_document.graphql';
import { useToast } from '../../../components/ToastProvider';
import { undoToast } from '../../../components/undoToast';
import { specValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { FormErrors, failureText } from '../../PersonEdit/components/FormErrors';
import { ConfirmDialog } from '../../Profile/components/ConfirmDialog';
import { useDeleteDocument, useRenameDocument, useRestoreDocument } from '../hooks/useDocumentMutations';
import { documentsRouteQuery } from '../queries';
import { relatedObjectVariables } from '../routeIds';

/**
 * Part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}: rename a document (domain
 * renamedDocument, checked here and again by the server) or delete it after a confirmation, then go to `listPath`,
 * whose toast offers to undo the delete. Only for who may (Document.mayChange).
 */
export function DocumentActions({ document, listPath }: { document: DocumentActions_document$key; listPath: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const data = useFragment(DocumentActions_document, document);
  const [name, setName] = useState(data.filename);
  const [errors, setErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const [rename, renaming] = useRenameDocument();
  const [remove, removing] = useDeleteDocument();
  const [restore] = useRestoreDocument();
  if (!data.mayChange) return null;
  const labels = { filename: t('DOCUMENT_NAME') };

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    const local = renamedDocument(name, data.filename);
    if ('error' in local) return setErrors([failureText(t, local.error, labels)]);
    setErrors([]);
    try {
      const payload = await rename({ documentId: data.id, filename: name });
      if (payload.userErrors.length > 0) return setErrors(payload.userErrors.map((e) => failureText(t, e, labels)));
      setName(payload.document?.filename ?? local.filename);
      toast({ severity: 'success', message: t('DOCUMENT_RENAMED') });
    } catch {
      setErrors([t('DOCUMENT_CHANGE_FAILED')]);
    }
  };

  const onDelete = async () => {
    try {
      const payload = await remove({ documentId: data.id });
      if (payload.userErrors.length > 0)
        return setDeleteErrors(payload.userErrors.map((e) => failureText(t, e, labels)));
      // The object's documents are read again (a car's or an asset's list is not in the payload), then shown; so
      // again after an undo, on the list the viewer is on by then.
      const variables = relatedObjectVariables(specValue(data.relatedObject), String(data.relatedObjectId));
      const readList = () =>
        fetchQuery<DocumentsRouteQuery>(environment, documentsRouteQuery, variables, {
          fetchPolicy: 'network-only',
        }).toPromise();
      await readList();
      const undo = async () => {
        const restored = await restore({ documentId: data.id });
        // Restored is what the toast reports: a failed read of the list must not offer to restore it again.
        if (restored.userErrors.length === 0) await readList().catch(() => undefined);
        return restored;
      };
      toast(undoToast(t, toast, t('DOCUMENT_DELETED'), undo));
      void navigate(listPath, { replace: true });
    } catch {
      setDeleteErrors([t('DOCUMENT_CHANGE_FAILED')]);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        component="form"
        onSubmit={(event) => void onRename(event)}
        noValidate
        aria-label={t('DOCUMENT_RENAME')}
        sx={{ display: 'grid', gap: 2, maxWidth: 480, minWidth: 0 }}
      >
        <FormErrors errors={errors} conflict={false} />
        <TextField
          label={t('DOCUMENT_NAME')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: DOCUMENT_NAME_MAX_LENGTH } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" loading={renaming}>
            {t('DOCUMENT_RENAME')}
          </Button>
          <Button color="error" startIcon={<Delete />} onClick={() => setConfirming(true)}>
            {t('DOCUMENT_DELETE')}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('DOCUMENT_DELETE')}
        confirmLabel={t('DELETE')}
        confirmColor="error"
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
        busy={removing}
        errors={deleteErrors}
      >
        <Typography>{t('DOCUMENT_DELETE_CONFIRM', { name: data.filename })}</Typography>
      </ConfirmDialog>
    </Box>
  );
}

const DocumentActions_document = graphql`
  fragment DocumentActions_document on Document {
    id
    filename
    mayChange
    relatedObject
    relatedObjectId
  }
`;
