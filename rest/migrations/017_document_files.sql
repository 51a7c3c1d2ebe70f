-- A document's file itself (part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}, downloadable,
-- with its type and size). We store the bytes in the database, beside the row, as avatars are (002): one store for
-- PGlite and PostgreSQL, in the same transaction and backup as the row, and no files folder to keep in step with it.
-- Documents are at most 10 MiB (domain documents DOCUMENT_MAX_BYTES). Rows from before (the demo's) have no bytes
-- until the demo seed gives them some.
ALTER TABLE files ADD COLUMN content bytea;
ALTER TABLE files ADD COLUMN content_type text;
ALTER TABLE files ADD CONSTRAINT files_content_size CHECK (content IS NULL OR octet_length(content) = filesize_bytes);
