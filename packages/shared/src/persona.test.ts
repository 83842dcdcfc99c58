import { describe, expect, it } from 'vitest';
import {
  cuitCheckDigit,
  detectUploadType,
  discapacidadAddError,
  formatCuit,
  isValidCuit,
  missingDocuments,
  personaContactSchema,
  personaMsg,
  personaSchema,
  requiredDocuments,
  situacionLaboralSchema,
  uploadMsg,
  UPLOAD_MAX_BYTES,
  wizardSchema,
  wizardStep0Schema,
  wizardStep1Schema,
  wizardStep2Schema,
} from './persona.js';
import { msg } from './messages.js';

const DNI = '30111222';
// 20-30111222-0: the verification digit of 2030111222 is 0.
const CUIT = '20301112220';

function persona(over: Record<string, unknown> = {}) {
  return {
    nombre: 'María',
    apellido: 'Gómez',
    tipo_documento: 'dni',
    numero_documento: DNI,
    cuit: CUIT,
    fecha_nacimiento: '2004-03-15',
    lugar_nacimiento: 'Tigre',
    pais_id: '1',
    nacionalidad_id: '1',
    genero_id: '1',
    tipo_sangre: 'o+',
    estado_civil: 'soltero',
    hijos: '0',
    direccion: 'Av. Siempre Viva 742',
    piso: '',
    departamento: '',
    provincia: 'Buenos Aires',
    localidad: 'General Pacheco',
    telefono: '',
    celular: '1155556666',
    email: 'maria.gomez@correo.test',
    ...over,
  };
}

function wizard(over: Record<string, unknown> = {}) {
  return {
    persona: persona(),
    discapacidad: '0',
    discapacidades: [],
    estudio_secundario: {
      escuela_id: '1',
      orientacion: 'Técnico electromecánico',
      anio_graduacion: '2022',
      anios_cursados: '6',
    },
    otros_estudios: [],
    lenguajes: [{ lenguaje_id: '1' }],
    conocimientos: [],
    situacion_laboral: { trabaja_actualmente: '0', ocupacion: '', cargo: '', empresa: '', horas_semanales: 0, relacion_carrera: '' },
    situacion_madre: { vive: '0', nivel_estudio_id_madre: '', ocupacion_madre: '' },
    situacion_padre: { vive: '0', nivel_estudio_id_padre: '', ocupacion_padre: '' },
    situacion_conyuge: { concubinato_matrimonio: '0', nivel_estudio_id_concubinato: '', ocupacion_concubinato: '' },
    ...over,
  };
}

/** Errors of a failed parse keyed by dotted path. */
function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string[]> = {};
  for (const i of result.error?.issues ?? []) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

describe('CUIT/CUIL', () => {
  it.each([
    ['33693450239', true], // AFIP's own CUIT
    ['20301112220', true],
    ['20301112221', false],
    ['2030111222', false],
    ['23301112229', false], // remainder 1: no digit is valid for this prefix and number
    ['abcdefghijk', false],
  ])('%s valid: %s', (cuit, valid) => {
    expect(isValidCuit(cuit)).toBe(valid);
  });

  it('computes the mod-11 digit and formats the mask', () => {
    expect(cuitCheckDigit('3369345023')).toBe(9);
    expect(cuitCheckDigit('2330111222')).toBeNull();
    expect(formatCuit('20301112220')).toBe('20-30111222-0');
  });
});

