ALTER TABLE "instancias" ADD COLUMN "cupo" integer;--> statement-breakpoint
ALTER TABLE "instancias" ADD COLUMN "periodo" varchar(20);--> statement-breakpoint
ALTER TABLE "inscriptos" ADD COLUMN "beca_tipo" varchar(100);--> statement-breakpoint
ALTER TABLE "inscriptos" ADD COLUMN "beca_porcentaje" smallint;--> statement-breakpoint
ALTER TABLE "inscriptos" ADD COLUMN "en_espera_desde" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inscriptos_lista_espera_idx" ON "inscriptos" USING btree ("instancia_id","en_espera_desde","id") WHERE "inscriptos"."estado_id" = 6;--> statement-breakpoint
ALTER TABLE "instancias" ADD CONSTRAINT "instancias_cupo_check" CHECK ("instancias"."cupo" is null or "instancias"."cupo" > 0);--> statement-breakpoint
ALTER TABLE "inscriptos" ADD CONSTRAINT "inscriptos_beca_porcentaje_check" CHECK ("inscriptos"."beca_porcentaje" is null or ("inscriptos"."beca_porcentaje" between 1 and 100));