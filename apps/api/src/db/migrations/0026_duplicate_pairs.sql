CREATE TABLE "persona_duplicate_pairs" (
	"a_id" integer NOT NULL,
	"b_id" integer NOT NULL,
	"motivo" varchar(20) NOT NULL,
	"similitud" real NOT NULL,
	CONSTRAINT "persona_duplicate_pairs_a_id_b_id_motivo_pk" PRIMARY KEY("a_id","b_id","motivo"),
	CONSTRAINT "persona_duplicate_pairs_order" CHECK ("persona_duplicate_pairs"."a_id" < "persona_duplicate_pairs"."b_id"),
	CONSTRAINT "persona_duplicate_pairs_motivo_valid" CHECK ("persona_duplicate_pairs"."motivo" in ('cuit', 'email', 'nombre_fecha'))
);
--> statement-breakpoint
ALTER TABLE "persona_duplicate_pairs" ADD CONSTRAINT "persona_duplicate_pairs_a_id_personas_id_fk" FOREIGN KEY ("a_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_duplicate_pairs" ADD CONSTRAINT "persona_duplicate_pairs_b_id_personas_id_fk" FOREIGN KEY ("b_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persona_duplicate_pairs_b_idx" ON "persona_duplicate_pairs" USING btree ("b_id");--> statement-breakpoint
-- The possible duplicate personas of issue 18 §5, kept from inside the database (issue 20 goal 5,
-- decision 184): the staff's full list joined `personas` with itself under three rules on every
-- call, 17–33 s with 200,000 personas (decision 306); now it reads this table in index order.
-- Derived data like the report aggregates (0025): never written by the application, left out of
-- backups (DERIVED_TABLES in maintenance/backup.ts), refilled by these triggers on a restore.
--
-- The rules are the ones modules/identidad/duplicados.queries.ts applied: two personas with
-- different document numbers and (1) the same CUIT/CUIL, (2) the e-mail of one is the other's
-- account e-mail (case aside), or (3) the same birth date and normalised "apellido nombre" with
-- pg_trgm similarity of at least NAME_SIMILARITY (persona_duplicados_umbral() here). A blank CUIT
-- (a foreign document without one) is no CUIT: it pairs with nobody. identidad/duplicate-pairs
-- .test.ts compares this table with the self-join written apart, and the threshold with the
-- TypeScript constant.
--
-- Every pair involves the persona whose row changed: a write recomputes the pairs of the
-- personas it touched (delete theirs, insert them again, each rule starting from their rows and
-- reaching the others by an index, as the per-persona query of decision 182 did). Inserts go
-- by a statement trigger (a bulk load or a restore in one step), updates by a row trigger with
-- WHEN on the columns the rules read, deletes by the foreign keys' cascade.
--
-- Concurrency: two transactions that register two personas of one pair would each miss the
-- other's uncommitted row, and the pair would never be stored. So a recomputation first takes
-- transaction advisory locks on buckets of the values the rules join on (CUIT, birth date,
-- e-mails; old and new ones), in bucket order: two writes that could make or break a common pair
-- share a value, so the second waits for the first to commit and then sees its row (each
-- statement of a function in READ COMMITTED takes a new snapshot). 256 buckets: a bulk
-- statement holds at most 256 locks, and two unrelated registrations seldom wait for each other.
LOCK TABLE "users", "personas" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- "apellido nombre" in lower case, accents, ñ, ü and ç folded, spaces squeezed: what norm() in
-- duplicados.queries.ts computed before this migration; the same on PGlite and PostgreSQL (no
-- unaccent needed).
CREATE FUNCTION "persona_nombre_normalizado"(_apellido text, _nombre text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(translate(lower(_apellido || ' ' || _nombre), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc'), '\s+', ' ', 'g')
$$;--> statement-breakpoint
-- NAME_SIMILARITY in duplicados.queries.ts: change both (a test compares them) and rebuild with
-- SELECT persona_duplicados_reconstruir().
CREATE FUNCTION "persona_duplicados_umbral"() RETURNS real LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 0.6::real
$$;--> statement-breakpoint
-- The pairs of the personas `ids` with every other one, each rule starting from their rows and
-- reaching the others by an index (as the per-persona query of decision 182 did); the e-mail
-- rule is not symmetric, so it goes both ways. The name rule compares two personas of `ids` once
-- and with their names normalised once (a bulk insert of 200,000 would otherwise compare each
-- pair inside it twice), and a persona of `ids` with the others born that day; the fence (OFFSET
-- 0) keeps the planner from computing the similarity before leaving out those of `ids`.
-- PL/pgSQL rather than SQL so that the plan is kept between calls: planning this union cost more
-- than running it for one persona (0.8 against 0.2 ms). Without JIT: on a bulk insert the
-- estimates pass PostgreSQL's threshold and compiling the expressions took a second that the
-- query never earned back (50,000 personas: 0.9 s without, 1.9 s with it).
CREATE FUNCTION "persona_duplicados_calcular"(ids integer[]) RETURNS SETOF "persona_duplicate_pairs" LANGUAGE plpgsql STABLE
  SET jit = off AS $$
BEGIN
  RETURN QUERY
  WITH x AS MATERIALIZED (
    SELECT p.id, p.user_id, p.cuit, p.email, p.fecha_nacimiento, p.numero_documento,
           persona_nombre_normalizado(p.apellido, p.nombre) AS nombre
    FROM (SELECT DISTINCT unnest(ids) AS id) k JOIN personas p ON p.id = k.id
  )
  SELECT least(x.id, b.id), greatest(x.id, b.id), 'cuit'::varchar(20), similarity(x.nombre, persona_nombre_normalizado(b.apellido, b.nombre))
  FROM x JOIN personas b ON b.cuit = x.cuit AND b.id <> x.id AND b.numero_documento <> x.numero_documento
  WHERE x.cuit <> ''
  UNION
  SELECT least(x.id, b.id), greatest(x.id, b.id), 'email'::varchar(20), similarity(x.nombre, persona_nombre_normalizado(b.apellido, b.nombre))
  FROM x JOIN users u ON lower(u.email) = lower(x.email)
  JOIN personas b ON b.user_id = u.id AND b.id <> x.id AND b.numero_documento <> x.numero_documento
  UNION
  SELECT least(x.id, b.id), greatest(x.id, b.id), 'email'::varchar(20), similarity(x.nombre, persona_nombre_normalizado(b.apellido, b.nombre))
  FROM x JOIN users u ON u.id = x.user_id
  JOIN personas b ON lower(b.email) = lower(u.email) AND b.id <> x.id AND b.numero_documento <> x.numero_documento
  UNION
  SELECT x.id, y.id, 'nombre_fecha'::varchar(20), similarity(x.nombre, y.nombre)
  FROM x JOIN x y ON y.fecha_nacimiento = x.fecha_nacimiento AND y.id > x.id AND y.numero_documento <> x.numero_documento
  WHERE similarity(x.nombre, y.nombre) >= persona_duplicados_umbral()
  UNION
  SELECT least(c.x_id, c.b_id), greatest(c.x_id, c.b_id), 'nombre_fecha'::varchar(20), similarity(c.x_nombre, c.b_nombre)
  FROM (
    SELECT x.id AS x_id, b.id AS b_id, x.nombre AS x_nombre, persona_nombre_normalizado(b.apellido, b.nombre) AS b_nombre
    FROM x JOIN personas b ON b.fecha_nacimiento = x.fecha_nacimiento AND b.numero_documento <> x.numero_documento
    WHERE NOT EXISTS (SELECT 1 FROM x y WHERE y.id = b.id)
    OFFSET 0
  ) c
  WHERE similarity(c.x_nombre, c.b_nombre) >= persona_duplicados_umbral();
END;
$$;--> statement-breakpoint
-- What the rules join on for one persona: its CUIT (unless blank), its birth date, its e-mail and
-- its account's e-mail (one key space for both, since the e-mail rule matches one with the other).
CREATE FUNCTION "persona_duplicados_claves"(_cuit text, _fecha date, _email text, _user_id integer) RETURNS text[]
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN array_remove(array[
    CASE WHEN _cuit <> '' THEN 'c' || _cuit END,
    'f' || _fecha::text,
    'e' || lower(_email),
    'e' || (SELECT lower(u.email) FROM users u WHERE u.id = _user_id)
  ], NULL);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "persona_duplicados_refrescar"(ids integer[], claves text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727002, k.bucket)
  FROM (SELECT DISTINCT hashtext(c) & 255 AS bucket FROM unnest(claves) c ORDER BY 1) k;
  DELETE FROM persona_duplicate_pairs d WHERE d.a_id = ANY(ids);
  DELETE FROM persona_duplicate_pairs d WHERE d.b_id = ANY(ids);
  INSERT INTO persona_duplicate_pairs (a_id, b_id, motivo, similitud)
  SELECT DISTINCT ON (n.a_id, n.b_id, n.motivo) n.a_id, n.b_id, n.motivo, n.similitud
  FROM persona_duplicados_calcular(ids) n
  ON CONFLICT (a_id, b_id, motivo) DO UPDATE SET similitud = excluded.similitud;
END;
$$;--> statement-breakpoint
-- Every pair from scratch, through the same function: the backfill below, and the repair if the
-- rules change (or if something wrote around the triggers). Personas and accounts written
-- meanwhile wait: their triggers would recompute against a half-rebuilt table.
CREATE FUNCTION "persona_duplicados_reconstruir"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE users, personas IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM persona_duplicate_pairs;
  INSERT INTO persona_duplicate_pairs (a_id, b_id, motivo, similitud)
  SELECT DISTINCT ON (n.a_id, n.b_id, n.motivo) n.a_id, n.b_id, n.motivo, n.similitud
  FROM persona_duplicados_calcular(array(SELECT p.id FROM personas p)) n;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "persona_duplicados_persona_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM persona_duplicados_refrescar(array[NEW.id],
      persona_duplicados_claves(OLD.cuit, OLD.fecha_nacimiento, OLD.email, OLD.user_id)
      || persona_duplicados_claves(NEW.cuit, NEW.fecha_nacimiento, NEW.email, NEW.user_id));
  ELSE
    PERFORM persona_duplicados_refrescar(array(SELECT n.id FROM nuevas n),
      array(SELECT unnest(persona_duplicados_claves(n.cuit, n.fecha_nacimiento, n.email, n.user_id)) FROM nuevas n));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "persona_duplicados_insert" AFTER INSERT ON "personas"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "persona_duplicados_persona_cambio"();--> statement-breakpoint
-- An edit of other columns (address, phone, updated_at) costs nothing. user_id counts: the e-mail
-- rule reads the account's e-mail (and deleting an account sets it to null through its key).
CREATE TRIGGER "persona_duplicados_update" AFTER UPDATE OF "cuit", "email", "apellido", "nombre", "fecha_nacimiento", "numero_documento", "user_id" ON "personas"
  FOR EACH ROW
  WHEN ((OLD.cuit, OLD.email, OLD.apellido, OLD.nombre, OLD.fecha_nacimiento, OLD.numero_documento, OLD.user_id)
        IS DISTINCT FROM (NEW.cuit, NEW.email, NEW.apellido, NEW.nombre, NEW.fecha_nacimiento, NEW.numero_documento, NEW.user_id))
  EXECUTE FUNCTION "persona_duplicados_persona_cambio"();--> statement-breakpoint
-- An account's new e-mail: every pair it made or makes by the e-mail rule includes the account's
-- own persona (the rule pairs a persona whose e-mail is the account's with the persona of that
-- account), so recomputing that persona's pairs is enough. The old and new e-mails are locked as
-- keys: a persona written meanwhile with either of them takes turns with this.
CREATE FUNCTION "persona_duplicados_cuenta_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM persona_duplicados_refrescar(
    array(SELECT p.id FROM personas p WHERE p.user_id = NEW.id),
    array['e' || lower(OLD.email), 'e' || lower(NEW.email)]
    || array(SELECT unnest(persona_duplicados_claves(p.cuit, p.fecha_nacimiento, p.email, NULL)) FROM personas p WHERE p.user_id = NEW.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "persona_duplicados_cuenta_update" AFTER UPDATE OF "email" ON "users"
  FOR EACH ROW WHEN (lower(OLD.email) IS DISTINCT FROM lower(NEW.email))
  EXECUTE FUNCTION "persona_duplicados_cuenta_cambio"();--> statement-breakpoint
-- What exists before this migration.
SELECT persona_duplicados_reconstruir();
