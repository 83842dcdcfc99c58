import type { MessageResource } from '../lib/message-resource';
import type { sources as asistencia } from './es/messages/asistencia';
import type { sources as carrera } from './es/messages/carrera';
import type { sources as identidad } from './es/messages/identidad';
import type { sources as inscripcion } from './es/messages/inscripcion';
import type { sources as instancia } from './es/messages/instancia';
import type { sources as nota } from './es/messages/nota';
import type { sources as persona } from './es/messages/persona';
import type { sources as usuario } from './es/messages/usuario';

/**
 * The `messages` namespace in Spanish: the domain messages of packages/shared, registered piece by
 * piece by the features that show them (lib/domain-messages.ts), one piece per file of es/messages/.
 */
export type MessagesResource = MessageResource<
  typeof persona &
    typeof inscripcion &
    typeof instancia &
    typeof carrera &
    typeof usuario &
    typeof asistencia &
    typeof nota &
    typeof identidad
>;
