CREATE TABLE "mail_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" varchar(255) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text,
	"html" text,
	"inscripto_id" integer,
	"persona_id" integer,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" varchar(64),
	"last_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_inscripto_id_inscriptos_id_fk" FOREIGN KEY ("inscripto_id") REFERENCES "public"."inscriptos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("id") WHERE "mail_queue"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_queue_inscripto_idx" ON "mail_queue" USING btree ("inscripto_id") WHERE "mail_queue"."inscripto_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_queue_persona_idx" ON "mail_queue" USING btree ("persona_id") WHERE "mail_queue"."persona_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_queue_created_idx" ON "mail_queue" USING btree ("created_at");