-- Issue 15 (decisions 200-203). Hand-written data for migration review_requisitos.
-- 1. The registration window of every existing instancia: from its publication to its
--    fecha_fin, which is exactly when an applicant could enrol until now.
UPDATE "instancias" SET "inscripcion_desde" = "fecha_publicacion", "inscripcion_hasta" = "fecha_fin";
--> statement-breakpoint
-- 2. The faculty's default requirements (carrera and instancia null): the seven documents
--    and conditions that were fixed in code (BASE_REQUIRED_DOCUMENTS, requiredDocuments()).
INSERT INTO "requisitos" ("carrera_id", "instancia_id", "codigo", "nombre", "descripcion", "tipos", "obligatorio", "condicion", "orden") VALUES
  (NULL, NULL, 'dni_frente', 'DNI (frente)', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'siempre', 1),
  (NULL, NULL, 'dni_reverso', 'DNI (dorso)', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'siempre', 2),
  (NULL, NULL, 'cuil', 'Constancia de CUIL', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'siempre', 3),
  (NULL, NULL, 'partida_nacimiento', 'Partida de nacimiento', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'siempre', 4),
  (NULL, NULL, 'analitico', 'Certificado analítico del secundario', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'siempre', 5),
  (NULL, NULL, 'certificado_laboral', 'Certificado laboral', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'trabaja', 6),
  (NULL, NULL, 'cud', 'Certificado Único de Discapacidad (CUD)', '', '["image/jpeg","image/png","image/webp","application/pdf"]', true, 'discapacidad', 7);
--> statement-breakpoint
-- 3. A review row for each document an existing enrolment requires and has: an approved
--    enrolment's documents were accepted when it was approved; any other waits for staff.
--    file_version is versionOf(storage_key) of apps/api/src/lib/file-links.ts.
INSERT INTO "requisito_revisiones" ("inscripto_id", "codigo", "estado", "file_version", "desde")
SELECT i."id", f."name",
       CASE WHEN i."estado_id" = 2 THEN 'aceptado' ELSE 'pendiente' END,
       substr(translate(encode(sha256(convert_to(f."storage_key", 'UTF8')), 'base64'), '+/=', '-_'), 1, 16),
       greatest(f."created_at", i."created_at")
FROM "inscriptos" i
JOIN "personas" p ON p."id" = i."persona_id"
JOIN "files" f ON f."persona_id" = i."persona_id"
LEFT JOIN "situaciones_laborales" s ON s."persona_id" = p."id"
WHERE f."name" IN ('dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico')
   OR (f."name" = 'certificado_laboral' AND s."trabaja_actualmente" = 1)
   OR (f."name" = 'cud' AND p."discapacidad");
--> statement-breakpoint
UPDATE "inscriptos" i SET "revision_desde" = r."desde"
FROM (SELECT "inscripto_id", min("desde") AS "desde" FROM "requisito_revisiones" WHERE "estado" = 'pendiente' GROUP BY "inscripto_id") r
WHERE r."inscripto_id" = i."id";
