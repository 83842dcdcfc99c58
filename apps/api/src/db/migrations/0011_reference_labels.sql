-- Issue 14 §4 (decisions 126 and 127): reference labels as applicants and staff read them.
-- Blood types are written in capitals with a zero for group 0; the ids stay as stored.
UPDATE "tipos_sangre" SET "descripcion" = CASE "id"
  WHEN 'a+' THEN 'A+' WHEN 'a-' THEN 'A-' WHEN 'b+' THEN 'B+' WHEN 'b-' THEN 'B-'
  WHEN 'o+' THEN '0+' WHEN 'o-' THEN '0-' ELSE "descripcion" END;
--> statement-breakpoint
UPDATE "paises" SET "descripcion" = 'Perú' WHERE "id" = 7 AND "descripcion" = 'Peru';
--> statement-breakpoint
UPDATE "tipos_documento" SET "descripcion" = 'Libreta Cívica' WHERE "id" = 'lc' AND "descripcion" = 'Libreta Civica';
--> statement-breakpoint
UPDATE "tipos_documento" SET "descripcion" = 'Libreta de Enrolamiento' WHERE "id" = 'le' AND "descripcion" = 'Libreta Enrolamiento';
--> statement-breakpoint
-- One name per document on every screen (packages/shared DOCUMENT_LABELS).
UPDATE "documentos" SET "descripcion" = 'DNI (dorso)' WHERE "id" = 'dni_reverso';
--> statement-breakpoint
-- Career names staff have not renamed get their accents; a name staff changed is left alone.
UPDATE "carreras" SET "descripcion" = 'Ingeniería Civil' WHERE "id" = 2 AND "descripcion" = 'Ingenieria Civil';
--> statement-breakpoint
UPDATE "carreras" SET "descripcion" = 'Licenciatura en Organización Industrial' WHERE "id" = 6 AND "descripcion" = 'Licenciatura en Organizacion Industrial';
