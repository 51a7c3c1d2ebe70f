import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PersonDocuments_employee$key } from '../../../__generated__/PersonDocuments_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { documentsPath, uploadDocumentPath } from '../../../paths';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { DocumentList } from './DocumentList';

/**
 * A person's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents; §3 File) in a DocumentList; the upload
 * for who may (domain uploadDocument).
 */
export function PersonDocuments({ employee }: { employee: PersonDocuments_employee$key }) {
  const t = useT();
  const data = useFragment(PersonDocuments_employee, employee);
  if (!canSee(data.permissions, 'documents')) return <Alert severity="warning">{t('DOCUMENTS_HIDDEN')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canDo(data.permissions, 'uploadDocument') && (
        <Box>
          <Button
            variant="contained"
            component={RouterLink}
            to={uploadDocumentPath(data.internalId, documentsPath(data.internalId))}
            startIcon={<UploadFile />}
          >
            {t('DOCUMENT_UPLOAD')}
          </Button>
        </Box>
      )}
      {!data.documents.ok && <Alert severity="error">{t('DOCUMENTS_UNAVAILABLE')}</Alert>}
      {data.documents.ok && (data.documents.value ?? []).length === 0 && (
        <Typography color="text.secondary">{t('NO_DOCUMENTS')}</Typography>
      )}
      {data.documents.ok && (data.documents.value ?? []).length > 0 && (
        <DocumentList documents={data.documents.value ?? []} />
      )}
    </Box>
  );
}

const PersonDocuments_employee = graphql`
  fragment PersonDocuments_employee on Employee {
    id
    internalId
    permissions {
      sections
      actions
    }
    documents @catch(to: RESULT) {
      ...DocumentList_documents
    }
  }
`;
