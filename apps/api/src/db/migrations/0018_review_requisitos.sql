CREATE TABLE "requisito_historial" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisito_historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inscripto_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"estado_antes" varchar(20) NOT NULL,
	"estado_despues" varchar(20) NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"prorroga_hasta" date,
	"file_version" varchar(32),
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisito_revisiones" (
	"inscripto_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"prorroga_hasta" date,
	"file_version" varchar(32),
	"reenviado" boolean DEFAULT false NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisito_revisiones_inscripto_id_codigo_pk" PRIMARY KEY("inscripto_id","codigo"),
	CONSTRAINT "requisito_revisiones_estado_valid" CHECK ("requisito_revisiones"."estado" in ('pendiente', 'aceptado', 'observado', 'exceptuado', 'prorroga'))
);
--> statement-breakpoint
CREATE TABLE "requisitos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisitos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrera_id" integer,
	"instancia_id" integer,
	"codigo" varchar(40) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"descripcion" varchar(500) DEFAULT '' NOT NULL,
	"tipos" jsonb NOT NULL,
	"obligatorio" boolean DEFAULT true NOT NULL,
	"condicion" varchar(20) DEFAULT 'siempre' NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "requisitos_scope_codigo_unique" UNIQUE NULLS NOT DISTINCT("carrera_id","instancia_id","codigo"),
	CONSTRAINT "requisitos_condicion_valid" CHECK ("requisitos"."condicion" in ('siempre', 'trabaja', 'discapacidad', 'extranjero')),
	CONSTRAINT "requisitos_one_scope" CHECK ("requisitos"."carrera_id" is null or "requisitos"."instancia_id" is null)
);
--> statement-breakpoint
ALTER TABLE "instancias" ADD COLUMN "inscripcion_desde" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "instancias" ADD COLUMN "inscripcion_hasta" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "inscriptos" ADD COLUMN "revision_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inscriptos" ADD COLUMN "revision_reenviado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inscriptos" ADD COLUMN "prorroga_vence" date;--> statement-breakpoint
ALTER TABLE "requisito_historial" ADD CONSTRAINT "requisito_historial_inscripto_id_inscriptos_id_fk" FOREIGN KEY ("inscripto_id") REFERENCES "public"."inscriptos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_historial" ADD CONSTRAINT "requisito_historial_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_revisiones" ADD CONSTRAINT "requisito_revisiones_inscripto_id_inscriptos_id_fk" FOREIGN KEY ("inscripto_id") REFERENCES "public"."inscriptos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisito_revisiones" ADD CONSTRAINT "requisito_revisiones_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_carrera_id_carreras_id_fk" FOREIGN KEY ("carrera_id") REFERENCES "public"."carreras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_instancia_id_instancias_id_fk" FOREIGN KEY ("instancia_id") REFERENCES "public"."instancias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisito_historial_inscripto_idx" ON "requisito_historial" USING btree ("inscripto_id","created_at");--> statement-breakpoint
CREATE INDEX "requisito_historial_codigo_idx" ON "requisito_historial" USING btree ("codigo","estado_despues");--> statement-breakpoint
CREATE INDEX "requisitos_instancia_idx" ON "requisitos" USING btree ("instancia_id");--> statement-breakpoint
CREATE INDEX "requisitos_carrera_idx" ON "requisitos" USING btree ("carrera_id");--> statement-breakpoint
CREATE INDEX "inscriptos_por_revisar_idx" ON "inscriptos" USING btree ("instancia_id","revision_desde") WHERE "inscriptos"."revision_desde" is not null;--> statement-breakpoint
CREATE INDEX "inscriptos_reenviados_idx" ON "inscriptos" USING btree ("instancia_id","revision_desde") WHERE "inscriptos"."revision_reenviado";--> statement-breakpoint
CREATE INDEX "inscriptos_prorroga_idx" ON "inscriptos" USING btree ("instancia_id","prorroga_vence") WHERE "inscriptos"."prorroga_vence" is not null;--> statement-breakpoint
ALTER TABLE "instancias" ADD CONSTRAINT "instancias_inscripcion_check" CHECK ("instancias"."inscripcion_hasta" >= "instancias"."inscripcion_desde");