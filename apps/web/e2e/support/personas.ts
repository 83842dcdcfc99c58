import { freshDocument } from './documents';

export interface WizardBodyOptions {
  nombre: string;
  apellido: string;
  email: string;
  /** Defaults to a fresh DNI with a CUIT of prefix 27. */
  document?: { dni: string; cuit: string };
  /** Working adds the work certificate to the required documents. */
  working?: boolean;
  nacionalidad_id?: string;
  lugar_nacimiento?: string;
  /** '' for none (staff registering a persona), '2' etc. for the career applied for. */
  carrera_id?: string;
}

/**
 * The body of POST /api/wizard-persona/: the wizard's four steps in one, with
 * values the staff specs read back (birth date, school, company, ...).
 */
export function wizardBody(options: WizardBodyOptions) {
  const { nombre, apellido, email, working = false, nacionalidad_id = '1', lugar_nacimiento = 'San Fernando', carrera_id = '' } = options;
  const { dni, cuit } = options.document ?? freshDocument();
  return {
    dni,
    body: {
      persona: {
        nombre,
        apellido,
        tipo_documento: 'dni',
        numero_documento: dni,
        cuit,
        fecha_nacimiento: '2004-03-15',
        lugar_nacimiento,
        pais_id: '1',
        nacionalidad_id,
        genero_id: '2',
        tipo_sangre: 'o+',
        estado_civil: 'soltero',
        hijos: '0',
        direccion: 'Av. Hipólito Yrigoyen 288',
        piso: '',
        departamento: '',
        provincia: 'Buenos Aires',
        localidad: 'General Pacheco',
        telefono: '',
        celular: '1155550000',
        email,
      },
      discapacidad: '0',
      discapacidades: [],
      estudio_secundario: {
        escuela_id: '1',
        pais_id: '',
        pais: '',
        provincia: '',
        localidad: '',
        colegio: '',
        direccion_colegio: '',
        tipo_colegio: '',
        orientacion: 'Bachiller en Ciencias Naturales',
        anio_graduacion: '2022',
        anios_cursados: '5',
      },
      otros_estudios: [],
      lenguajes: [{ lenguaje_id: '1' }],
      conocimientos: [],
      situacion_laboral: working
        ? {
            trabaja_actualmente: '1',
            ocupacion: 'Técnica de laboratorio',
            cargo: 'Asistente',
            empresa: 'Laboratorios del Sur SA',
            horas_semanales: '20',
            relacion_carrera: 'Parcial',
          }
        : { trabaja_actualmente: '0', ocupacion: '', cargo: '', empresa: '', horas_semanales: '0', relacion_carrera: '' },
      situacion_madre: { vive: '1', nivel_estudio_id_madre: '3', ocupacion_madre: 'Docente' },
      situacion_padre: { vive: '0', nivel_estudio_id_padre: '', ocupacion_padre: '' },
      situacion_conyuge: { concubinato_matrimonio: '0', nivel_estudio_id_concubinato: '', ocupacion_concubinato: '' },
      carrera_id,
    },
  };
}
