-- Trigram matching for the staff's DNI search (a substring, LIKE '%digits%'), which a
-- b-tree cannot serve. pg_trgm is a trusted extension (PostgreSQL 13+): the database
-- owner may create it without superuser. PGlite loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