describe('persona rules (wizard step 0, PUT /api/personas/{id})', () => {
  it('accepts a realistic persona, coercing form strings', () => {
    const r = personaSchema.safeParse(persona({ piso: '3', departamento: 'B', telefono: '47401234', cuit: '20-30111222-0' }));
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      numero_documento: DNI,
      cuit: CUIT,
      pais_id: 1,
      hijos: 0,
      piso: 3,
      departamento: 'B',
      telefono: '47401234',
    });
  });

  it('turns blank optional fields into null', () => {
    const r = personaSchema.parse(persona());
    expect(r).toMatchObject({ piso: null, departamento: null, telefono: null });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['nombre missing', { nombre: undefined }, 'nombre', personaMsg.nombreRequired],
    ['nombre blank', { nombre: '   ' }, 'nombre', personaMsg.nombreRequired],
    ['nombre too long', { nombre: 'a'.repeat(256) }, 'nombre', 'El campo no debe exceder 255 caracteres.'],
    ['apellido missing', { apellido: '' }, 'apellido', personaMsg.apellidoRequired],
    ['apellido too long', { apellido: 'a'.repeat(256) }, 'apellido', 'El campo no debe exceder 255 caracteres.'],
    ['tipo_documento missing', { tipo_documento: '' }, 'tipo_documento', msg.required],
    ['tipo_documento unknown', { tipo_documento: 'cedula_x' }, 'tipo_documento', personaMsg.tipoDocumentoInvalid],
    ['numero_documento missing', { numero_documento: '' }, 'numero_documento', msg.required],
    ['numero_documento 7 digits', { numero_documento: '3011122' }, 'numero_documento', 'El número debe tener 8 dígitos'],
    ['numero_documento 9 digits', { numero_documento: '301112223' }, 'numero_documento', 'El número debe tener 8 dígitos'],
    ['numero_documento letters', { numero_documento: '3011122a' }, 'numero_documento', 'El número debe tener 8 dígitos'],
    ['numero_documento decimal', { numero_documento: 3011122.5 }, 'numero_documento', 'El número debe tener 8 dígitos'],
    ['cuit missing', { cuit: '' }, 'cuit', msg.required],
    ['cuit 10 digits', { cuit: '2030111222' }, 'cuit', personaMsg.cuitLength],
    ['cuit bad check digit', { cuit: '20301112221' }, 'cuit', personaMsg.cuitInvalid],
    ['cuit of another document', { cuit: '33693450239' }, 'cuit', personaMsg.cuitMismatch],
    ['fecha_nacimiento missing', { fecha_nacimiento: '' }, 'fecha_nacimiento', msg.required],
    ['fecha_nacimiento not a date', { fecha_nacimiento: '15/03/2004' }, 'fecha_nacimiento', personaMsg.dateInvalid],
    ['fecha_nacimiento impossible', { fecha_nacimiento: '2004-02-30' }, 'fecha_nacimiento', personaMsg.dateInvalid],
    ['fecha_nacimiento future', { fecha_nacimiento: '2999-01-01' }, 'fecha_nacimiento', personaMsg.birthDateFuture],
    ['lugar_nacimiento missing', { lugar_nacimiento: '' }, 'lugar_nacimiento', msg.required],
    ['pais_id missing', { pais_id: '' }, 'pais_id', 'El país es obligatorio.'],
    ['pais_id none', { pais_id: '-1' }, 'pais_id', 'El país es obligatorio.'],
    ['nacionalidad_id missing', { nacionalidad_id: null }, 'nacionalidad_id', 'La nacionalidad es obligatoria.'],
    ['genero_id missing', { genero_id: undefined }, 'genero_id', 'El género es obligatorio.'],
    ['genero_id text', { genero_id: 'x' }, 'genero_id', 'El género es obligatorio.'],
    ['tipo_sangre missing', { tipo_sangre: '' }, 'tipo_sangre', msg.required],
    ['tipo_sangre unknown', { tipo_sangre: 'ab+' }, 'tipo_sangre', personaMsg.tipoSangreInvalid],
    ['estado_civil unknown', { estado_civil: 'separado' }, 'estado_civil', personaMsg.estadoCivilInvalid],
    ['hijos missing', { hijos: '' }, 'hijos', msg.required],
    ['hijos negative', { hijos: '-1' }, 'hijos', personaMsg.invalid],
    ['hijos decimal', { hijos: '1.5' }, 'hijos', personaMsg.invalid],
    ['direccion missing', { direccion: '' }, 'direccion', msg.required],
    ['direccion too long', { direccion: 'a'.repeat(256) }, 'direccion', 'El campo no debe exceder 255 caracteres.'],
    ['piso zero', { piso: '0' }, 'piso', personaMsg.invalid],
    ['piso text', { piso: 'PB' }, 'piso', personaMsg.invalid],
    ['departamento too long', { departamento: 'ABCDEF' }, 'departamento', 'El campo no debe exceder 5 caracteres.'],
    ['provincia missing', { provincia: '' }, 'provincia', msg.required],
    ['provincia none', { provincia: '-1' }, 'provincia', msg.required],
    ['provincia too long', { provincia: 'a'.repeat(101) }, 'provincia', 'El campo no debe exceder 100 caracteres.'],
    ['localidad none', { localidad: -1 }, 'localidad', msg.required],
    ['telefono text', { telefono: '47-40' }, 'telefono', personaMsg.invalid],
    ['telefono zero', { telefono: '0' }, 'telefono', personaMsg.invalid],
    ['celular missing', { celular: '' }, 'celular', msg.required],
    ['celular 9 digits', { celular: '115555666' }, 'celular', personaMsg.celular],
    ['celular 11 digits', { celular: '11555566667' }, 'celular', personaMsg.celular],
    ['email missing', { email: '' }, 'email', 'El Email es requerido.'],
    ['email malformed', { email: 'maria@' }, 'email', msg.login.emailFormat],
  ])('%s', (_name, over, field, message) => {
    const r = personaSchema.safeParse(persona(over));
    expect(r.success).toBe(false);
    expect(errorsOf(r)[field]).toContain(message);
  });

  it('reports the CUIT mismatch together with other field errors', () => {
    const r = personaSchema.safeParse(persona({ nombre: '', cuit: '33693450239' }));
    const e = errorsOf(r);
    expect(e.nombre).toEqual([personaMsg.nombreRequired]);
    expect(e.cuit).toEqual([personaMsg.cuitMismatch]);
  });

  it('accepts numbers for digit fields', () => {
    const r = personaSchema.parse(persona({ numero_documento: 30111222, celular: 1155556666, cuit: 20301112220 }));
    expect(r.numero_documento).toBe(DNI);
    expect(r.celular).toBe('1155556666');
  });
});

