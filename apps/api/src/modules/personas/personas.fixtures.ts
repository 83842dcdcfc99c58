/**
 * Realistic wizard payloads for the API tests (as the web form sends them: strings).
 * Each call gets its own DNI, CUIT and e-mail so tests never collide.
 */
import { cuitCheckDigit } from '@ingreso/shared';

let sequence = 0;
// Each test file has its own database; within one, numbers only need to differ from each other.
const base = 30_000_000 + Math.floor(Math.random() * 8_000_000);

/** A fresh 8-digit DNI and a CUIT whose check digit exists and whose middle part is that DNI. */
export function freshDocument(): { dni: string; cuit: string } {
  for (;;) {
    sequence += 1;
    const dni = String(base + sequence);
    for (const prefix of ['20', '27', '23']) {
      const digit = cuitCheckDigit(prefix + dni);
      if (digit !== null) return { dni, cuit: `${prefix}${dni}${digit}` };
    }
  }
}

export function personaPayload(over: Record<string, unknown> = {}) {
  const { dni, cuit } = freshDocument();
  return {
    nombre: 'Lucía',
    apellido: 'Fernández',
    tipo_documento: 'dni',
    numero_documento: dni,
    cuit: `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`,
    fecha_nacimiento: '2005-06-21',
    lugar_nacimiento: 'San Fernando',
    pais_id: '1',
    nacionalidad_id: '1',
    genero_id: '1',
    tipo_sangre: 'a+',
    estado_civil: 'soltero',
    hijos: '0',
    direccion: 'Av. Hipólito Yrigoyen 288',
    piso: '2',
    departamento: 'B',
    provincia: 'Buenos Aires',
    localidad: 'General Pacheco',
    telefono: '47401234',
    celular: '1155550000',
    email: `lucia.${dni}.${sequence}@correo.test`,
    ...over,
  };
}

export function wizardPayload(over: Record<string, unknown> = {}) {
  return {
    persona: personaPayload(),
    discapacidad: '1',
    discapacidades: [{ discapacidad_id: '2', certificado: 1, numero_certificado: '00012345' }],
    estudio_secundario: {
      escuela_id: '1',
      pais_id: '',
      pais: '',
      provincia: '',
      localidad: '',
      colegio: '',
      direccion_colegio: '',
      tipo_colegio: '',
      orientacion: 'Técnico electromecánico',
      anio_graduacion: '2023',
      anios_cursados: '7',
    },
    otros_estudios: [{ nivel_estudio_id: '3', nombre: 'Técnico en programación', establecimiento: 'ISFT N° 179', estado_estudio_id: '1' }],
    lenguajes: [{ lenguaje_id: '1' }, { lenguaje_id: '2' }],
    conocimientos: [{ conocimiento_id: '2' }, { conocimiento_id: '4' }],
    situacion_laboral: {
      trabaja_actualmente: '1',
      ocupacion: 'Técnico de mantenimiento',
      cargo: 'Operario calificado',
      empresa: 'Metalúrgica del Norte SA',
      horas_semanales: '30',
      relacion_carrera: 'Parcial',
    },
    situacion_madre: { vive: '1', nivel_estudio_id_madre: '3', ocupacion_madre: 'Docente' },
    situacion_padre: { vive: '0', nivel_estudio_id_padre: '', ocupacion_padre: '' },
    situacion_conyuge: { concubinato_matrimonio: '0', nivel_estudio_id_concubinato: '', ocupacion_concubinato: '' },
    carrera_id: '2',
    ...over,
  };
}
