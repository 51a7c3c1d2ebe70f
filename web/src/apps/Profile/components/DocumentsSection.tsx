import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDate } from '@people/domain/dates';
import { graphql, useFragment } from 'react-relay';
import type { DocumentsSection_employee$key } from '../../../__generated__/DocumentsSection_employee.graphql';
import { formatFileSize } from '../../../i18n/formatFileSize';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

/** Spec part 1 §2 documents: the person's files (part 1 §3 File). */
export function DocumentsSection({ employee }: { employee: DocumentsSection_employee$key }) {
  const t = useT();
  const data = useFragment(DocumentsSection_employee, employee);
  if (!canSee(data.permissions, 'documents')) return null;
  return (
    <CaughtSection id="documents" title={t('DOCUMENTS')} result={data.documents}>
      {(documents) =>
        documents.length === 0 ? (
          <EmptyLine>{t('NO_DOCUMENTS')}</EmptyLine>
        ) : (
          <List dense disablePadding aria-label={t('DOCUMENTS')}>
            {documents.map((document) => (
              <ListItem key={document.id} disableGutters>
                <ListItemText
                  primary={
                    <Link href={document.url} target="_blank" rel="noopener noreferrer">
                      {document.filename}
                    </Link>
                  }
                  secondary={[
                    document.documentType,
                    formatFileSize(document.filesizeBytes, t.language),
                    formatDate(document.dateUploaded),
                    document.realName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
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
    permissions {
      sections
    }
    documents @catch(to: RESULT) {
      id
      filename
      filesizeBytes
      documentType
      dateUploaded
      realName
      url
    }
  }
`;
