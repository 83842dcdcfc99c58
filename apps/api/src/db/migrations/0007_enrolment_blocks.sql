CREATE TABLE "inscriptos_por_bloque" (
	"instancia_id" integer NOT NULL,
	"estado_id" smallint NOT NULL,
	"bloque" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "inscriptos_por_bloque_instancia_id_estado_id_bloque_pk" PRIMARY KEY("instancia_id","estado_id","bloque")
);
