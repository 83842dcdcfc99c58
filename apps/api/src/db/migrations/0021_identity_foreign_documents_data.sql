-- Issue 18 §4: the document types of foreign applicants (reference data, like migration 0001).
INSERT INTO "tipos_documento" ("id", "descripcion") VALUES
  ('pasaporte', 'Pasaporte'),
  ('dni_extranjero', 'DNI extranjero')
ON CONFLICT ("id") DO NOTHING;
