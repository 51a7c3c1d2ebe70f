import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DocumentsSection_employee$key } from '../../../__generated__/DocumentsSection_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { documentsPath, profilePath, uploadDocumentPath } from '../../../paths';
import { documentFacts } from '../../Linked/documentText';
import { canDo, canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

/** Spec part 1 §2 documents: the person's files (part 1 §3 File). */
export function DocumentsSection({ employee }: { employee: DocumentsSection_employee$key }) {
  const t = useT();
  const data = useFragment(DocumentsSection_employee, employee);
  if (!canSee(data.permissions, 'documents')) return null;
  // The person's documents page, and the upload for who may (domain uploadDocument), back to the profile.
  const action = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Link component={RouterLink} to={documentsPath(data.internalId)}>
        {t('ALL_DOCUMENTS')}
      </Link>
      {canDo(data.permissions, 'uploadDocument') && (
        <Link component={RouterLink} to={uploadDocumentPath(data.internalId, profilePath(data.internalId))}>
          {t('DOCUMENT_UPLOAD')}
        </Link>
      )}
    </Box>
  );
  return (
    <CaughtSection id="documents" title={t('DOCUMENTS')} result={data.documents} action={action}>
      {(documents) =>
        documents.length === 0 ? (
          <EmptyLine>{t('NO_DOCUMENTS')}</EmptyLine>
        ) : (
          <List dense disablePadding aria-label={t('DOCUMENTS')}>
            {documents.map((document) => (
              <ListItem key={document.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={document.url}>
                      {document.filename}
                    </Link>
                  }
                  secondary={documentFacts(t, document)}
                />
              </ListItem>
            ))}
          </List>
        )
      }
    </CaughtSection>
  );
}

const DocumentsSection_employee = graphql`
  fragment DocumentsSection_employee on Employee {
    id
    internalId
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
      url
    }
  }
`;
