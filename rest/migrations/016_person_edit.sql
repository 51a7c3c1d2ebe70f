-- Editing a person (part 1 §2 edit routes): optimistic locking. Every edit of a person sends back the version
-- it was read at; the edit stores only when it is still the current one and bumps it, so a second edit made from a
-- stale form answers EDIT_CONFLICT instead of silently overwriting the first (rest/src/profile/personEdits.ts).
ALTER TABLE employees ADD COLUMN version int NOT NULL DEFAULT 1 CHECK (version >= 1);
