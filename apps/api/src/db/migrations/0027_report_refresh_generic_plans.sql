-- The report aggregates of 0025 are refreshed inside every write that changes them: a new
-- enrolment calls reporte_personas_refrescar for its persona. Its one big statement (the old
-- and new rows, the deltas and the per-day upserts) took Postgres' "custom plan" path on
-- every call: planned again for each one-element array, about 2.0 ms per enrolment on PGlite,
-- four fifths of the refresh and almost half of the whole enrolment insert (issue 20,
-- decision 195). With the plan made once per session and kept (a "generic" plan), the refresh
-- costs 0.5 ms. The plan does not depend on the array's size in a way that matters here: it
-- reads every table through the persona's or user's key, and a full rebuild with 60,000
-- personas on PostgreSQL took the same 2.3-3.3 s either way.
ALTER FUNCTION "reporte_personas_refrescar"(integer[]) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION "reporte_cuentas_refrescar"(integer[]) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION "reporte_decisiones_refrescar"(integer[]) SET plan_cache_mode = force_generic_plan;
