-- The audit log: reads of wage, national register number, IBAN and sick-leave data, and every change, are
-- recorded (who, whose, which fields, when; never the values). Admins read it on /history/personalDetails
-- (part 1 §2). The table references nothing: a hard-deleted person, a removed user or company keeps their history,
-- and no cascade can ever delete from it. How long rows are kept is the operator's decision (README "Audit log").
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  company_id int NOT NULL,
  actor_user_id int NOT NULL,
  -- Null for a change of company settings that touches no one person.
  employee_id int,
  action text NOT NULL CHECK (action IN ('read', 'change')),
  -- Field names only, never a value.
  fields text[] NOT NULL CHECK (cardinality(fields) BETWEEN 1 AND 200),
  -- Method and route template ('GET /api/wages'): never the query string, which may carry values.
  route text NOT NULL CHECK (length(route) <= 300),
  request_id text CHECK (length(request_id) <= 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The history page: one person's entries, newest first.
CREATE INDEX audit_log_person ON audit_log (company_id, employee_id, id DESC);

-- Append-only: nothing the application runs can rewrite or remove the history. A row trigger refuses UPDATE and
-- DELETE, a statement trigger TRUNCATE; the same plpgsql runs on PostgreSQL and PGlite.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
