import type { AuditAction } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  actorUserId: number | null;
  action: AuditAction;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Written inside the same transaction as the change it describes. */
export async function writeAudit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await writeAudits(db, [e]);
}

/** Several entries in one INSERT (a bulk change audits every row), their ids in the order given. */
export async function writeAudits(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actor_user_id: e.actorUserId,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
