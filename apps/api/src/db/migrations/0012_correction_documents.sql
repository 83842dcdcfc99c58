ALTER TABLE "correcciones" ADD COLUMN "respaldo_key" varchar(255);--> statement-breakpoint
ALTER TABLE "correcciones" ADD COLUMN "respaldo_mime" varchar(100);--> statement-breakpoint
ALTER TABLE "correcciones" ADD COLUMN "respaldo_size" integer;--> statement-breakpoint
ALTER TABLE "correcciones" ADD COLUMN "respaldo_nombre" varchar(255);