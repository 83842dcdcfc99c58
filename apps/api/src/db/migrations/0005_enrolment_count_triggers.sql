-- Keeps inscriptos_por_estado (migration 0004) equal to
--   select instancia_id, estado_id, count(*) from inscriptos group by 1, 2
-- from inside the database, so every write path counts: applicant and staff enrolment,
-- estado changes, deletes, restores, bulk loads. Decision 74, docs/performance.md.
--
-- Statement triggers with transition tables: one upsert per statement and per
-- (instancia, estado) touched, so a bulk insert (a restore, 2000 rows a chunk) adds its
-- rows in one step instead of updating the same counter once per row. The deltas are
-- applied in (instancia_id, estado_id) order, so two statements that touch the same
-- counters lock them in the same order and cannot deadlock each other. A counter that
-- drops to zero is deleted (only a decrement can make one, and its row stays locked by
-- the statement that did it until it commits). A decrement of a counter that does not
-- exist means the table was written around these triggers: the write fails with an
-- error instead of storing a negative total. (A CHECK constraint cannot say this: it is
-- evaluated on the proposed row before ON CONFLICT turns it into an update.)
--
-- The lock first: no enrolment is written between creating the triggers and the backfill
-- below (it also waits for writes in flight on another process to commit).
LOCK TABLE "inscriptos" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "inscriptos_por_estado_contar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowest integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM inscriptos_por_estado;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inscriptos_por_estado AS c (instancia_id, estado_id, total)
    SELECT n.instancia_id, n.estado_id, count(*) FROM nuevas n GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (instancia_id, estado_id) DO UPDATE SET total = c.total + excluded.total;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Only the (instancia, estado) pairs whose count changes: an update of other
    -- columns (observacion, updated_at) nets to zero and touches no counter.
    WITH applied AS (
      INSERT INTO inscriptos_por_estado AS c (instancia_id, estado_id, total)
      SELECT d.instancia_id, d.estado_id, sum(d.delta) FROM (
        SELECT n.instancia_id, n.estado_id, 1 AS delta FROM nuevas n
        UNION ALL
        SELECT v.instancia_id, v.estado_id, -1 FROM viejas v
      ) d GROUP BY 1, 2 HAVING sum(d.delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (instancia_id, estado_id) DO UPDATE SET total = c.total + excluded.total
      RETURNING c.total
    )
    SELECT min(total) INTO lowest FROM applied;
  ELSE
    WITH applied AS (
      INSERT INTO inscriptos_por_estado AS c (instancia_id, estado_id, total)
      SELECT v.instancia_id, v.estado_id, -count(*) FROM viejas v GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (instancia_id, estado_id) DO UPDATE SET total = c.total + excluded.total
      RETURNING c.total
    )
    SELECT min(total) INTO lowest FROM applied;
  END IF;
  IF lowest < 0 THEN
    RAISE EXCEPTION 'inscriptos_por_estado no coincide con inscriptos (un total quedaría en %)', lowest
      USING HINT = 'Reconstruya la tabla como lo hace la migración 0005 (decisión 74).';
  END IF;
  IF lowest = 0 THEN
    DELETE FROM inscriptos_por_estado c
    USING (SELECT DISTINCT v.instancia_id, v.estado_id FROM viejas v) k
    WHERE c.instancia_id = k.instancia_id AND c.estado_id = k.estado_id AND c.total = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_estado_insert" AFTER INSERT ON "inscriptos"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_estado_contar"();--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_estado_update" AFTER UPDATE ON "inscriptos"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_estado_contar"();--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_estado_delete" AFTER DELETE ON "inscriptos"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_estado_contar"();--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_estado_truncate" AFTER TRUNCATE ON "inscriptos"
  FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_estado_contar"();--> statement-breakpoint
-- The enrolments that exist before this migration.
INSERT INTO "inscriptos_por_estado" ("instancia_id", "estado_id", "total")
SELECT "instancia_id", "estado_id", count(*) FROM "inscriptos" GROUP BY 1, 2;
