import type { PersonaResponse } from '../persona.js';

/** Example values shared by the declarations' OpenAPI examples. */

/** A persona with one document, for the examples of the answers that carry one. */
export const personaExample: PersonaResponse = {
  id: 31,
  user_id: 12,
  nombre: 'María',
  apellido: 'Gómez',
  tipo_documento: 'dni',
  numero_documento: '30123456',
  cuit: '27301234564',
  fecha_nacimiento: '2005-04-12',
  lugar_nacimiento: 'Córdoba',
  pais_id: 1,
  nacionalidad_id: 1,
  genero_id: 2,
  tipo_sangre: 'a+',
  estado_civil: 'soltero',
  hijos: 0,
  direccion: 'Av. Colón 1234',
  piso: null,
  departamento: null,
  provincia: 'Córdoba',
  localidad: 'Córdoba',
  telefono: null,
  celular: '3511234567',
  email: 'maria.gomez@correo.test',
  discapacidad: false,
  created_by: 12,
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  files: [
    {
      id: 90,
      name: 'dni_frente',
      url: '/api/files/90?exp=1767225600&sid=412&v=Rm90b0ROSTIwMjZf&sig=3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      mime_type: 'image/jpeg',
      size: 183204,
      created_at: '2026-02-01T10:05:00.000Z',
    },
  ],
  discapacidades: [],
};
