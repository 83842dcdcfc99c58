-- Change notifications for the read caches of the hot path (decision 77,
-- apps/api/src/cache/). Every process LISTENs on "ingreso_cache"; these triggers
-- NOTIFY it from inside the database, so every write path is covered, whichever
-- process or tool makes it. PostgreSQL delivers a notification when its transaction
-- commits, in commit order, and drops those of a transaction that rolls back.
--
-- Payloads: 'user:<id>' (that user's sessions, account or persona changed),
-- 'offerings' (an instancia, career or career type changed), 'all' (a role changed,
-- or a table was truncated, as a restore does).

CREATE FUNCTION "ingreso_cache_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column holding the user id: "id" on users, "user_id" on sessions and personas.
  user_column text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('ingreso_cache', 'user:' || (to_jsonb(OLD) ->> user_column));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('ingreso_cache', 'user:' || (to_jsonb(NEW) ->> user_column));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ingreso_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ingreso_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A session's last use is written about once a minute per active session and moving
-- it forward changes nothing a cache must forget: each process checks idleness itself
-- and re-reads a session that looks idle. Anything else that makes a session less valid
-- is announced: revocation, a new expiry, another owner, a new token hash (the caches'
-- key), a last use moved back (only an administrator's SQL does the last two). A new
-- session is in no cache yet.
CREATE TRIGGER "sessions_cache_notify" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR NEW.last_used_at < OLD.last_used_at
  ) EXECUTE FUNCTION "ingreso_cache_notify_user"('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_cache_delete" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "ingreso_cache_notify_user"('user_id');--> statement-breakpoint
CREATE TRIGGER "users_cache_notify" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "ingreso_cache_notify_user"('id');--> statement-breakpoint
-- Whether a persona exists is part of the session's answer (state_data.input_data); its
-- fields are not, so the wizard's many saves announce nothing.
CREATE TRIGGER "personas_cache_notify" AFTER INSERT OR UPDATE OF "user_id" OR DELETE ON "personas"
  FOR EACH ROW EXECUTE FUNCTION "ingreso_cache_notify_user"('user_id');--> statement-breakpoint
CREATE TRIGGER "roles_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('all');--> statement-breakpoint
CREATE TRIGGER "sessions_cache_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('all');--> statement-breakpoint
CREATE TRIGGER "users_cache_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('all');--> statement-breakpoint
CREATE TRIGGER "personas_cache_truncate" AFTER TRUNCATE ON "personas"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('all');--> statement-breakpoint

-- The open offerings join these three tables.
CREATE TRIGGER "instancias_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instancias"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('offerings');--> statement-breakpoint
CREATE TRIGGER "carreras_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carreras"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('offerings');--> statement-breakpoint
CREATE TRIGGER "tipos_carrera_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tipos_carrera"
  FOR EACH STATEMENT EXECUTE FUNCTION "ingreso_cache_notify"('offerings');
