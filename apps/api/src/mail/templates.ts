import { ESTADOS_INSCRIPCION, type EstadoId } from '@ingreso/shared';
import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `trustedHtml` must already be sanitized: it is inserted after the paragraphs as is. */
function layout(faculty: string, title: string, paragraphs: string[], link: { href: string; label: string }, trustedHtml = ''): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#2f9e44">${escapeHtml(faculty)} · Sistema de Ingreso</h2>
<h3>${escapeHtml(title)}</h3>
${body}
${trustedHtml}
<p><a href="${escapeHtml(link.href)}" style="background:#2f9e44;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#666">Si el botón no funciona, copiá este enlace en tu navegador: ${escapeHtml(link.href)}</p>
</body></html>`;
}

export function activationMail(opts: { faculty: string; to: string; name: string; link: string; hours: number }): MailMessage {
  const lines = [
    `Hola ${opts.name}:`,
    `Recibimos tu registro en el Sistema de Ingreso de la ${opts.faculty}.`,
    `Para activar tu cuenta, abrí el siguiente enlace. Vence en ${opts.hours} horas.`,
    'Si no te registraste, ignorá este correo.',
  ];
  return {
    to: opts.to,
    subject: `Activá tu cuenta del Sistema de Ingreso - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Activá tu cuenta', lines, { href: opts.link, label: 'Activar mi cuenta' }),
    link: opts.link,
  };
}

export function resetPasswordMail(opts: { faculty: string; to: string; name: string; link: string; minutes: number }): MailMessage {
  const lines = [
    `Hola ${opts.name}:`,
    `Pediste restablecer tu contraseña del Sistema de Ingreso de la ${opts.faculty}.`,
    `Abrí el siguiente enlace para elegir una nueva. Vence en ${opts.minutes} minutos y sirve una sola vez.`,
    'Si no lo pediste, ignorá este correo: tu contraseña no cambia.',
  ];
  return {
    to: opts.to,
    subject: `Restablecé tu contraseña - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Restablecer contraseña', lines, { href: opts.link, label: 'Elegir nueva contraseña' }),
    link: opts.link,
  };
}

/**
 * Someone tried to register with an address that already has an account (decision 149).
 * The registration answered exactly as for a new address; only the owner learns of it.
 */
export function registrationAttemptMail(opts: {
  faculty: string;
  to: string;
  name: string;
  loginLink: string;
  resetLink: string;
}): MailMessage {
  const lines = [
    `Hola ${opts.name}:`,
    `Alguien intentó crear una cuenta en el Sistema de Ingreso de la ${opts.faculty} con tu correo, que ya tiene una cuenta. No creamos ninguna cuenta nueva.`,
    'Si fuiste vos, ya podés iniciar sesión con tu cuenta. Si no recordás la contraseña, podés elegir una nueva desde "¿Olvidaste tu contraseña?":',
    opts.resetLink,
    'Si no fuiste vos, ignorá este correo: tu cuenta no cambió.',
  ];
  return {
    to: opts.to,
    subject: `Alguien intentó crear una cuenta con tu correo - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\nIniciar sesión: ${opts.loginLink}\n`,
    html: layout(opts.faculty, 'Intento de registro con tu correo', lines, { href: opts.loginLink, label: 'Iniciar sesión' }),
    link: opts.loginLink,
  };
}

/**
 * Too many failed logins with this address from anywhere (decision 147): sent once, with a
 * reset link, until the owner signs in or resets the password.
 */
export function loginLockMail(opts: {
  faculty: string;
  to: string;
  name: string;
  link: string;
  minutes: number;
  waitMinutes: number;
}): MailMessage {
  const lines = [
    `Hola ${opts.name}:`,
    `Hubo muchos intentos fallidos de iniciar sesión con tu cuenta del Sistema de Ingreso de la ${opts.faculty}. Por seguridad, el inicio de sesión con tu correo queda en espera ${opts.waitMinutes} minutos, y la espera crece si los intentos siguen.`,
    `Si no fuiste vos, alguien puede estar intentando adivinar tu contraseña. Podés elegir una nueva con el siguiente enlace: al hacerlo se levanta la espera y se cierran todas tus sesiones. Vence en ${opts.minutes} minutos y sirve una sola vez.`,
    'Si fuiste vos y recordás tu contraseña, podés esperar e intentar de nuevo.',
  ];
  return {
    to: opts.to,
    subject: `Intentos fallidos de inicio de sesión en tu cuenta - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Intentos fallidos de inicio de sesión', lines, { href: opts.link, label: 'Elegir nueva contraseña' }),
    link: opts.link,
  };
}

