-- The "most observed documents" report from aggregates (issue 20, goal 5; decision 353),
-- the same way migration 0025 keeps the funnel's and the time to decision's (decision 287):
-- derived data kept by triggers inside the database, rebuilt by reporte_reconstruir(), never
-- written by the application, left out of backups (DERIVED_TABLES in maintenance/backup.ts).
-- Before, the report read every 'observado' review of the período joined with its
-- enrolments: it grew with the observations (228 ms with 10 000, docs/performance.md).
--
-- Per enrolment, document and reason (its text without repeated or edge spaces), how many
-- reviews turned the document to 'observado' (reporte_observaciones); per instancia and
-- document, those observations and the enrolments they fell on (reporte_observados_por_documento);
-- per instancia, document and reason text, how many (reporte_motivos_por_documento, keyed by
-- the md5 of the text, which may be longer than an index entry). A write recomputes the
-- rows of the enrolments it touched and adds to the sums the new rows minus the old ones,
-- locking those enrolments first so two writes of one enrolment take turns; a sum taken to
-- zero is deleted, and one that would go below zero fails the write (0025's rules).
CREATE TABLE "reporte_observaciones" (
	"inscripto_id" integer NOT NULL,
	"instancia_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"motivo" text NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "reporte_observaciones_inscripto_idx" ON "reporte_observaciones" ("inscripto_id");--> statement-breakpoint
CREATE TABLE "reporte_observados_por_documento" (
	"instancia_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"observaciones" integer NOT NULL,
	"inscripciones" integer NOT NULL,
	CONSTRAINT "reporte_observados_por_documento_pk" PRIMARY KEY("instancia_id","codigo")
);--> statement-breakpoint
CREATE TABLE "reporte_motivos_por_documento" (
	"instancia_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"clave" uuid NOT NULL,
	"motivo" text NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "reporte_motivos_por_documento_pk" PRIMARY KEY("instancia_id","codigo","clave")
);--> statement-breakpoint
-- No review or enrolment is written between creating the triggers and the backfill at the end.
LOCK TABLE "inscriptos", "requisito_historial" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- A reason as the report groups it: runs of spaces as one, no spaces at the ends ('' for none).
CREATE FUNCTION "reporte_motivo"(motivo text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(motivo, '[[:space:]]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION "reporte_observaciones_calcular"(ids integer[]) RETURNS SETOF "reporte_observaciones" LANGUAGE sql STABLE AS $$
  SELECT h.inscripto_id, i.instancia_id, h.codigo, reporte_motivo(h.motivo), count(*)::int
  FROM requisito_historial h
  JOIN inscriptos i ON i.id = h.inscripto_id
  WHERE h.inscripto_id = ANY(ids) AND h.estado_despues = 'observado'
  GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
CREATE FUNCTION "reporte_observaciones_refrescar"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  viejas reporte_observaciones[];
  nuevas reporte_observaciones[];
  lowest integer;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM inscriptos i WHERE i.id = ANY(ids) ORDER BY i.id FOR NO KEY UPDATE;
  WITH borradas AS (
    DELETE FROM reporte_observaciones r WHERE r.inscripto_id = ANY(ids) RETURNING r AS fila
  )
  SELECT array_agg(b.fila) INTO viejas FROM borradas b;
  SELECT array_agg(c) INTO nuevas FROM reporte_observaciones_calcular(ids) c;
  IF viejas IS NULL AND nuevas IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO reporte_observaciones SELECT * FROM unnest(nuevas);

  -- Per document: an enrolment counts once, whatever its reasons.
  WITH cambios AS (
    SELECT 1 AS signo, n.* FROM unnest(nuevas) n UNION ALL SELECT -1, v.* FROM unnest(viejas) v
  ), delta AS (
    SELECT c.instancia_id, c.codigo, sum(c.signo * c.n)::int AS observaciones,
           (count(DISTINCT c.inscripto_id) FILTER (WHERE c.signo = 1)
            - count(DISTINCT c.inscripto_id) FILTER (WHERE c.signo = -1))::int AS inscripciones
    FROM cambios c
    GROUP BY 1, 2
  ), applied AS (
    INSERT INTO reporte_observados_por_documento AS s (instancia_id, codigo, observaciones, inscripciones)
    SELECT * FROM delta d WHERE d.observaciones <> 0 OR d.inscripciones <> 0 ORDER BY 1, 2
    ON CONFLICT (instancia_id, codigo) DO UPDATE SET observaciones = s.observaciones + excluded.observaciones,
      inscripciones = s.inscripciones + excluded.inscripciones
    RETURNING s.observaciones, s.inscripciones
  )
  SELECT min(least(a.observaciones, a.inscripciones, CASE WHEN (a.observaciones = 0) <> (a.inscripciones = 0) THEN -1 END))
  INTO lowest FROM applied a;
  IF lowest < 0 THEN
    RAISE EXCEPTION 'reporte_observados_por_documento no coincide con las revisiones (un total quedaría en %)', lowest
      USING HINT = 'Reconstruya los agregados de los reportes: SELECT reporte_reconstruir() (migración 0028, decisión 353).';
  END IF;
  DELETE FROM reporte_observados_por_documento s
  USING (SELECT DISTINCT v.instancia_id, v.codigo FROM unnest(viejas) v) k
  WHERE s.instancia_id = k.instancia_id AND s.codigo = k.codigo AND s.observaciones = 0;

  -- Per reason text (the report groups these without case and shows the first in order).
  WITH cambios AS (
    SELECT 1 AS signo, n.* FROM unnest(nuevas) n UNION ALL SELECT -1, v.* FROM unnest(viejas) v
  ), delta AS (
    SELECT c.instancia_id, c.codigo, md5(c.motivo)::uuid AS clave, c.motivo, sum(c.signo * c.n)::int AS cantidad
    FROM cambios c
    WHERE c.motivo <> ''
    GROUP BY 1, 2, 3, 4 HAVING sum(c.signo * c.n) <> 0
  ), applied AS (
    INSERT INTO reporte_motivos_por_documento AS s (instancia_id, codigo, clave, motivo, cantidad)
    SELECT * FROM delta ORDER BY 1, 2, 3
    ON CONFLICT (instancia_id, codigo, clave) DO UPDATE SET cantidad = s.cantidad + excluded.cantidad
    RETURNING s.cantidad
  )
  SELECT min(a.cantidad) INTO lowest FROM applied a;
  IF lowest < 0 THEN
    RAISE EXCEPTION 'reporte_motivos_por_documento no coincide con las revisiones (un total quedaría en %)', lowest
      USING HINT = 'Reconstruya los agregados de los reportes: SELECT reporte_reconstruir() (migración 0028, decisión 353).';
  END IF;
  DELETE FROM reporte_motivos_por_documento s
  USING (SELECT DISTINCT v.instancia_id, v.codigo, md5(v.motivo)::uuid AS clave FROM unnest(viejas) v) k
  WHERE s.instancia_id = k.instancia_id AND s.codigo = k.codigo AND s.clave = k.clave AND s.cantidad = 0;
END;
$$;--> statement-breakpoint
-- Planned once per session, as migration 0027 does for 0025's refreshes (decision 195).
ALTER FUNCTION "reporte_observaciones_refrescar"(integer[]) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
-- 0025's rebuild, and these aggregates.
CREATE OR REPLACE FUNCTION "reporte_reconstruir"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reporte_cuentas;
  DELETE FROM reporte_cuentas_por_dia;
  DELETE FROM reporte_personas;
  DELETE FROM reporte_embudo_por_dia;
  DELETE FROM reporte_decisiones;
  DELETE FROM reporte_observaciones;
  DELETE FROM reporte_observados_por_documento;
  DELETE FROM reporte_motivos_por_documento;
  PERFORM reporte_cuentas_refrescar(array(SELECT id FROM users WHERE role_id = 2));
  PERFORM reporte_personas_refrescar(array(SELECT DISTINCT persona_id FROM inscriptos));
  PERFORM reporte_decisiones_refrescar(array(
    SELECT DISTINCT entity_id FROM audit_log
    WHERE entity = 'inscripto' AND action IN ('inscripcion.estado', 'inscripcion.reenviar') AND entity_id IS NOT NULL));
  PERFORM reporte_observaciones_refrescar(array(
    SELECT DISTINCT inscripto_id FROM requisito_historial WHERE estado_despues = 'observado'));
END;
$$;--> statement-breakpoint
-- requisito_historial: only the reviews that turned a document to 'observado' count. An
-- enrolment deleted takes its reviews with it (ON DELETE CASCADE), which fires the delete here.
CREATE FUNCTION "reporte_historial_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reporte_observaciones_refrescar(array(
      SELECT DISTINCT n.inscripto_id FROM nuevas n WHERE n.estado_despues = 'observado'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reporte_observaciones_refrescar(array(
      SELECT n.inscripto_id FROM nuevas n WHERE n.estado_despues = 'observado'
      UNION SELECT v.inscripto_id FROM viejas v WHERE v.estado_despues = 'observado'));
  ELSE
    PERFORM reporte_observaciones_refrescar(array(
      SELECT DISTINCT v.inscripto_id FROM viejas v WHERE v.estado_despues = 'observado'));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_historial_insert" AFTER INSERT ON "requisito_historial"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_historial_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_historial_update" AFTER UPDATE ON "requisito_historial"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_historial_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_historial_delete" AFTER DELETE ON "requisito_historial"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "reporte_historial_cambio"();--> statement-breakpoint
CREATE TRIGGER "reporte_historial_truncate" AFTER TRUNCATE ON "requisito_historial"
  FOR EACH STATEMENT EXECUTE FUNCTION "reporte_truncado"();--> statement-breakpoint
-- An enrolment moved to another instancia moves its observations with it. A row trigger with
-- WHEN, as 0025 does for the updates it follows: an estado change or a review of the enrolment
-- (the updates that happen all day) does not run it at all.
CREATE FUNCTION "reporte_observaciones_inscripto_movido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reporte_observaciones_refrescar(array[NEW.id]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reporte_observaciones_inscriptos_update" AFTER UPDATE ON "inscriptos" FOR EACH ROW
  WHEN (OLD.instancia_id IS DISTINCT FROM NEW.instancia_id)
  EXECUTE FUNCTION "reporte_observaciones_inscripto_movido"();--> statement-breakpoint
-- What exists before this migration.
SELECT reporte_observaciones_refrescar(array(
  SELECT DISTINCT inscripto_id FROM requisito_historial WHERE estado_despues = 'observado'));
