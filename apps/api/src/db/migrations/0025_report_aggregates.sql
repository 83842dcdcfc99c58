-- Aggregates of the admissions reports (issue 19, decision 287, docs/performance.md §11):
-- derived data kept by triggers from inside the database, so every write path counts
-- (wizard, staff, bulk estado changes, restores), and rebuilt from scratch by
-- reporte_reconstruir(). Never written by the application; backups leave them out
-- (DERIVED_TABLES in maintenance/backup.ts): a restore refills them through these triggers.
--
-- Per entity, a row of what it adds to the reports (reporte_cuentas per applicant
-- account, reporte_personas per enrolled persona, reporte_decisiones per decision); per
-- day, the sums the funnel reads (reporte_cuentas_por_dia, reporte_embudo_por_dia). A
-- write recomputes the rows of the entities it touched from the current tables, and adds
-- to the daily sums the new rows minus the stored old ones: the same code path as the
-- rebuild, so a write cannot count differently from a rebuild. The recomputation locks
-- the persona (or account) rows first, so two transactions that touch the same person
-- take turns and the second one sees the first one's rows. Sums are applied in key order
-- (no deadlock between statements); a sum the statement takes to zero is deleted (a row
-- exists only while its total is above zero, as in inscriptos_por_estado), and a sum that
-- would go below zero means something wrote around these triggers: the write fails.
--
-- Days are Argentina's (America/Argentina/Buenos_Aires), as everywhere in the reports
-- (modules/reportes/periodo.ts). Document bits follow DOCUMENT_NAMES (packages/shared);
-- reportes.test.ts checks that both lists agree.
CREATE TABLE "reporte_cuentas" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"anio" smallint NOT NULL,
	"dia_cuenta" date NOT NULL,
	"dia_verificada" date,
	"dia_perfil" date
);--> statement-breakpoint
CREATE TABLE "reporte_cuentas_por_dia" (
	"anio" smallint NOT NULL,
	"etapa" varchar(20) NOT NULL,
	"dia" date NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "reporte_cuentas_por_dia_pk" PRIMARY KEY("anio","etapa","dia")
);--> statement-breakpoint
CREATE TABLE "reporte_personas" (
	"persona_id" integer PRIMARY KEY NOT NULL,
	"inscripciones" integer NOT NULL,
	"instancia_id" integer,
	"dia_inscripcion" date,
	"dia_aprobada" date,
	"mascara" integer NOT NULL,
	"dia_documentos" date,
	"trabaja" integer NOT NULL,
	"discapacidad" boolean NOT NULL
);--> statement-breakpoint
CREATE INDEX "reporte_personas_multiples_idx" ON "reporte_personas" ("persona_id") WHERE "inscripciones" > 1;--> statement-breakpoint
CREATE TABLE "reporte_embudo_por_dia" (
	"instancia_id" integer NOT NULL,
	"etapa" varchar(20) NOT NULL,
	"dia" date NOT NULL,
	"mascara" integer NOT NULL,
	"trabaja" integer NOT NULL,
	"discapacidad" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "reporte_embudo_por_dia_pk" PRIMARY KEY("instancia_id","etapa","dia","mascara","trabaja","discapacidad")
);--> statement-breakpoint
CREATE TABLE "reporte_decisiones" (
	"inscripto_id" integer NOT NULL,
	"tramo" integer NOT NULL,
	"instancia_id" integer NOT NULL,
	"actor_user_id" integer,
	"dias" double precision NOT NULL,
	CONSTRAINT "reporte_decisiones_pk" PRIMARY KEY("inscripto_id","tramo")
);--> statement-breakpoint
CREATE INDEX "reporte_decisiones_instancia_idx" ON "reporte_decisiones" ("instancia_id");--> statement-breakpoint
-- No enrolment, account, file or audit entry is written between creating the triggers and
-- the backfill at the end (it also waits for writes in flight on another process).
LOCK TABLE "users", "personas", "situaciones_laborales", "files", "inscriptos", "audit_log" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "reporte_dia"(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (t AT TIME ZONE 'America/Argentina/Buenos_Aires')::date
$$;--> statement-breakpoint
CREATE FUNCTION "reporte_documento_bit"(nombre text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 1 << (array_position(array['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico', 'certificado_laboral', 'cud']::text[], nombre) - 1)
$$;--> statement-breakpoint
-- One applicant account (role 2): the year and day it was created, the day it verified its
-- e-mail and the day its persona was saved (decision 282).
CREATE FUNCTION "reporte_cuentas_calcular"(ids integer[]) RETURNS SETOF "reporte_cuentas" LANGUAGE sql STABLE AS $$
  SELECT u.id,
         extract(year FROM u.created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::smallint,
         reporte_dia(u.created_at), reporte_dia(u.email_verified_at), reporte_dia(p.created_at)
  FROM (SELECT DISTINCT unnest(ids) AS id) k
  JOIN users u ON u.id = k.id
  LEFT JOIN personas p ON p.user_id = u.id
  WHERE u.role_id = 2
$$;--> statement-breakpoint
CREATE FUNCTION "reporte_cuentas_refrescar"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lowest integer;
  ceros reporte_cuentas_por_dia[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = ANY(ids) ORDER BY u.id FOR NO KEY UPDATE;
  WITH viejas AS (
    SELECT r.* FROM reporte_cuentas r WHERE r.user_id = ANY(ids)
  ), nuevas AS (
    SELECT * FROM reporte_cuentas_calcular(ids)
  ), borradas AS (
    DELETE FROM reporte_cuentas r USING viejas v
    WHERE r.user_id = v.user_id AND NOT EXISTS (SELECT 1 FROM nuevas n WHERE n.user_id = v.user_id)
  ), puestas AS (
    INSERT INTO reporte_cuentas SELECT * FROM nuevas
    ON CONFLICT (user_id) DO UPDATE SET anio = excluded.anio, dia_cuenta = excluded.dia_cuenta,
      dia_verificada = excluded.dia_verificada, dia_perfil = excluded.dia_perfil
  ), delta AS (
    SELECT c.anio, c.etapa, c.dia, sum(c.signo)::int AS total
    FROM (SELECT 1 AS signo, n.* FROM nuevas n UNION ALL SELECT -1, v.* FROM viejas v) r
    CROSS JOIN LATERAL (VALUES (r.anio, 'cuentas', r.dia_cuenta, r.signo),
                               (r.anio, 'verificadas', r.dia_verificada, r.signo),
                               (r.anio, 'perfiles', r.dia_perfil, r.signo)) c(anio, etapa, dia, signo)
    WHERE c.dia IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(c.signo) <> 0
  ), applied AS (
    INSERT INTO reporte_cuentas_por_dia AS s (anio, etapa, dia, total)
    SELECT * FROM delta ORDER BY 1, 2, 3
    ON CONFLICT (anio, etapa, dia) DO UPDATE SET total = s.total + excluded.total
    RETURNING s
  )
  SELECT min((a.s).total), array_agg(a.s) FILTER (WHERE (a.s).total = 0) INTO lowest, ceros FROM applied a;
  IF lowest < 0 THEN
    RAISE EXCEPTION 'reporte_cuentas_por_dia no coincide con las cuentas (un total quedaría en %)', lowest
      USING HINT = 'Reconstruya los agregados de los reportes: SELECT reporte_reconstruir() (migración 0025, decisión 287).';
  END IF;
  -- Sums this statement took to zero (their rows stay locked by it until it commits).
  IF ceros IS NOT NULL THEN
    DELETE FROM reporte_cuentas_por_dia s USING unnest(ceros) z
    WHERE s.anio = z.anio AND s.etapa = z.etapa AND s.dia = z.dia AND s.total = 0;
  END IF;
END;
$$;--> statement-breakpoint
-- One persona with at least one enrolment: how many, and for the only one its instancia,
-- the day of the enrolment and of its approval (the last change of an approved enrolment,
-- as the hand-off's FECHA_ESTADO); the documents on file as a bit mask with the day of the
-- newest, whether the person works and has a disability (what missingDocuments reads).
CREATE FUNCTION "reporte_personas_calcular"(ids integer[]) RETURNS SETOF "reporte_personas" LANGUAGE sql STABLE AS $$
  SELECT p.id, ins.n,
         CASE WHEN ins.n = 1 THEN ins.instancia_id END,
         CASE WHEN ins.n = 1 THEN reporte_dia(ins.primera) END,
         CASE WHEN ins.n = 1 THEN reporte_dia(ins.aprobada) END,
         coalesce(fl.mascara, 0), reporte_dia(fl.newest),
         coalesce(sl.trabaja_actualmente, 0)::int, coalesce(p.discapacidad, false)
  FROM (SELECT DISTINCT unnest(ids) AS id) k
  JOIN personas p ON p.id = k.id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, min(i.instancia_id) AS instancia_id, min(i.created_at) AS primera,
           min(i.updated_at) FILTER (WHERE i.estado_id = 2) AS aprobada
    FROM inscriptos i WHERE i.persona_id = p.id
  ) ins
  LEFT JOIN LATERAL (
    SELECT bit_or(reporte_documento_bit(f.name::text)) AS mascara, max(f.created_at) AS newest
    FROM files f WHERE f.persona_id = p.id
  ) fl ON true
  LEFT JOIN situaciones_laborales sl ON sl.persona_id = p.id
  WHERE ins.n > 0
$$;--> statement-breakpoint
-- A persona with exactly one enrolment counts in reporte_embudo_por_dia under that
-- instancia: enrolled on its day, approved on its day, and its document situation on the
-- day of the newest file. A persona with two or more is counted by the report itself (the
-- first enrolment among the instancias the filters select depends on the filters).
CREATE FUNCTION "reporte_personas_refrescar"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lowest integer;
  ceros reporte_embudo_por_dia[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM personas p WHERE p.id = ANY(ids) ORDER BY p.id FOR NO KEY UPDATE;
  WITH viejas AS (
    SELECT r.* FROM reporte_personas r WHERE r.persona_id = ANY(ids)
  ), nuevas AS (
    SELECT * FROM reporte_personas_calcular(ids)
  ), borradas AS (
    DELETE FROM reporte_personas r USING viejas v
    WHERE r.persona_id = v.persona_id AND NOT EXISTS (SELECT 1 FROM nuevas n WHERE n.persona_id = v.persona_id)
  ), puestas AS (
    INSERT INTO reporte_personas SELECT * FROM nuevas
    ON CONFLICT (persona_id) DO UPDATE SET inscripciones = excluded.inscripciones, instancia_id = excluded.instancia_id,
      dia_inscripcion = excluded.dia_inscripcion, dia_aprobada = excluded.dia_aprobada, mascara = excluded.mascara,
      dia_documentos = excluded.dia_documentos, trabaja = excluded.trabaja, discapacidad = excluded.discapacidad
  ), delta AS (
    SELECT c.instancia_id, c.etapa, c.dia, c.mascara, c.trabaja, c.discapacidad, sum(c.signo)::int AS total
    FROM (SELECT 1 AS signo, n.* FROM nuevas n UNION ALL SELECT -1, v.* FROM viejas v) r
    CROSS JOIN LATERAL (VALUES (r.instancia_id, 'inscriptas', r.dia_inscripcion, 0, 0, false, r.signo),
                               (r.instancia_id, 'aprobadas', r.dia_aprobada, 0, 0, false, r.signo),
                               (r.instancia_id, 'documentacion', r.dia_documentos, r.mascara, r.trabaja, r.discapacidad, r.signo))
      c(instancia_id, etapa, dia, mascara, trabaja, discapacidad, signo)
    WHERE r.inscripciones = 1 AND c.dia IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(c.signo) <> 0
  ), applied AS (
    INSERT INTO reporte_embudo_por_dia AS s (instancia_id, etapa, dia, mascara, trabaja, discapacidad, total)
    SELECT * FROM delta ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (instancia_id, etapa, dia, mascara, trabaja, discapacidad) DO UPDATE SET total = s.total + excluded.total
    RETURNING s
  )
  SELECT min((a.s).total), array_agg(a.s) FILTER (WHERE (a.s).total = 0) INTO lowest, ceros FROM applied a;
  IF lowest < 0 THEN
    RAISE EXCEPTION 'reporte_embudo_por_dia no coincide con las inscripciones (un total quedaría en %)', lowest
      USING HINT = 'Reconstruya los agregados de los reportes: SELECT reporte_reconstruir() (migración 0025, decisión 287).';
  END IF;
  IF ceros IS NOT NULL THEN
    DELETE FROM reporte_embudo_por_dia s USING unnest(ceros) z
    WHERE s.instancia_id = z.instancia_id AND s.etapa = z.etapa AND s.dia = z.dia AND s.mascara = z.mascara
      AND s.trabaja = z.trabaja AND s.discapacidad = z.discapacidad AND s.total = 0;
  END IF;
END;
$$;--> statement-breakpoint
-- The decisions of one enrolment (decision 283): a review starts at the enrolment and at
-- each resubmission ('inscripcion.reenviar'); its decision is the first change to
-- Aprobado or Rechazado after that start. One row per review with a decision: instancia,
-- reviewer and days from the start to the decision.
CREATE FUNCTION "reporte_decisiones_calcular"(ids integer[]) RETURNS SETOF "reporte_decisiones" LANGUAGE sql STABLE AS $$
  WITH ins AS (
    SELECT i.id, i.instancia_id, i.created_at
    FROM (SELECT DISTINCT unnest(ids) AS id) k JOIN inscriptos i ON i.id = k.id
  ), ev AS (
    SELECT a.id, a.entity_id AS inscripto_id, a.created_at, a.actor_user_id, a.action,
           max(CASE WHEN a.action = 'inscripcion.reenviar' THEN a.created_at END) OVER w AS reenviada,
           count(*) FILTER (WHERE a.action = 'inscripcion.reenviar') OVER w AS tramo
    FROM audit_log a
    JOIN ins ON ins.id = a.entity_id
    WHERE a.entity = 'inscripto'
      AND (a.action = 'inscripcion.reenviar'
           OR (a.action = 'inscripcion.estado'
               AND a.after->>'estado_id' IN ('2', '3')
               AND (a.before->>'estado_id') IS DISTINCT FROM (a.after->>'estado_id')))
    WINDOW w AS (PARTITION BY a.entity_id ORDER BY a.created_at, a.id)
  )
  SELECT DISTINCT ON (ev.inscripto_id, ev.tramo)
         ev.inscripto_id, ev.tramo::int, ins.instancia_id, ev.actor_user_id,
         (extract(epoch FROM ev.created_at - coalesce(ev.reenviada, ins.created_at)) / 86400.0)::double precision
  FROM ev JOIN ins ON ins.id = ev.inscripto_id
  WHERE ev.action = 'inscripcion.estado'
  ORDER BY ev.inscripto_id, ev.tramo, ev.created_at, ev.id
$$;--> statement-breakpoint
CREATE FUNCTION "reporte_decisiones_refrescar"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM reporte_decisiones d WHERE d.inscripto_id = ANY(ids);
  INSERT INTO reporte_decisiones SELECT * FROM reporte_decisiones_calcular(ids)
  ON CONFLICT (inscripto_id, tramo) DO UPDATE SET instancia_id = excluded.instancia_id,
    actor_user_id = excluded.actor_user_id, dias = excluded.dias;
END;
$$;--> statement-breakpoint
-- Every aggregate from scratch, through the same functions the triggers use. Also what a
-- TRUNCATE of a source table runs (it fires no row trigger).
CREATE FUNCTION "reporte_reconstruir"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reporte_cuentas;
  DELETE FROM reporte_cuentas_por_dia;
  DELETE FROM reporte_personas;
  DELETE FROM reporte_embudo_por_dia;
  DELETE FROM reporte_decisiones;
  PERFORM reporte_cuentas_refrescar(array(SELECT id FROM users WHERE role_id = 2));
  PERFORM reporte_personas_refrescar(array(SELECT DISTINCT persona_id FROM inscriptos));
  PERFORM reporte_decisiones_refrescar(array(
    SELECT DISTINCT entity_id FROM audit_log
    WHERE entity = 'inscripto' AND action IN ('inscripcion.estado', 'inscripcion.reenviar') AND entity_id IS NOT NULL));
END;
$$;--> statement-breakpoint
CREATE FUNCTION "reporte_truncado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reporte_reconstruir();
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Statement triggers for inserts and deletes (a bulk load or a restore recomputes its
-- rows in one step); row triggers with WHEN for updates of users, personas, files and
-- situaciones_laborales, so a login or an edit of other columns costs nothing.
CREATE FUNCTION "reporte_users_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM reporte_cuentas_refrescar(array[NEW.id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM reporte_cuentas_refrescar(array(SELECT n.id FROM nuevas n WHERE n.role_id = 2));
  ELSE
    PERFORM reporte_cuentas_refrescar(array(SELECT v.id FROM viejas v WHERE v.role_id = 2));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_users_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_users_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_users_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_users_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_users_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at)
  EXECUTE FUNCTION "reporte_users_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_users_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
CREATE FUNCTION "reporte_personas_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM reporte_cuentas_refrescar(array_remove(array[OLD.user_id, NEW.user_id], NULL));
    PERFORM reporte_personas_refrescar(array[NEW.id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM reporte_cuentas_refrescar(array(SELECT n.user_id FROM nuevas n WHERE n.user_id IS NOT NULL));
  ELSE
    PERFORM reporte_cuentas_refrescar(array(SELECT v.user_id FROM viejas v WHERE v.user_id IS NOT NULL));
    PERFORM reporte_personas_refrescar(array(SELECT v.id FROM viejas v));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_personas_insert" AFTER INSERT ON "personas"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_personas_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_personas_delete" AFTER DELETE ON "personas"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_personas_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_personas_update" AFTER UPDATE ON "personas" FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.discapacidad IS DISTINCT FROM NEW.discapacidad)
  EXECUTE FUNCTION "reporte_personas_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_personas_truncate" AFTER TRUNCATE ON "personas"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
-- files and situaciones_laborales: what they change is the persona's row.
CREATE FUNCTION "reporte_persona_de_fila"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM reporte_personas_refrescar(array_remove(array[OLD.persona_id, NEW.persona_id], NULL));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM reporte_personas_refrescar(array(SELECT n.persona_id FROM nuevas n));
  ELSE
    PERFORM reporte_personas_refrescar(array(SELECT v.persona_id FROM viejas v));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_files_insert" AFTER INSERT ON "files"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_persona_de_fila"();--> statement-breakpoint
CREATE TRIGGER "reporte_files_delete" AFTER DELETE ON "files"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_persona_de_fila"();--> statement-breakpoint
CREATE TRIGGER "reporte_files_update" AFTER UPDATE ON "files" FOR EACH ROW
  WHEN (OLD.persona_id IS DISTINCT FROM NEW.persona_id OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "reporte_persona_de_fila"();--> statement-breakpoint
CREATE TRIGGER "reporte_files_truncate" AFTER TRUNCATE ON "files"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
CREATE TRIGGER "reporte_situaciones_insert" AFTER INSERT ON "situaciones_laborales"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_persona_de_fila"();--> statement-breakpoint
CREATE TRIGGER "reporte_situaciones_delete" AFTER DELETE ON "situaciones_laborales"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_persona_de_fila"();--> statement-breakpoint
CREATE TRIGGER "reporte_situaciones_update" AFTER UPDATE ON "situaciones_laborales" FOR EACH ROW
  WHEN (OLD.persona_id IS DISTINCT FROM NEW.persona_id OR OLD.trabaja_actualmente IS DISTINCT FROM NEW.trabaja_actualmente)
  EXECUTE FUNCTION "reporte_persona_de_fila"();--> statement-breakpoint
CREATE TRIGGER "reporte_situaciones_truncate" AFTER TRUNCATE ON "situaciones_laborales"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
-- inscriptos: statement triggers for every operation (a bulk estado change is one
-- statement of thousands of rows). An enrolment's decisions depend on its instancia and
-- creation; its persona's row on all of it.
CREATE FUNCTION "reporte_inscriptos_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reporte_personas_refrescar(array(SELECT DISTINCT n.persona_id FROM nuevas n));
    PERFORM reporte_decisiones_refrescar(array(SELECT n.id FROM nuevas n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reporte_personas_refrescar(array(
      SELECT n.persona_id FROM nuevas n JOIN viejas v ON v.id = n.id
      WHERE (n.persona_id, n.instancia_id, n.estado_id, n.created_at, n.updated_at)
            IS DISTINCT FROM (v.persona_id, v.instancia_id, v.estado_id, v.created_at, v.updated_at)
      UNION
      SELECT v.persona_id FROM nuevas n JOIN viejas v ON v.id = n.id WHERE n.persona_id <> v.persona_id));
    PERFORM reporte_decisiones_refrescar(array(
      SELECT n.id FROM nuevas n JOIN viejas v ON v.id = n.id
      WHERE (n.instancia_id, n.created_at) IS DISTINCT FROM (v.instancia_id, v.created_at)));
  ELSE
    PERFORM reporte_personas_refrescar(array(SELECT DISTINCT v.persona_id FROM viejas v));
    DELETE FROM reporte_decisiones d USING viejas v WHERE d.inscripto_id = v.id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_inscriptos_insert" AFTER INSERT ON "inscriptos"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_inscriptos_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_inscriptos_update" AFTER UPDATE ON "inscriptos"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_inscriptos_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_inscriptos_delete" AFTER DELETE ON "inscriptos"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_inscriptos_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_inscriptos_truncate" AFTER TRUNCATE ON "inscriptos"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
-- audit_log: only the estado changes and resubmissions of enrolments matter.
CREATE FUNCTION "reporte_audit_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reporte_decisiones_refrescar(array(
      SELECT DISTINCT n.entity_id FROM nuevas n
      WHERE n.entity = 'inscripto' AND n.action IN ('inscripcion.estado', 'inscripcion.reenviar') AND n.entity_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reporte_decisiones_refrescar(array(
      SELECT r.entity_id FROM (SELECT * FROM nuevas UNION ALL SELECT * FROM viejas) r
      WHERE r.entity = 'inscripto' AND r.action IN ('inscripcion.estado', 'inscripcion.reenviar') AND r.entity_id IS NOT NULL));
  ELSE
    PERFORM reporte_decisiones_refrescar(array(
      SELECT DISTINCT v.entity_id FROM viejas v
      WHERE v.entity = 'inscripto' AND v.action IN ('inscripcion.estado', 'inscripcion.reenviar') AND v.entity_id IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_audit_insert" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_audit_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_audit_update" AFTER UPDATE ON "audit_log"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_audit_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_audit_delete" AFTER DELETE ON "audit_log"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_audit_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_audit_truncate" AFTER TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
-- What exists before this migration.
SELECT reporte_reconstruir();
