CREATE TABLE "inscriptos_por_estado" (
	"instancia_id" integer NOT NULL,
	"estado_id" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "inscriptos_por_estado_instancia_id_estado_id_pk" PRIMARY KEY("instancia_id","estado_id")
);