describe('contact form', () => {
  it.each<[Record<string, unknown>, string, string | null]>([
    [{ telefono: '', celular: '1155556666', email: 'a@b.co' }, '', null],
    [{ celular: '11', email: 'a@b.co' }, 'celular', personaMsg.celular],
    [{ celular: '1155556666', email: '' }, 'email', personaMsg.emailRequired],
    [{ telefono: 'x', celular: '1155556666', email: 'a@b.co' }, 'telefono', personaMsg.invalid],
  ])('%j → %s', (input, field, message) => {
    const r = personaContactSchema.safeParse(input);
    if (message === null) expect(r.success).toBe(true);
    else expect(errorsOf(r)[field]).toContain(message);
  });
});

describe('disability (wizard step 0)', () => {
  it('needs at least one entry when chosen', () => {
    const r = wizardStep0Schema.safeParse({ persona: persona(), discapacidad: true, discapacidades: [] });
    expect(errorsOf(r).discapacidades).toEqual([personaMsg.discapacidadAtLeastOne]);
  });

  it('reports the disability rule next to persona errors', () => {
    const r = wizardStep0Schema.safeParse({ persona: persona({ apellido: '' }), discapacidad: '1' });
    const e = errorsOf(r);
    expect(e['persona.apellido']).toEqual([personaMsg.apellidoRequired]);
    expect(e.discapacidades).toEqual([personaMsg.discapacidadAtLeastOne]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ discapacidad_id: '2', numero_certificado: '12a' }, 'discapacidades.0.numero_certificado', personaMsg.certificadoDigits],
    [{ discapacidad_id: '2', numero_certificado: '' }, 'discapacidades.0.numero_certificado', msg.required],
    [{ discapacidad_id: '-1', numero_certificado: '123' }, 'discapacidades.0.discapacidad_id', msg.required],
    [{ discapacidad_id: '2', numero_certificado: '123', certificado: 0 }, 'discapacidades.0.certificado', personaMsg.invalid],
  ])('entry %j → %s', (entry, field, message) => {
    const r = wizardStep0Schema.safeParse({ persona: persona(), discapacidad: true, discapacidades: [entry] });
    expect(errorsOf(r)[field]).toContain(message);
  });

  it('refuses the same type twice', () => {
    const entry = { discapacidad_id: 2, numero_certificado: '123' };
    const r = wizardStep0Schema.safeParse({ persona: persona(), discapacidad: true, discapacidades: [entry, entry] });
    expect(errorsOf(r)['discapacidades.1.discapacidad_id']).toEqual([personaMsg.discapacidadRepeated]);
  });

  it('keeps entries with certificado 1 when chosen and drops them when not', () => {
    const entries = [{ discapacidad_id: '2', numero_certificado: '0012345' }];
    expect(wizardStep0Schema.parse({ persona: persona(), discapacidad: '1', discapacidades: entries }).discapacidades).toEqual([
      { discapacidad_id: 2, certificado: 1, numero_certificado: '0012345' },
    ]);
    expect(wizardStep0Schema.parse({ persona: persona(), discapacidad: false, discapacidades: entries }).discapacidades).toEqual([]);
  });

  it.each<[Record<string, unknown>, string | null]>([
    [{ discapacidad_id: '-1', numero_certificado: '1' }, personaMsg.discapacidadAddIncomplete],
    [{ discapacidad_id: '3', numero_certificado: '' }, personaMsg.discapacidadAddIncomplete],
    [{ discapacidad_id: '3', numero_certificado: '12.3' }, personaMsg.certificadoDigits],
    [{ discapacidad_id: '3', numero_certificado: '123' }, null],
  ])('add button %j → %s', (entry, message) => {
    expect(discapacidadAddError(entry)).toBe(message);
  });
});

