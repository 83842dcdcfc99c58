-- The report refreshes look their rows up by key (the ids of the accounts, personas and
-- enrolments a write touched), and keep one generic plan per session (migration 0027). That
-- plan is made on the statistics of the first call: inside one long transaction that loads
-- many rows (a restore, a bulk load) the statistics stay those of a nearly empty database, and
-- PostgreSQL planned to read `files` and `situaciones_laborales` whole for every refresh, so a
-- restore grew with the square of its rows (20 000 enrollees, 41 s; issue 20, decision 355,
-- docs/performance.md §24.3). Planned with sequential scans off, each lookup goes through its
-- index whatever the statistics say; a full rebuild (every id) also reads by index, in time
-- that grows with the rows.
ALTER FUNCTION "reporte_personas_refrescar"(integer[]) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION "reporte_cuentas_refrescar"(integer[]) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION "reporte_decisiones_refrescar"(integer[]) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION "reporte_observaciones_refrescar"(integer[]) SET enable_seqscan = off;
