/** JSON schemas of a person's documents (part 1 §3 File): one source for validation, serialization and OpenAPI. */
import { int, named, nullableStr, obj, str } from '../core/schemas';

export const fileSchema = named(
  'File',
  obj({
    id: int,
    // The person whose rules decide (the document's own, a car's driver, an asset's holder).
    employee_id: int,
    related_object: { type: 'string', enum: ['employee', 'car', 'asset'] },
    related_object_id: int,
    filename: str,
    filesize_bytes: int,
    document_type: nullableStr,
    date_uploaded: str,
    date_uploaded_formatted: str,
    real_name: nullableStr,
    // The type the file is served with; null when no file is stored (GET /api/files/{id}/download answers 404).
    content_type: nullableStr,
  }),
);
