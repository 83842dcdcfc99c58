import { TIPOS_DOCUMENTO, constanciaMsg, inscripcionMsg, instanciaMsg, msg, type HandoffFormat } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { findInstancia } from '../instancias/instancias.queries.js';
import { constanciaCodesFor } from './constancia-code.js';
import { renderConstancia } from './constancia-pdf.js';
import { handoffCsv } from './handoff-csv.js';
import * as q from './constancias.queries.js';

const documentTypeName = (id: string) => TIPOS_DOCUMENTO.find((t) => t.id === id)?.descripcion ?? id.toUpperCase();

/** A file name without characters that file systems refuse. */
const safeName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The constancia of one enrolment: its owner or staff with inscripciones.ver (the
 * guard checked the group). The estado and the moment of printing are signed into
 * the QR's code, so the verification page can tell what the paper said.
 */
export async function constanciaPdf(deps: AppDeps, auth: AuthContext, id: number, now = new Date()) {
  const found = await q.findConstancia(deps.db, id);
  if (!found) throw notFound(inscripcionMsg.inscriptoNotFound);
  if (!auth.isAdmin && found.owner_user_id !== auth.userId) throw forbidden(msg.session.forbidden);
  const printedAt = Math.floor(now.getTime() / 1000);
  const code = constanciaCodesFor(deps.config.dataDir).sign({ inscriptoId: found.id, estadoId: found.estado_id, printedAt });
  const pdf = await renderConstancia({
    faculty: deps.config.facultyName,
    apellido: found.apellido,
    nombre: found.nombre,
    tipoDocumento: documentTypeName(found.tipo_documento),
    numeroDocumento: found.numero_documento,
    instancia: found.instancia,
    carrera: found.carrera_instancia,
    carreraElegida: found.carrera_elegida && found.carrera_elegida !== found.carrera_instancia ? found.carrera_elegida : null,
    fechaInscripcion: found.created_at,
    estado: found.estado,
    codTramite: found.cod_tramite,
    fechaEmision: new Date(printedAt * 1000),
    verificationUrl: `${deps.config.publicUrl}/verificar/${code}`,
  });
  return { pdf, fileName: `Constancia_${safeName(found.cod_tramite)}.pdf` };
}

/** 'María José' 'Gómez' -> 'M. J. G.' */
function initials(nombre: string, apellido: string): string {
  return `${nombre} ${apellido}`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toLocaleUpperCase('es-AR')}.`)
    .join(' ');
}

/**
 * The public check of a QR code. Forged, altered and unknown codes get the same
 * 404, and a valid one shows no personal data: initials, the document's last 3
 * digits, the instancia, the estado then and now, the dates.
 */
export async function verifyConstancia(deps: AppDeps, code: string) {
  const claim = constanciaCodesFor(deps.config.dataDir).verify(code);
  if (!claim) throw notFound(constanciaMsg.invalid);
  const [found, estadoAlEmitir] = await Promise.all([q.findConstancia(deps.db, claim.inscriptoId), q.estadoName(deps.db, claim.estadoId)]);
  if (!found || !estadoAlEmitir) throw notFound(constanciaMsg.invalid);
  return {
    iniciales: initials(found.nombre, found.apellido),
    documento_final: found.numero_documento.slice(-3),
    instancia: found.instancia,
    estado_al_emitir: estadoAlEmitir,
    estado_actual: found.estado,
    fecha_emision: new Date(claim.printedAt * 1000).toISOString(),
    fecha_inscripcion: found.created_at.toISOString().slice(0, 10),
  };
}

/** The approved applicants of an instancia as the hand-off CSV (docs/hand-off.md). */
export async function handoff(deps: AppDeps, instanciaId: number, format: HandoffFormat, now = new Date()) {
  const instancia = await findInstancia(deps.db, instanciaId);
  if (!instancia) throw notFound(instanciaMsg.notFound);
  const rows = await q.approvedForHandoff(deps.db, instanciaId);
  const date = now.toISOString().slice(0, 10);
  const suffix = format === 'excel' ? 'excel' : 'utf8';
  return { csv: handoffCsv(rows, format), fileName: `Aprobados_${safeName(instancia.descripcion)}_${date}_${suffix}.csv` };
}
