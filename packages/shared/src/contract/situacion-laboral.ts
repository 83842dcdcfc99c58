import { z } from 'zod';
import { personaMsg, situacionLaboralRowSchema, situacionLaboralSchema } from '../persona.js';
import { owner, ownedPath } from './access.js';
import { errorBodySchema, idPath } from './common.js';
import { route } from './route.js';

/** The job situation calls of seed 000 section 7 (the profile's "Situación Laboral"). */
const tag = 'personas';

const rowExample = {
  id: 5,
  persona_id: 7,
  trabaja_actualmente: 1,
  ocupacion: 'Técnico de mantenimiento',
  cargo: 'Operario calificado',
  empresa: 'Metalúrgica del Norte SA',
  horas_semanales: '30',
  relacion_carrera: 'Parcial',
};

export const getSituacionLaboralByPersona = route({
  operationId: 'getSituacionLaboralByPersona',
  method: 'GET',
  path: '/api/situacion-laboral/get_by_persona/:id',
  access: owner([ownedPath('persona')], { permission: 'personas.ver' }),
  tag,
  summary: 'Situación laboral de una persona',
  description: 'Responde {data: {situacion: [fila]}}.',
  params: idPath('id', personaMsg.personaNotFound),
  responses: { 200: z.object({ data: z.object({ situacion: z.array(situacionLaboralRowSchema) }) }), 404: errorBodySchema },
  examples: { responses: { 200: { data: { situacion: [rowExample] } } } },
});

export const updateSituacionLaboral = route({
  operationId: 'updateSituacionLaboral',
  method: 'PUT',
  path: '/api/situacion-laboral/:id',
  access: owner([ownedPath('situacion')], { permission: 'personas.corregir' }),
  tag,
  summary: 'Actualiza la situación laboral',
  description:
    'Cuerpo: trabaja_actualmente (1/0), ocupacion, cargo, empresa, horas_semanales, relacion_carrera (id y persona_id se aceptan y se ignoran). Sin trabajo, los cinco campos se vacían. Responde {data: fila}.',
  params: idPath('id', personaMsg.situacionNotFound),
  body: situacionLaboralSchema,
  responses: { 200: z.object({ data: situacionLaboralRowSchema }), 404: errorBodySchema },
  examples: {
    body: {
      trabaja_actualmente: '1',
      ocupacion: 'Técnico de mantenimiento',
      cargo: 'Operario calificado',
      empresa: 'Metalúrgica del Norte SA',
      horas_semanales: '30',
      relacion_carrera: 'Parcial',
    },
    responses: { 200: { data: rowExample } },
  },
});

export const situacionLaboralRoutes = [getSituacionLaboralByPersona, updateSituacionLaboral] as const;