/**
 * The subject of the estado e-mail as a Spanish sentence. The estado names are labels
 * ("Aprobado", "Por Beca"): pasted after "está" they read wrong, so each has its own phrase.
 */
export const ESTADO_MAIL_SUBJECT: Record<EstadoId, string> = {
  1: 'Tu inscripción está pendiente de revisión',
  2: 'Tu inscripción fue aprobada',
  3: 'Tu inscripción fue rechazada',
  4: 'Tu inscripción quedó registrada como «Por empresa»',
  5: 'Tu inscripción quedó registrada como «Por beca»',
  6: 'Tu inscripción quedó en lista de espera',
  7: 'Tu inscripción fue dada de baja',
};

/**
 * Tells the applicant their enrolment changed estado. `reasonHtml` is the rejection
 * reason already sanitized on the server; it is embedded as is.
 */
export function estadoChangedMail(opts: {
  faculty: string;
  to: string;
  name: string;
  instancia: string;
  estadoId: EstadoId;
  reasonHtml: string;
  link: string;
  /** A sentence after the change, e.g. why it happened (a seat freed, the cupo was full). */
  note?: string;
}): MailMessage {
  const estado = ESTADOS_INSCRIPCION[opts.estadoId];
  const lines = [
    `Hola ${opts.name}:`,
    `Tu inscripción a "${opts.instancia}" cambió de estado: ${estado}.`,
    ...(opts.note ? [opts.note] : []),
    opts.reasonHtml ? 'El personal de la facultad dejó el siguiente motivo:' : 'Podés ver el detalle en Mi Perfil > Mis Inscripciones.',
  ];
  const reasonText = opts.reasonHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const html = layout(
    opts.faculty,
    `Inscripción: ${estado}`,
    lines,
    { href: opts.link, label: 'Ver mis inscripciones' },
    opts.reasonHtml ? `<blockquote>${opts.reasonHtml}</blockquote>` : '',
  );
  return {
    to: opts.to,
    subject: `${ESTADO_MAIL_SUBJECT[opts.estadoId]} - ${opts.faculty}`,
    text: `${lines.join('\n\n')}${reasonText ? `\n\n${reasonText}` : ''}\n\n${opts.link}\n`,
    html,
    link: opts.link,
  };
}

/** One changed field as the applicant reads it: its Spanish name and the values in words. */
export interface ChangedField {
  label: string;
  before: string;
  after: string;
}

/**
 * Tells the applicant which of their personal data staff changed, each with the
 * value before and after (issue 14 §2). `correccion` names the request it answered, if any.
 */
