CREATE TABLE "wizard_draft_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wizard_draft_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wizard_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"values" jsonb,
	"welcome_seen" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estudios_secundarios" ALTER COLUMN "direccion_colegio" SET DATA TYPE varchar(150);--> statement-breakpoint
ALTER TABLE "wizard_draft_files" ADD CONSTRAINT "wizard_draft_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_drafts" ADD CONSTRAINT "wizard_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wizard_draft_files_user_name_unique" ON "wizard_draft_files" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wizard_draft_files_storage_key_unique" ON "wizard_draft_files" USING btree ("storage_key");