import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { DocumentDetail_document$key } from '../../../__generated__/DocumentDetail_document.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { enumLabel } from '../../../i18n/enumLabel';
import { formatFileSize } from '../../../i18n/formatFileSize';
import { useT } from '../../../i18n/I18nProvider';
import { DownloadButton } from './DownloadButton';

/** A document (part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}; §3 File) and its download. */
export function DocumentDetail({ document }: { document: DocumentDetail_document$key }) {
  const t = useT();
  const data = useFragment(DocumentDetail_document, document);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <LabeledValue label={t('DOCUMENT_TYPE')}>
          {enumLabel(t, 'DOCUMENT_TYPE', data.documentType) ?? '—'}
        </LabeledValue>
        <LabeledValue label={t('DOCUMENT_SIZE')}>{formatFileSize(data.filesizeBytes, t.language)}</LabeledValue>
        <LabeledValue label={t('DOCUMENT_FORMAT')}>{data.contentType ?? '—'}</LabeledValue>
        <LabeledValue label={t('DOCUMENT_UPLOADED_ON')}>
          {[formatDate(t, data.dateUploaded), data.realName].filter(Boolean).join(' · ')}
        </LabeledValue>
      </Box>
      {data.downloadUrl ? (
        <Box>
          <DownloadButton url={data.downloadUrl} filename={data.filename} />
        </Box>
      ) : (
        <Alert severity="info">{t('DOCUMENT_NO_FILE')}</Alert>
      )}
    </Box>
  );
}

const DocumentDetail_document = graphql`
  fragment DocumentDetail_document on Document {
    filename
    filesizeBytes
    documentType
    contentType
    dateUploaded
    realName
    downloadUrl
  }
`;
