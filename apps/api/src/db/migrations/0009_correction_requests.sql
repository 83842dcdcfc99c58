CREATE TABLE "correcciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "correcciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"persona_id" integer NOT NULL,
	"campo" varchar(40) NOT NULL,
	"valor_actual" varchar(255) NOT NULL,
	"valor_propuesto" varchar(255) NOT NULL,
	"motivo" varchar(1000) NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"respuesta" varchar(1000),
	"created_by" integer,
	"resuelta_por" integer,
	"resuelta_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correcciones_estado_valid" CHECK ("correcciones"."estado" in ('pendiente', 'aplicada', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "correcciones" ADD CONSTRAINT "correcciones_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones" ADD CONSTRAINT "correcciones_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones" ADD CONSTRAINT "correcciones_resuelta_por_users_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correcciones_abierta_unique" ON "correcciones" USING btree ("persona_id","campo") WHERE "correcciones"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "correcciones_estado_idx" ON "correcciones" USING btree ("estado","created_at");