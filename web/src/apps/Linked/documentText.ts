// A document's line under its name (part 1 §3 File): its kind, size, upload date and uploader, in the viewer's language.
import { formatDate } from '../../i18n/formatDate';
import { enumLabel } from '../../i18n/enumLabel';
import { formatFileSize } from '../../i18n/formatFileSize';
import type { Translator } from '../../i18n/I18nProvider';

type DocumentFacts = {
  documentType: string | null | undefined;
  filesizeBytes: number;
  dateUploaded: string;
  realName: string | null | undefined;
};

export function documentFacts(t: Translator, document: DocumentFacts): string {
  return [
    enumLabel(t, 'DOCUMENT_TYPE', document.documentType),
    formatFileSize(document.filesizeBytes, t.language),
    formatDate(t, document.dateUploaded),
    document.realName,
  ]
    .filter(Boolean)
    .join(' · ');
}
