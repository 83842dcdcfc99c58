ALTER TABLE "personas" DROP CONSTRAINT "personas_numero_documento_digits";--> statement-breakpoint
ALTER TABLE "personas" DROP CONSTRAINT "personas_cuit_digits";--> statement-breakpoint
DROP INDEX "personas_numero_documento_unique";--> statement-breakpoint
ALTER TABLE "personas" ALTER COLUMN "numero_documento" SET DATA TYPE varchar(20);--> statement-breakpoint
CREATE UNIQUE INDEX "personas_documento_extranjero_unique" ON "personas" USING btree ("tipo_documento","nacionalidad_id","numero_documento") WHERE "personas"."tipo_documento" not in ('dni', 'lc', 'le', 'ci');--> statement-breakpoint
CREATE INDEX "personas_cuit_idx" ON "personas" USING btree ("cuit");--> statement-breakpoint
CREATE INDEX "personas_fecha_nacimiento_idx" ON "personas" USING btree ("fecha_nacimiento");--> statement-breakpoint
CREATE UNIQUE INDEX "personas_numero_documento_unique" ON "personas" USING btree ("numero_documento") WHERE "personas"."tipo_documento" in ('dni', 'lc', 'le', 'ci');--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_numero_documento_digits" CHECK (("personas"."tipo_documento" in ('dni', 'lc', 'le', 'ci') and "personas"."numero_documento" ~ '^[0-9]{8}$') or ("personas"."tipo_documento" not in ('dni', 'lc', 'le', 'ci') and "personas"."numero_documento" ~ '^[0-9A-Z]{5,20}$'));--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_cuit_digits" CHECK ("personas"."cuit" ~ '^[0-9]{11}$' or ("personas"."cuit" = '' and "personas"."tipo_documento" not in ('dni', 'lc', 'le', 'ci')));