import { dataFormPersonaResponseSchema } from '../persona.js';
import { signedIn } from './access.js';
import { route } from './route.js';

/** The reference data of the profile wizard (seed 000 section 3), in one round trip. */
const tag = 'personas';

export const getDataFormPersona = route({
  operationId: 'getDataFormPersona',
  method: 'GET',
  path: '/api/data-form-persona',
  access: signedIn('combos del asistente'),
  tag,
  summary: 'Combos del formulario de datos personales',
  description:
    'generos, nacionalidades, paises, discapacidades, escuelas, niveles_estudio, estados_estudio, lenguajes, conocimientos, carreras (elegibles), provincias, localidades, documentos (tipos de documento), tiposangre, estadoscivil, documentos_requeridos y roles; cada entrada {id, descripcion} salvo escuelas y localidades.',
  responses: { 200: dataFormPersonaResponseSchema },
  examples: {
    responses: {
      200: {
        combos: {
          generos: [{ id: 1, descripcion: 'Femenino' }],
          nacionalidades: [{ id: 1, descripcion: 'Argentina' }],
          paises: [{ id: 1, descripcion: 'Argentina' }],
          discapacidades: [{ id: 2, descripcion: 'Visual' }],
          escuelas: [{ id: 140, nombre: 'E.E.S. N° 1', localidad: 'Tigre', jurisdiccion: 'Buenos Aires', tipo_colegio: 'Estatal' }],
          niveles_estudio: [{ id: 1, descripcion: 'Secundario' }],
          estados_estudio: [{ id: 1, descripcion: 'Completo' }],
          lenguajes: [{ id: 1, descripcion: 'Inglés' }],
          conocimientos: [{ id: 1, descripcion: 'Office' }],
          carreras: [{ id: 2, descripcion: 'Ingeniería en Sistemas' }],
          provincias: [{ id: 6, descripcion: 'Buenos Aires' }],
          localidades: [{ id: 60_861, descripcion: 'Tigre', provincia_id: 6 }],
          documentos: [{ id: 'dni', descripcion: 'DNI' }],
          tiposangre: [{ id: 'a+', descripcion: 'A+' }],
          estadoscivil: [{ id: 'soltero', descripcion: 'Soltero/a' }],
          documentos_requeridos: [
            { id: 'dni_frente', descripcion: 'DNI (frente)', condicion: null },
            { id: 'cud', descripcion: 'Certificado Único de Discapacidad (CUD)', condicion: 'discapacidad' },
          ],
          roles: [{ id: 2, descripcion: 'User', name: 'user' }],
        },
      },
    },
  },
});

export const combosRoutes = [getDataFormPersona] as const;