describe('education (wizard step 1)', () => {
  const step1 = (es: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
    wizardStep1Schema.safeParse({
      estudio_secundario: { escuela_id: 1, orientacion: 'Bachiller', anio_graduacion: '2020', anios_cursados: '5', ...es },
      ...rest,
    });

  it('with a listed school needs no manual fields and drops them', () => {
    const r = step1({ colegio: 'ignored' });
    expect(r.success).toBe(true);
    expect(r.data?.estudio_secundario).toMatchObject({ escuela_id: 1, colegio: null, anio_graduacion: 2020 });
  });

  it('"No encuentro mi escuela" (-1) requires every manual field', () => {
    const e = errorsOf(step1({ escuela_id: '-1' }));
    for (const f of ['pais', 'provincia', 'localidad', 'colegio', 'direccion_colegio', 'tipo_colegio']) {
      expect(e[`estudio_secundario.${f}`]).toEqual([msg.required]);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['pais > 100', { pais: 'a'.repeat(101) }, 'pais', 'El campo no debe exceder 100 caracteres.'],
    ['provincia > 100', { provincia: 'a'.repeat(101) }, 'provincia', 'El campo no debe exceder 100 caracteres.'],
    ['localidad > 100', { localidad: 'a'.repeat(101) }, 'localidad', 'El campo no debe exceder 100 caracteres.'],
    ['colegio > 150', { colegio: 'a'.repeat(151) }, 'colegio', 'El campo no debe exceder 150 caracteres.'],
    ['direccion_colegio > 150', { direccion_colegio: 'a'.repeat(151) }, 'direccion_colegio', 'El campo no debe exceder 150 caracteres.'],
    ['tipo_colegio > 100', { tipo_colegio: 'a'.repeat(101) }, 'tipo_colegio', 'El campo no debe exceder 100 caracteres.'],
  ])('manual school: %s', (_n, over, field, message) => {
    const manual = {
      escuela_id: -1,
      pais: 'Argentina',
      provincia: 'Buenos Aires',
      localidad: 'Tigre',
      colegio: 'EEST 9',
      direccion_colegio: 'Calle 1 123',
      tipo_colegio: 'Pública',
    };
    expect(errorsOf(step1({ ...manual, ...over }))[`estudio_secundario.${field}`]).toEqual([message]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['escuela_id missing', { escuela_id: '' }, 'escuela_id', msg.required],
    ['orientacion missing', { orientacion: '' }, 'orientacion', msg.required],
    ['orientacion > 150', { orientacion: 'a'.repeat(151) }, 'orientacion', 'El campo no debe exceder 150 caracteres.'],
    ['anio_graduacion missing', { anio_graduacion: '' }, 'anio_graduacion', msg.required],
    ['anio_graduacion negative', { anio_graduacion: '-2020' }, 'anio_graduacion', personaMsg.invalid],
    ['anio_graduacion text', { anio_graduacion: 'dos mil' }, 'anio_graduacion', personaMsg.invalid],
    ['anios_cursados zero', { anios_cursados: '0' }, 'anios_cursados', personaMsg.invalid],
    ['anios_cursados missing', { anios_cursados: null }, 'anios_cursados', msg.required],
  ])('secondary school: %s', (_n, over, field, message) => {
    expect(errorsOf(step1(over))[`estudio_secundario.${field}`]).toContain(message);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ nombre: '' }, 'nombre', personaMsg.tituloRequired],
    [{ nombre: 'a'.repeat(151) }, 'nombre', 'El campo no debe exceder 150 caracteres.'],
    [{ establecimiento: '' }, 'establecimiento', personaMsg.establecimientoRequired],
    [{ establecimiento: 'a'.repeat(151) }, 'establecimiento', 'El campo no debe exceder 150 caracteres.'],
    [{ nivel_estudio_id: '' }, 'nivel_estudio_id', personaMsg.nivelEstudioRequired],
    [{ estado_estudio_id: '-1' }, 'estado_estudio_id', personaMsg.estadoEstudioRequired],
  ])('other studies %j → %s', (over, field, message) => {
    const entry = { nivel_estudio_id: '3', nombre: 'Técnico en informática', establecimiento: 'ISFT 1', estado_estudio_id: '1', ...over };
    expect(errorsOf(step1({}, { otros_estudios: [entry] }))[`otros_estudios.0.${field}`]).toContain(message);
  });

  it('the titulo message names the field titulo', () => {
    expect(personaMsg.tituloRequired).toBe('Título es requerido');
  });

  it('keeps each language and knowledge once, as numbers', () => {
    const r = step1(
      {},
      { lenguajes: [{ lenguaje_id: '1' }, { lenguaje_id: 1 }, { lenguaje_id: '2' }], conocimientos: [{ conocimiento_id: '4' }] },
    );
    expect(r.data?.lenguajes).toEqual([{ lenguaje_id: 1 }, { lenguaje_id: 2 }]);
    expect(r.data?.conocimientos).toEqual([{ conocimiento_id: 4 }]);
  });

  it('refuses a language without id', () => {
    expect(errorsOf(step1({}, { lenguajes: [{ lenguaje_id: '' }] }))['lenguajes.0.lenguaje_id']).toEqual([msg.required]);
  });
});

describe('job situation (wizard step 2, PUT /api/situacion-laboral/{id})', () => {
  const working = {
    trabaja_actualmente: '1',
    ocupacion: 'Técnico',
    cargo: 'Operario',
    empresa: 'Acme SA',
    horas_semanales: '40',
    relacion_carrera: 'Parcial',
  };

  it('accepts a job and keeps horas_semanales as text', () => {
    expect(situacionLaboralSchema.parse(working)).toEqual({ ...working, trabaja_actualmente: 1 });
  });

  it('not working clears the five fields (horas 0)', () => {
    expect(situacionLaboralSchema.parse({ ...working, trabaja_actualmente: '0' })).toEqual({
      trabaja_actualmente: 0,
      ocupacion: '',
      cargo: '',
      empresa: '',
      horas_semanales: '0',
      relacion_carrera: '',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['trabaja missing', { trabaja_actualmente: undefined }, 'trabaja_actualmente', personaMsg.estadoLaboral],
    ['trabaja other', { trabaja_actualmente: '2' }, 'trabaja_actualmente', personaMsg.estadoLaboral],
    ['ocupacion missing', { ocupacion: '' }, 'ocupacion', 'La ocupación es requerida.'],
    ['ocupacion > 150', { ocupacion: 'a'.repeat(151) }, 'ocupacion', 'El campo no debe exceder 150 caracteres.'],
    ['cargo missing', { cargo: ' ' }, 'cargo', 'El cargo es requerido.'],
    ['cargo > 150', { cargo: 'a'.repeat(151) }, 'cargo', 'El campo no debe exceder 150 caracteres.'],
    ['empresa missing', { empresa: null }, 'empresa', 'La empresa es requerida.'],
    ['empresa > 150', { empresa: 'a'.repeat(151) }, 'empresa', 'El campo no debe exceder 150 caracteres.'],
    ['horas missing', { horas_semanales: '' }, 'horas_semanales', 'Las horas semanales son requeridas.'],
    ['horas text', { horas_semanales: 'cuarenta' }, 'horas_semanales', 'El dato ingresado debe ser numérico.'],
    ['horas zero', { horas_semanales: '0' }, 'horas_semanales', 'Por favor, ingrese un dato válido.'],
    ['horas negative', { horas_semanales: '-5' }, 'horas_semanales', 'Por favor, ingrese un dato válido.'],
    ['horas beyond a week', { horas_semanales: 200 }, 'horas_semanales', 'Por favor, ingrese un dato válido.'],
    ['relacion missing', { relacion_carrera: '' }, 'relacion_carrera', 'La relación con la carrera es requerida.'],
    ['relacion unknown', { relacion_carrera: 'Mucha' }, 'relacion_carrera', personaMsg.invalid],
  ])('%s', (_n, over, field, message) => {
    expect(errorsOf(situacionLaboralSchema.safeParse({ ...working, ...over }))[field]).toContain(message);
  });
});

describe('family (wizard step 2): details required only on Si, compared as strings', () => {
  const step2 = (over: Record<string, unknown>) => {
    const w = wizard(over);
    return wizardStep2Schema.safeParse({
      situacion_laboral: w.situacion_laboral,
      situacion_madre: w.situacion_madre,
      situacion_padre: w.situacion_padre,
      situacion_conyuge: w.situacion_conyuge,
    });
  };

  it.each<[string, string, string, string]>([
    ['situacion_madre', 'vive', 'nivel_estudio_id_madre', 'ocupacion_madre'],
    ['situacion_padre', 'vive', 'nivel_estudio_id_padre', 'ocupacion_padre'],
    ['situacion_conyuge', 'concubinato_matrimonio', 'nivel_estudio_id_concubinato', 'ocupacion_concubinato'],
  ])('%s', (block, answer, nivel, ocupacion) => {
    // The string '1' (what the radio sends) triggers the requirement.
    const yesEmpty = errorsOf(step2({ [block]: { [answer]: '1', [nivel]: '', [ocupacion]: '' } }));
    expect(yesEmpty[`${block}.${nivel}`]).toEqual([msg.required]);
    expect(yesEmpty[`${block}.${ocupacion}`]).toEqual([msg.required]);
    const tooLong = errorsOf(step2({ [block]: { [answer]: 1, [nivel]: '2', [ocupacion]: 'a'.repeat(151) } }));
    expect(tooLong[`${block}.${ocupacion}`]).toEqual(['El campo no debe exceder 150 caracteres.']);
    expect(errorsOf(step2({ [block]: { [nivel]: '2' } }))[`${block}.${answer}`]).toEqual([msg.required]);

    const ok = step2({ [block]: { [answer]: '1', [nivel]: '2', [ocupacion]: 'Docente' } });
    expect(ok.success).toBe(true);
    expect((ok.data as any)[block]).toEqual({ [answer]: 1, [nivel]: 2, [ocupacion]: 'Docente' });
    const no = step2({ [block]: { [answer]: '0', [nivel]: '2', [ocupacion]: 'Docente' } });
    expect((no.data as any)[block]).toEqual({ [answer]: 0, [nivel]: null, [ocupacion]: null });
  });
});

describe('the whole wizard', () => {
  it('accepts the full payload and normalises it', () => {
    const r = wizardSchema.safeParse(wizard({ carrera_id: '3' }));
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      carrera_id: 3,
      discapacidad: false,
      discapacidades: [],
      otros_estudios: [],
      lenguajes: [{ lenguaje_id: 1 }],
      situacion_laboral: { trabaja_actualmente: 0, horas_semanales: '0' },
    });
  });

  it('carrera_id is optional', () => {
    expect(wizardSchema.parse(wizard()).carrera_id).toBeNull();
    expect(wizardSchema.parse(wizard({ carrera_id: '' })).carrera_id).toBeNull();
  });

  it('reports the errors of every step at once', () => {
    const e = errorsOf(
      wizardSchema.safeParse(
        wizard({
          persona: persona({ celular: '1' }),
          discapacidad: true,
          estudio_secundario: { escuela_id: -1, orientacion: 'x', anio_graduacion: 2020, anios_cursados: 5 },
          situacion_laboral: { trabaja_actualmente: '' },
        }),
      ),
    );
    expect(e['persona.celular']).toEqual([personaMsg.celular]);
    expect(e.discapacidades).toEqual([personaMsg.discapacidadAtLeastOne]);
    expect(e['estudio_secundario.colegio']).toEqual([msg.required]);
    expect(e['situacion_laboral.trabaja_actualmente']).toEqual([personaMsg.estadoLaboral]);
  });
});

describe('documents', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  it.each<[string, Uint8Array, string | null]>([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['WebP', new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['PDF', new TextEncoder().encode('%PDF-1.4\n'), 'application/pdf'],
    ['RIFF but WAVE', new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '), null],
    ['Windows executable', bytes(0x4d, 0x5a, 0x90, 0), null],
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['HTML', new TextEncoder().encode('<!doctype html><script>'), null],
    ['empty', bytes(), null],
    ['truncated PNG', bytes(0x89, 0x50, 0x4e), null],
  ])('%s → %s', (_n, head, type) => {
    expect(detectUploadType(head)).toBe(type);
  });

  it('has the seed limit and messages', () => {
    expect(UPLOAD_MAX_BYTES).toBe(2097152);
    expect(uploadMsg.oneFile).toBe('Por favor, suba un solo archivo.');
    expect(uploadMsg.tooBig).toBe('El peso del archivo supera 2MB. Por favor, suba otro archivo.');
  });

  it.each<[string[], { trabaja: any; discapacidad: any }, string[]]>([
    [[], { trabaja: 0, discapacidad: false }, ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico']],
    [['dni_frente', 'cuil', 'analitico'], { trabaja: '0', discapacidad: 0 }, ['dni_reverso', 'partida_nacimiento']],
    [
      ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'],
      { trabaja: '1', discapacidad: false },
      ['certificado_laboral'],
    ],
    [
      ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'],
      { trabaja: 1, discapacidad: true },
      ['certificado_laboral', 'cud'],
    ],
    [['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico', 'cud'], { trabaja: false, discapacidad: '1' }, []],
  ])('missing of %j with %j', (have, opts, missing) => {
    expect(missingDocuments(have, opts)).toEqual(missing);
  });

  it('requires at most 7 documents', () => {
    expect(requiredDocuments({ trabaja: true, discapacidad: true })).toHaveLength(7);
  });
});
