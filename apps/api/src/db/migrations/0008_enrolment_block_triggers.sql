-- Keeps inscriptos_por_bloque (migration 0007) equal to
--   select instancia_id, estado_id, id / 1024, count(*) from inscriptos group by 1, 2, 3
-- the same way 0005 keeps inscriptos_por_estado: statement triggers with transition
-- tables, deltas applied in key order (no deadlock between statements), a counter that
-- reaches zero deleted, a decrement of a missing counter refused. Decision 80.
LOCK TABLE "inscriptos" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "inscriptos_por_bloque_contar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowest integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM inscriptos_por_bloque;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inscriptos_por_bloque AS c (instancia_id, estado_id, bloque, total)
    SELECT n.instancia_id, n.estado_id, n.id / 1024, count(*) FROM nuevas n GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (instancia_id, estado_id, bloque) DO UPDATE SET total = c.total + excluded.total;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH applied AS (
      INSERT INTO inscriptos_por_bloque AS c (instancia_id, estado_id, bloque, total)
      SELECT d.instancia_id, d.estado_id, d.bloque, sum(d.delta) FROM (
        SELECT n.instancia_id, n.estado_id, n.id / 1024 AS bloque, 1 AS delta FROM nuevas n
        UNION ALL
        SELECT v.instancia_id, v.estado_id, v.id / 1024, -1 FROM viejas v
      ) d GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (instancia_id, estado_id, bloque) DO UPDATE SET total = c.total + excluded.total
      RETURNING c.total
    )
    SELECT min(total) INTO lowest FROM applied;
  ELSE
    WITH applied AS (
      INSERT INTO inscriptos_por_bloque AS c (instancia_id, estado_id, bloque, total)
      SELECT v.instancia_id, v.estado_id, v.id / 1024, -count(*) FROM viejas v GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (instancia_id, estado_id, bloque) DO UPDATE SET total = c.total + excluded.total
      RETURNING c.total
    )
    SELECT min(total) INTO lowest FROM applied;
  END IF;
  IF lowest < 0 THEN
    RAISE EXCEPTION 'inscriptos_por_bloque no coincide con inscriptos (un total quedaría en %)', lowest
      USING HINT = 'Reconstruya la tabla como lo hace la migración 0008 (decisión 80).';
  END IF;
  IF lowest = 0 THEN
    DELETE FROM inscriptos_por_bloque c
    USING (SELECT DISTINCT v.instancia_id, v.estado_id, v.id / 1024 AS bloque FROM viejas v) k
    WHERE c.instancia_id = k.instancia_id AND c.estado_id = k.estado_id AND c.bloque = k.bloque AND c.total = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_bloque_insert" AFTER INSERT ON "inscriptos"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_bloque_contar"();--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_bloque_update" AFTER UPDATE ON "inscriptos"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_bloque_contar"();--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_bloque_delete" AFTER DELETE ON "inscriptos"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_bloque_contar"();--> statement-breakpoint
CREATE TRIGGER "inscriptos_por_bloque_truncate" AFTER TRUNCATE ON "inscriptos"
  FOR EACH STATEMENT EXECUTE FUNCTION "inscriptos_por_bloque_contar"();--> statement-breakpoint
-- The enrolments that exist before this migration.
INSERT INTO "inscriptos_por_bloque" ("instancia_id", "estado_id", "bloque", "total")
SELECT "instancia_id", "estado_id", "id" / 1024, count(*) FROM "inscriptos" GROUP BY 1, 2, 3;
