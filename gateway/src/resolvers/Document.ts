import type { DocumentResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../ids';

export const Document: DocumentResolvers = {
  id: (d) => globalId('Document', d.id),
  internalId: (d) => d.id,
  filesizeBytes: (d) => d.filesize_bytes,
  documentType: (d) => d.document_type,
  dateUploaded: (d) => d.date_uploaded,
  realName: (d) => d.real_name,
  // The document's page in the web app (part 1 §2 related pages: /{relatedObject}/{relatedObjectId}/documents/{documentId}).
  url: (d) => `/employee/${d.employee_id}/documents/${d.id}`,
};