export function personaChangedMail(opts: {
  faculty: string;
  to: string;
  name: string;
  changes: ChangedField[];
  correccion: string | null;
  link: string;
}): MailMessage {
  const intro = [
    `Hola ${opts.name}:`,
    opts.correccion
      ? `Aplicamos la corrección que pediste (${opts.correccion}). Estos son los datos que cambiaron:`
      : 'El personal de la facultad corrigió tus datos personales. Estos son los datos que cambiaron:',
  ];
  const outro = 'Si algún dato no es correcto, pedí una corrección desde Mi Perfil.';
  const lines = opts.changes.map((c) => `${c.label}: ${c.before || '(vacío)'} → ${c.after || '(vacío)'}`);
  const list = `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(outro)}</p>`;
  return {
    to: opts.to,
    subject: `Actualizamos tus datos personales - ${opts.faculty}`,
    text: `${intro.join('\n\n')}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${outro}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Tus datos personales cambiaron', intro, { href: opts.link, label: 'Ver Mi Perfil' }, list),
    link: opts.link,
  };
}

/** Tells the applicant their correction request was refused, with staff's message (plain text). */
export function correccionRefusedMail(opts: {
  faculty: string;
  to: string;
  name: string;
  field: string;
  proposed: string;
  reply: string;
  link: string;
}): MailMessage {
  const lines = [
    `Hola ${opts.name}:`,
    `El personal de la facultad no aplicó la corrección que pediste (${opts.field}: ${opts.proposed}).`,
    `Su respuesta: ${opts.reply}`,
    'Podés pedir una nueva corrección desde Mi Perfil.',
  ];
  return {
    to: opts.to,
    subject: `Tu solicitud de corrección fue rechazada - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Solicitud de corrección rechazada', lines, { href: opts.link, label: 'Ver Mi Perfil' }),
    link: opts.link,
  };
}

/**
 * Tells the holder of an account what an administrator changed in it (issue 17 §2):
 * a changed password, group or e-mail must never go unnoticed by its owner.
 */
export function accountChangedMail(opts: { faculty: string; to: string; name: string; changes: string[]; link: string }): MailMessage {
  const intro = [`Hola ${opts.name}:`, `Un administrador del Sistema de Ingreso de la ${opts.faculty} modificó tu cuenta:`];
  const outro = 'Si no esperabas este cambio, avisá de inmediato a la facultad.';
  const list = `<ul>${opts.changes.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(outro)}</p>`;
  return {
    to: opts.to,
    subject: `Cambios en tu cuenta - ${opts.faculty}`,
    text: `${intro.join('\n\n')}\n\n${opts.changes.map((l) => `- ${l}`).join('\n')}\n\n${outro}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Tu cuenta cambió', intro, { href: opts.link, label: 'Ir al portal' }, list),
    link: opts.link,
  };
}

/** Tells a person that an administrator created an account for them, and in which group. */
export function accountCreatedMail(opts: { faculty: string; to: string; name: string; group: string; link: string }): MailMessage {
  const lines = [
    `Hola ${opts.name}:`,
    `Un administrador te creó una cuenta en el Sistema de Ingreso de la ${opts.faculty}, en el grupo ${opts.group}.`,
    'La contraseña inicial te la entrega quien creó la cuenta. Si no esperabas este correo, avisá a la facultad.',
  ];
  return {
    to: opts.to,
    subject: `Tenés una cuenta en el Sistema de Ingreso - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, 'Tu cuenta fue creada', lines, { href: opts.link, label: 'Ir al portal' }),
    link: opts.link,
  };
}

/**
 * The identity e-mails of issue 18: a claim resolved or refused (to both accounts), a persona
 * linked to an account, or the persona an account lost. `lines` are plain text, escaped here.
 */
export function identityMail(opts: {
  faculty: string;
  to: string;
  name: string;
  subject: string;
  title: string;
  lines: string[];
  link: string;
}): MailMessage {
  const lines = [`Hola ${opts.name}:`, ...opts.lines];
  return {
    to: opts.to,
    subject: `${opts.subject} - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, opts.title, lines, { href: opts.link, label: 'Ir al portal' }),
  };
}

/** A message staff wrote to the selected applicants ("Enviar correo" of the enrollee table, issue 16). Plain text, escaped. */
export function staffMessageMail(opts: {
  faculty: string;
  to: string;
  name: string;
  instancia: string;
  asunto: string;
  mensaje: string;
  link: string;
}): MailMessage {
  const paragraphs = opts.mensaje
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const lines = [`Hola ${opts.name}:`, `Mensaje sobre tu inscripción a "${opts.instancia}":`, ...paragraphs];
  return {
    to: opts.to,
    subject: `${opts.asunto} - ${opts.faculty}`,
    text: `${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: layout(opts.faculty, opts.asunto, lines, { href: opts.link, label: 'Ver mis inscripciones' }),
    link: opts.link,
  };
}
