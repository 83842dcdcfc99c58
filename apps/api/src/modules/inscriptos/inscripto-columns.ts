import { getTableColumns } from 'drizzle-orm';
import { inscriptos } from '../../db/schema/index.js';

/**
 * An enrolment's columns as the API answers them: without the review queue's
 * bookkeeping (issue 15), which only the queue's indexes read.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { revision_desde, revision_reenviado, prorroga_vence, ...inscriptoColumns } = getTableColumns(inscriptos);
export { inscriptoColumns };
