-- The one exception to the trail's append-only rule: an erasure (GDPR, server/areas/privacy) blanks
-- the erased person's values in past entries. It sets app.erasure in its transaction: the trail's
-- row trigger then records nothing of the erasure's own writes (the area adds one "erase" entry,
-- without the data), and an update of an entry is let through. A delete or a truncate never is.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF context IS NULL OR current_setting('app.erasure', true) = 'on' THEN
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
$$;
