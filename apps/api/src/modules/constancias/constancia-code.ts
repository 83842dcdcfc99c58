import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOrCreateKey } from '../../lib/file-links.js';

/**
 * The verification code of a constancia's QR (decision 161): base64url of
 *   version (1 byte) | inscripto id (uint32) | estado at printing (uint8) | printed at (uint32, seconds)
 * followed by the first 12 bytes of an HMAC-SHA256 over those 10 bytes: 30 characters,
 * so the QR stays small. The estado and the date at printing are signed: changing
 * either, or the id, makes the code invalid. The key is DATA_DIR/secrets/constancias.key,
 * apart from the document links' key so that rotating one leaves the other alone.
 */
const VERSION = 1;
const PAYLOAD_BYTES = 10;
const MAC_BYTES = 12;

export interface ConstanciaClaim {
  inscriptoId: number;
  estadoId: number;
  /** Seconds since 1970. */
  printedAt: number;
}

export interface ConstanciaCodes {
  sign(claim: ConstanciaClaim): string;
  /** The claim of a code this server signed, or null for anything else. */
  verify(code: string): ConstanciaClaim | null;
}

const byDataDir = new Map<string, ConstanciaCodes>();

/** One signer per DATA_DIR: every process on the same DATA_DIR shares the key file. */
export function constanciaCodesFor(dataDir: string): ConstanciaCodes {
  let codes = byDataDir.get(dataDir);
  if (!codes) {
    codes = createConstanciaCodes(loadOrCreateKey(dataDir, 'constancias.key'));
    byDataDir.set(dataDir, codes);
  }
  return codes;
}

export function createConstanciaCodes(key: Buffer): ConstanciaCodes {
  const mac = (payload: Buffer) => createHmac('sha256', key).update('constancia:').update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign({ inscriptoId, estadoId, printedAt }) {
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt8(VERSION, 0);
      payload.writeUInt32BE(inscriptoId, 1);
      payload.writeUInt8(estadoId, 5);
      payload.writeUInt32BE(printedAt, 6);
      return Buffer.concat([payload, mac(payload)]).toString('base64url');
    },
    verify(code) {
      const raw = Buffer.from(code, 'base64url');
      // Only the canonical spelling of exactly one code: no padding, no trailing bits, no other length.
      if (raw.length !== PAYLOAD_BYTES + MAC_BYTES || raw.toString('base64url') !== code) return null;
      const payload = raw.subarray(0, PAYLOAD_BYTES);
      if (!timingSafeEqual(raw.subarray(PAYLOAD_BYTES), mac(payload))) return null;
      if (payload.readUInt8(0) !== VERSION) return null;
      return { inscriptoId: payload.readUInt32BE(1), estadoId: payload.readUInt8(5), printedAt: payload.readUInt32BE(6) };
    },
  };
}
