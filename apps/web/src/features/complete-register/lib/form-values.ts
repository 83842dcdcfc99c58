/**
 * The wizard's form values: the shape of `wizardSchema`'s input (seed 000,
 * "Wizard form values"), held as strings because inputs, selects and local
 * storage all speak strings. The shared schema turns them into numbers.
 */
export type YesNo = '' | '1' | '0';

export interface PersonaValues {
  nombre: string;
  apellido: string;
  tipo_documento: string;
  numero_documento: string;
  /** Masked 99-99999999-9; the schema drops the hyphens. */
  cuit: string;
  /** YYYY-MM-DD */
  fecha_nacimiento: string;
  lugar_nacimiento: string;
  pais_id: string;
  nacionalidad_id: string;
  genero_id: string;
  tipo_sangre: string;
  estado_civil: string;
  hijos: string;
  direccion: string;
  piso: string;
  departamento: string;
  provincia: string;
  localidad: string;
  telefono: string;
  celular: string;
  email: string;
}

export interface DiscapacidadValues {
  discapacidad_id: string;
  certificado: 1;
  numero_certificado: string;
}

export interface EstudioSecundarioValues {
  escuela_id: string;
  pais_id: string;
  pais: string;
  provincia: string;
  localidad: string;
  colegio: string;
  direccion_colegio: string;
  tipo_colegio: string;
  orientacion: string;
  anio_graduacion: string;
  anios_cursados: string;
}

export interface OtroEstudioValues {
  nivel_estudio_id: string;
  nombre: string;
  establecimiento: string;
  estado_estudio_id: string;
}

export interface WizardFormValues {
  persona: PersonaValues;
  discapacidad: '1' | '0';
  discapacidades: DiscapacidadValues[];
  estudio_secundario: EstudioSecundarioValues;
  otros_estudios: OtroEstudioValues[];
  lenguajes: Array<{ lenguaje_id: string }>;
  conocimientos: Array<{ conocimiento_id: string }>;
  situacion_laboral: {
    trabaja_actualmente: YesNo;
    ocupacion: string;
    cargo: string;
    empresa: string;
    horas_semanales: string;
    relacion_carrera: string;
  };
  situacion_madre: { vive: YesNo; nivel_estudio_id_madre: string; ocupacion_madre: string };
  situacion_padre: { vive: YesNo; nivel_estudio_id_padre: string; ocupacion_padre: string };
  situacion_conyuge: {
    concubinato_matrimonio: YesNo;
    nivel_estudio_id_concubinato: string;
    ocupacion_concubinato: string;
  };
  carrera_id: string;
}

export function emptyWizardValues(email = ''): WizardFormValues {
  return {
    persona: {
      nombre: '',
      apellido: '',
      tipo_documento: '',
      numero_documento: '',
      cuit: '',
      fecha_nacimiento: '',
      lugar_nacimiento: '',
      pais_id: '',
      nacionalidad_id: '',
      genero_id: '',
      tipo_sangre: '',
      estado_civil: '',
      hijos: '',
      direccion: '',
      piso: '',
      departamento: '',
      provincia: '',
      localidad: '',
      telefono: '',
      celular: '',
      email,
    },
    discapacidad: '0',
    discapacidades: [],
    estudio_secundario: {
      escuela_id: '',
      pais_id: '',
      pais: '',
      provincia: '',
      localidad: '',
      colegio: '',
      direccion_colegio: '',
      tipo_colegio: '',
      orientacion: '',
      anio_graduacion: '',
      anios_cursados: '',
    },
    otros_estudios: [],
    lenguajes: [],
    conocimientos: [],
    situacion_laboral: {
      trabaja_actualmente: '',
      ocupacion: '',
      cargo: '',
      empresa: '',
      horas_semanales: '',
      relacion_carrera: '',
    },
    situacion_madre: { vive: '', nivel_estudio_id_madre: '', ocupacion_madre: '' },
    situacion_padre: { vive: '', nivel_estudio_id_padre: '', ocupacion_padre: '' },
    situacion_conyuge: { concubinato_matrimonio: '', nivel_estudio_id_concubinato: '', ocupacion_concubinato: '' },
    carrera_id: '',
  };
}

/**
 * Values read back from local storage, laid over empty ones: a stored object
 * from an older version or edited by hand cannot leave a field undefined.
 */
export function mergeStoredValues(stored: unknown, base: WizardFormValues): WizardFormValues {
  if (typeof stored !== 'object' || stored === null) return base;
  const s = stored as Partial<Record<keyof WizardFormValues, unknown>>;
  const obj = <T extends object>(value: unknown, fallback: T): T =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...fallback, ...(value as Partial<T>) } : fallback;
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  return {
    persona: obj(s.persona, base.persona),
    discapacidad: s.discapacidad === '1' ? '1' : '0',
    discapacidades: list(s.discapacidades),
    estudio_secundario: obj(s.estudio_secundario, base.estudio_secundario),
    otros_estudios: list(s.otros_estudios),
    lenguajes: list(s.lenguajes),
    conocimientos: list(s.conocimientos),
    situacion_laboral: obj(s.situacion_laboral, base.situacion_laboral),
    situacion_madre: obj(s.situacion_madre, base.situacion_madre),
    situacion_padre: obj(s.situacion_padre, base.situacion_padre),
    situacion_conyuge: obj(s.situacion_conyuge, base.situacion_conyuge),
    carrera_id: typeof s.carrera_id === 'string' ? s.carrera_id : '',
  };
}
