import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PersonDocuments_employee$key } from '../../../__generated__/PersonDocuments_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { documentPath, documentsPath, uploadDocumentPath } from '../../../paths';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { documentFacts } from '../documentText';
import { DownloadButton } from './DownloadButton';

/**
 * A person's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents; §3 File): each with its type, size,
 * upload date and uploader, a link to its page and a download; the upload for who may (domain uploadDocument).
 */
export function PersonDocuments({ employee }: { employee: PersonDocuments_employee$key }) {
  const t = useT();
  const data = useFragment(PersonDocuments_employee, employee);
  if (!canSee(data.permissions, 'documents')) return <Alert severity="warning">{t('DOCUMENTS_HIDDEN')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canDo(data.permissions, 'uploadDocument') && (
        <Box>
          <Button variant="contained" component={RouterLink} to={uploadDocumentPath(data.id, documentsPath(data.id))} startIcon={<UploadFile />}>
            {t('DOCUMENT_UPLOAD')}
          </Button>
        </Box>
      )}
      {!data.documents.ok && <Alert severity="error">{t('DOCUMENTS_UNAVAILABLE')}</Alert>}
      {data.documents.ok && (data.documents.value ?? []).length === 0 && <Typography color="text.secondary">{t('NO_DOCUMENTS')}</Typography>}
      {data.documents.ok && (data.documents.value ?? []).length > 0 && (
        <List aria-label={t('DOCUMENTS')}>
          {(data.documents.value ?? []).map((document) => (
            <ListItem
              key={document.id}
              divider
              disableGutters
              secondaryAction={document.downloadUrl ? <DownloadButton size="small" url={document.downloadUrl} filename={document.filename} /> : null}
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={documentPath(data.id, document.internalId)} sx={{ overflowWrap: 'anywhere' }}>
                    {document.filename}
                  </Link>
                }
                secondary={documentFacts(t, document)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

const PersonDocuments_employee = graphql`
  fragment PersonDocuments_employee on Employee {
    id
    permissions {
      sections
      actions
    }
    documents @catch(to: RESULT) {
      id
      internalId
      filename
      filesizeBytes
      documentType
      dateUploaded
      realName
      downloadUrl
    }
  }
`;
