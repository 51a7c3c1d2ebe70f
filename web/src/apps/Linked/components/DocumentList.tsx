import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DocumentList_documents$key } from '../../../__generated__/DocumentList_documents.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { documentFacts } from '../documentText';
import { DownloadButton } from './DownloadButton';

/**
 * Documents of a person, a car or an asset (part 1 §2 /{relatedObject}/{relatedObjectId}/documents; §3 File): each with
 * its type, size, upload date and uploader, a link to its page (Document.url) and a download.
 */
export function DocumentList({ documents }: { documents: DocumentList_documents$key }) {
  const t = useT();
  const data = useFragment(DocumentList_documents, documents);
  return (
    <List aria-label={t('DOCUMENTS')}>
      {data.map((document) => (
        <ListItem
          key={document.id}
          divider
          disableGutters
          secondaryAction={
            document.downloadUrl ? (
              <DownloadButton size="small" url={document.downloadUrl} filename={document.filename} />
            ) : null
          }
          sx={{ pr: 16 }}
        >
          <ListItemText
            primary={
              <Link component={RouterLink} to={document.url} sx={{ overflowWrap: 'anywhere' }}>
                {document.filename}
              </Link>
            }
            secondary={documentFacts(t, document)}
          />
        </ListItem>
      ))}
    </List>
  );
}

const DocumentList_documents = graphql`
  fragment DocumentList_documents on Document @relay(plural: true) {
    id
    url
    filename
    filesizeBytes
    documentType
    dateUploaded
    realName
    downloadUrl
  }
`;
