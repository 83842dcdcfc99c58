-- Issue 16 (seats, waitlist, withdrawal): the data the schema change of seats_cupo_periodo
-- cannot say. Kept apart so the migrations of parallel branches can be renumbered.
--
-- The estado Baja (7): the applicant withdrew, or staff recorded the withdrawal
-- (packages/shared ESTADOS_INSCRIPCION).
INSERT INTO "estados_inscripcion" ("id", "descripcion") VALUES (7, 'Baja') ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Every instancia made before belongs to the período of the year it starts (decision 224).
UPDATE "instancias" SET "periodo" = to_char("fecha_inicio", 'YYYY') WHERE "periodo" IS NULL;
--> statement-breakpoint
-- Enrolments already in Lista de espera keep their order: the last change of the row
-- is the best record of when they entered it.
UPDATE "inscriptos" SET "en_espera_desde" = "updated_at" WHERE "estado_id" = 6 AND "en_espera_desde" IS NULL;
