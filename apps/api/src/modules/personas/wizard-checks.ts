import { ESCUELA_NO_ENCONTRADA, personaMsg, type WizardData } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reserveLoginAttempt, type ThrottleRule } from '../auth/auth.queries.js';
import { missingIds, refundAttempt, type ReferenceTable } from './personas.queries.js';

/**
 * The checks the wizard runs before it looks at the document number and the e-mail
 * (issue 18 §1): a submission only learns whether a number is taken once everything
 * else in it is right, and each submission that gets that far is counted.
 */

/** Per account: a person fixes a typo a few times, a probe needs hundreds. */
export const WIZARD_ACCOUNT_THROTTLE: ThrottleRule = {
  limit: 10,
  windowSeconds: 60 * 60,
  baseLockSeconds: 60 * 60,
  maxLockSeconds: 24 * 3600,
};
/** Per address: a school lab behind one address submits many wizards in an hour; a probe from new accounts is still slow. */
export const WIZARD_ADDRESS_THROTTLE: ThrottleRule = {
  limit: 40,
  windowSeconds: 60 * 60,
  baseLockSeconds: 60 * 60,
  maxLockSeconds: 24 * 3600,
};

/** Keys in login_failures: `wizard|…` never collides with a login key, which starts with an e-mail. */
const accountKey = (userId: number) => `wizard|user:${userId}`;
const addressKey = (ip: string) => `wizard|ip:${ip}`;

function throttled(lockedUntil: Date | null, rule: ThrottleRule) {
  const seconds = lockedUntil ? Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000)) : rule.baseLockSeconds;
  return new AppError('wizard_throttled', 429, personaMsg.wizardThrottled(Math.ceil(seconds / 60)), {}, { 'retry-after': String(seconds) });
}

/**
 * Counts an applicant's submission, by address and by account, before anything is
 * compared (the login's reservation, decision 146): concurrent probes each get their own
 * number and only `limit` of them are answered in a window.
 */
export async function reserveWizardSubmission(db: DbOrTx, userId: number, ip: string) {
  const byAddress = await reserveLoginAttempt(db, addressKey(ip), WIZARD_ADDRESS_THROTTLE);
  if (byAddress.failures > WIZARD_ADDRESS_THROTTLE.limit) throw throttled(byAddress.locked_until, WIZARD_ADDRESS_THROTTLE);
  const byAccount = await reserveLoginAttempt(db, accountKey(userId), WIZARD_ACCOUNT_THROTTLE);
  if (byAccount.failures > WIZARD_ACCOUNT_THROTTLE.limit) throw throttled(byAccount.locked_until, WIZARD_ACCOUNT_THROTTLE);
}

/**
 * A submission that created (or linked) the persona gives its reservation back: only the
 * refused ones, which are what a probe gets, use up the limit. A school lab where forty
 * applicants finish the wizard in an hour is never throttled.
 */
export async function refundWizardSubmission(db: DbOrTx, userId: number, ip: string) {
  await refundAttempt(db, [addressKey(ip), accountKey(userId)]);
}

const invalidReference = (field: string, text: string = personaMsg.comboUnknown) =>
  new AppError('invalid_reference', 422, text, { [field]: [text] });

/**
 * Every id the payload picks from a combo names a row, checked before the unique
 * columns: otherwise the unique index would answer first and tell a taken number apart.
 */
export async function assertWizardReferences(db: DbOrTx, data: WizardData) {
  const checks: Array<[ReferenceTable, readonly (number | string)[], string]> = [
    ['tipos_documento', [data.persona.tipo_documento], 'persona.tipo_documento'],
    ['paises', [data.persona.pais_id], 'persona.pais_id'],
    ['nacionalidades', [data.persona.nacionalidad_id], 'persona.nacionalidad_id'],
    ['generos', [data.persona.genero_id], 'persona.genero_id'],
    ['tipos_sangre', [data.persona.tipo_sangre], 'persona.tipo_sangre'],
    ['estados_civiles', [data.persona.estado_civil], 'persona.estado_civil'],
    ['discapacidades', data.discapacidades.map((d) => d.discapacidad_id), 'discapacidades'],
    ['niveles_estudio', data.otros_estudios.map((o) => o.nivel_estudio_id), 'otros_estudios'],
    ['estados_estudio', data.otros_estudios.map((o) => o.estado_estudio_id), 'otros_estudios'],
    ['lenguajes', data.lenguajes.map((l) => l.lenguaje_id), 'lenguajes'],
    ['conocimientos', data.conocimientos.map((c) => c.conocimiento_id), 'conocimientos'],
    [
      'niveles_estudio',
      [
        data.situacion_madre.nivel_estudio_id_madre,
        data.situacion_padre.nivel_estudio_id_padre,
        data.situacion_conyuge.nivel_estudio_id_concubinato,
      ].filter((v): v is number => typeof v === 'number'),
      'nivel_estudio_id',
    ],
  ];
  const es = data.estudio_secundario;
  if (es.escuela_id === ESCUELA_NO_ENCONTRADA) {
    if (es.pais_id !== null && es.pais_id !== undefined) checks.push(['paises', [es.pais_id], 'estudio_secundario.pais_id']);
  } else if ((await missingIds(db, 'escuelas', [es.escuela_id])).length > 0) {
    throw invalidReference('estudio_secundario.escuela_id', personaMsg.schoolUnknown);
  }
  for (const [table, ids, field] of checks) {
    if ((await missingIds(db, table, ids)).length > 0) throw invalidReference(field);
  }
}
