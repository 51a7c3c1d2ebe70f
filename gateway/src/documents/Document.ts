import { DOCUMENT_RULES } from '@people/domain/documents';
import { mayDo } from '@people/domain/permissions';
import type { DocumentResolvers } from '../__generated__/resolvers-types';
import { globalId } from '../core/ids';
import { permissionContext } from '../core/permissions';

export const Document: DocumentResolvers = {
  id: (d) => globalId('Document', d.id),
  internalId: (d) => d.id,
  filesizeBytes: (d) => d.filesize_bytes,
  documentType: (d) => d.document_type,
  dateUploaded: (d) => d.date_uploaded,
  realName: (d) => d.real_name,
  // The document's page in the web app (part 1 §2 related pages: /{relatedObject}/{relatedObjectId}/documents/{documentId}).
  url: (d) => `/${d.related_object}/${d.related_object_id}/documents/${d.id}`,
  relatedObject: (d) => d.related_object,
  relatedObjectId: (d) => d.related_object_id,
  // The file itself (gateway/src/documents/proxy.ts).
  contentType: (d) => d.content_type,
  downloadUrl: (d) => (d.content_type ? `/api/files/${d.id}/download` : null),
  // A batch read of the people of a page of documents (one call).
  employee: (d, _, ctx) => ctx.loaders.employee.load(d.employee_id),
  // The REST API's rule for renaming and deleting (rest/src/documents/changes.ts), from the same domain
  // rule over the same person; one batch read of the contexts for a page of documents.
  mayChange: async (d, _, ctx) => {
    const context = await permissionContext(d.employee_id, ctx);
    return context !== null && mayDo(DOCUMENT_RULES[d.related_object].change, context);
  },
};
