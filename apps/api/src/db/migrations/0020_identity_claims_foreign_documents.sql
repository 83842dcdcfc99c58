CREATE TABLE "identity_claim_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_claim_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"nombre" varchar(10) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_claim_files_nombre_valid" CHECK ("identity_claim_files"."nombre" in ('frente', 'dorso', 'selfie'))
);
--> statement-breakpoint
CREATE TABLE "identity_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claimant_user_id" integer NOT NULL,
	"numero_documento" varchar(20) NOT NULL,
	"persona_id" integer,
	"nota" varchar(1000) NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"respuesta" varchar(1000),
	"previous_user_id" integer,
	"resuelta_por" integer,
	"resuelta_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_claims_estado_valid" CHECK ("identity_claims"."estado" in ('pendiente', 'transferida', 'rechazada'))
);
--> statement-breakpoint
CREATE TABLE "persona_not_duplicates" (
	"a_id" integer NOT NULL,
	"b_id" integer NOT NULL,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persona_not_duplicates_order" CHECK ("persona_not_duplicates"."a_id" < "persona_not_duplicates"."b_id")
);
--> statement-breakpoint
ALTER TABLE "personas" DROP CONSTRAINT "personas_numero_documento_digits";--> statement-breakpoint
ALTER TABLE "personas" DROP CONSTRAINT "personas_cuit_digits";--> statement-breakpoint
DROP INDEX "personas_numero_documento_unique";--> statement-breakpoint
ALTER TABLE "personas" ALTER COLUMN "numero_documento" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "identity_claim_files" ADD CONSTRAINT "identity_claim_files_claim_id_identity_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."identity_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_claims" ADD CONSTRAINT "identity_claims_claimant_user_id_users_id_fk" FOREIGN KEY ("claimant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_claims" ADD CONSTRAINT "identity_claims_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_claims" ADD CONSTRAINT "identity_claims_previous_user_id_users_id_fk" FOREIGN KEY ("previous_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_claims" ADD CONSTRAINT "identity_claims_resuelta_por_users_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_not_duplicates" ADD CONSTRAINT "persona_not_duplicates_a_id_personas_id_fk" FOREIGN KEY ("a_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_not_duplicates" ADD CONSTRAINT "persona_not_duplicates_b_id_personas_id_fk" FOREIGN KEY ("b_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_not_duplicates" ADD CONSTRAINT "persona_not_duplicates_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_claim_files_unique" ON "identity_claim_files" USING btree ("claim_id","nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_claim_files_key_unique" ON "identity_claim_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_claims_open_unique" ON "identity_claims" USING btree ("claimant_user_id","numero_documento") WHERE "identity_claims"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "identity_claims_estado_idx" ON "identity_claims" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "identity_claims_claimant_idx" ON "identity_claims" USING btree ("claimant_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persona_not_duplicates_pair" ON "persona_not_duplicates" USING btree ("a_id","b_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personas_documento_extranjero_unique" ON "personas" USING btree ("tipo_documento","nacionalidad_id","numero_documento") WHERE "personas"."tipo_documento" not in ('dni', 'lc', 'le', 'ci');--> statement-breakpoint
CREATE INDEX "personas_cuit_idx" ON "personas" USING btree ("cuit");--> statement-breakpoint
CREATE INDEX "personas_fecha_nacimiento_idx" ON "personas" USING btree ("fecha_nacimiento");--> statement-breakpoint
CREATE UNIQUE INDEX "personas_numero_documento_unique" ON "personas" USING btree ("numero_documento") WHERE "personas"."tipo_documento" in ('dni', 'lc', 'le', 'ci');--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_numero_documento_digits" CHECK (("personas"."tipo_documento" in ('dni', 'lc', 'le', 'ci') and "personas"."numero_documento" ~ '^[0-9]{8}$') or ("personas"."tipo_documento" not in ('dni', 'lc', 'le', 'ci') and "personas"."numero_documento" ~ '^[0-9A-Z]{5,20}$'));--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_cuit_digits" CHECK ("personas"."cuit" ~ '^[0-9]{11}$' or ("personas"."cuit" = '' and "personas"."tipo_documento" not in ('dni', 'lc', 'le', 'ci')));