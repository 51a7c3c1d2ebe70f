-- Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): a write a client sends again with the same key answers
-- the first answer again and writes nothing. A key belongs to the user who sent it in their company, so two callers'
-- keys never meet. status_code is null while the first request is in flight (its duplicates answer 409); the stored
-- answer is kept until expires_at (24 h), then the row is purged (rest/src/core/housekeeping.ts).
CREATE TABLE idempotency_keys (
  company_id int NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- sha256 of the method, the path with its query and the validated body: the same key with another request is a reuse.
  fingerprint text NOT NULL,
  status_code int,
  content_type text,
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (company_id, user_id, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
