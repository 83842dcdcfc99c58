import { describe, expect, it } from 'vitest';
import { ESTADO_IDS, ESTADOS_INSCRIPCION } from '@ingreso/shared';
import { estadoChangedMail, ESTADO_MAIL_SUBJECT } from './templates.js';

const base = { faculty: 'Facultad', to: 'a@b.test', name: 'Ana', instancia: 'Ingeniería', reasonHtml: '', link: 'http://x/perfil' };

describe('estado e-mail', () => {
  it.each(ESTADO_IDS)('estado %i has a subject that is a sentence, not "está <label>"', (estadoId) => {
    const mail = estadoChangedMail({ ...base, estadoId });
    expect(mail.subject).toBe(`${ESTADO_MAIL_SUBJECT[estadoId]} - Facultad`);
    expect(mail.subject).not.toContain(`está ${ESTADOS_INSCRIPCION[estadoId]}`);
    // The body still names the estado as staff see it.
    expect(mail.text).toContain(`cambió de estado: ${ESTADOS_INSCRIPCION[estadoId]}.`);
  });
});
