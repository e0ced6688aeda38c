CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"ip" text,
	"user_agent" text,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- The audit trail (server/db/schema/audit.ts): each audited table's rows, as written inside an API
-- request, leave an entry here. The request's who and from where arrive in the setting app.audit,
-- which server/db/audit-context.ts sets in the transaction of each write; outside a request (jobs,
-- seeds, migrations) it is empty and nothing is recorded.
-- The arguments: the primary key's columns, the secret columns (named as "hidden", never kept) and
-- the columns left out (timestamps that every write moves, generated search columns).
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('app.audit', true), '')::jsonb;
  key_columns text[];
  hidden text[];
  ignored text[];
  old_row jsonb;
  new_row jsonb;
  record_key text;
  changed text[];
  verb text;
BEGIN
  IF context IS NULL THEN
    RETURN NULL;
  END IF;
  key_columns := string_to_array(TG_ARGV[0], ',');
  hidden := coalesce(string_to_array(nullif(TG_ARGV[1], ''), ','), '{}');
  ignored := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
  SELECT string_agg(whole.r ->> k.c, '/' ORDER BY k.n) INTO record_key
    FROM (SELECT CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END AS r) whole,
         unnest(key_columns) WITH ORDINALITY AS k(c, n);
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - ignored;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - ignored;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(n.key), '{}') INTO changed
      FROM jsonb_each(new_row) n
     WHERE n.value IS DISTINCT FROM old_row -> n.key;
    IF cardinality(changed) = 0 THEN
      RETURN NULL;
    END IF;
    verb := CASE
      WHEN 'archived_at' = ANY (changed) AND new_row ->> 'archived_at' IS NOT NULL THEN 'archive'
      WHEN 'archived_at' = ANY (changed) THEN 'restore'
      WHEN 'password_hash' = ANY (changed) THEN 'password'
      WHEN TG_TABLE_NAME = 'staff' AND 'type' = ANY (changed) THEN 'role'
      ELSE 'update'
    END;
    old_row := (SELECT jsonb_object_agg(o.key, o.value) FROM jsonb_each(old_row) o WHERE o.key = ANY (changed));
    new_row := (SELECT jsonb_object_agg(n.key, n.value) FROM jsonb_each(new_row) n WHERE n.key = ANY (changed));
  ELSE
    verb := CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE 'delete' END;
  END IF;
  old_row := old_row || coalesce((SELECT jsonb_object_agg(h, 'hidden'::text) FROM unnest(hidden) h
                                   WHERE old_row ->> h IS NOT NULL), '{}');
  new_row := new_row || coalesce((SELECT jsonb_object_agg(h, 'hidden'::text) FROM unnest(hidden) h
                                   WHERE new_row ->> h IS NOT NULL), '{}');
  INSERT INTO audit_log (actor_id, ip, user_agent, action, table_name, record_id, before, after)
  VALUES (
    (context ->> 'actor')::uuid,
    context ->> 'ip',
    context ->> 'ua',
    verb,
    TG_TABLE_NAME,
    coalesce(record_key, ''),
    old_row,
    new_row
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Puts the trail on a table: a later migration that adds a table calls it (the schema-wide test of
-- tests/api/audit.test.ts fails for a table without it).
CREATE FUNCTION audit_table(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_columns text;
  hidden text;
  ignored text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY array_position(i.indkey::int2[], a.attnum)) INTO key_columns
    FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
   WHERE i.indrelid = target AND i.indisprimary;
  -- Secrets: passwords', tokens' and codes' hashes, access codes, the strokes of a signature.
  SELECT string_agg(attname, ',') INTO hidden
    FROM pg_attribute
   WHERE attrelid = target AND attnum > 0 AND NOT attisdropped
     AND (attname IN ('password_hash', 'token_hash', 'code_hash')
          OR (target = 'signatures'::regclass AND attname = 'points')
          OR (target = 'access_codes'::regclass AND attname = 'code'));
  SELECT string_agg(attname, ',') INTO ignored
    FROM pg_attribute
   WHERE attrelid = target AND attnum > 0 AND NOT attisdropped
     AND (attname IN ('created_at', 'updated_at') OR attgenerated <> '');
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L, %L)',
    target, coalesce(key_columns, ''), coalesce(hidden, ''), coalesce(ignored, ''));
END
$$;--> statement-breakpoint
-- Every table but the trail itself, the job queue, and the tables of tokens, reset and signing links
-- and failed sign-ins (HMACs of e-mails and passwords: the attempt is recorded by the auth area).
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND c.relname NOT IN ('audit_log', 'jobs', 'refresh_tokens', 'password_resets',
                             'signature_links', 'sign_in_failures')
  LOOP
    PERFORM audit_table(t);
  END LOOP;
END
$$;--> statement-breakpoint
-- Append-only: no update, delete or truncate of an entry, whoever asks.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
