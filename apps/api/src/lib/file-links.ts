import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Signed links to GET /api/files/{id}. A document opened in a new tab cannot carry
 * the bearer header, so the `url` of each file entry carries `exp` and an HMAC
 * `sig` over the file id and that expiry. Whoever holds the link can open that one
 * file until it expires (docs/decisions.md).
 */
export const FILE_LINK_TTL_SECONDS = 10 * 60;

/**
 * What a link opens. The scope is part of what is signed, so a link to the
 * supporting document of correction 5 never opens applicant document 5.
 */
export type FileLinkScope = 'files' | 'correcciones';
const LINK_PATHS: Record<FileLinkScope, (id: number) => string> = {
  files: (id) => `/api/files/${id}`,
  correcciones: (id) => `/api/correcciones/respaldo/${id}`,
};

export interface FileLinks {
  /** A relative link valid for FILE_LINK_TTL_SECONDS from `nowMs`. */
  url(fileId: number, nowMs?: number): string;
  /** True when `sig` signs this file id and `exp` has not passed. */
  verify(fileId: number, exp: unknown, sig: unknown, nowMs?: number): boolean;
}

const byDataDir = new Map<string, FileLinks>();

/** One signer per DATA_DIR: every process on the same DATA_DIR shares the key file. */
export function fileLinksFor(dataDir: string, scope: FileLinkScope = 'files'): FileLinks {
  const cacheKey = `${scope}:${dataDir}`;
  let links = byDataDir.get(cacheKey);
  if (!links) {
    links = createFileLinks(loadOrCreateKey(dataDir), scope);
    byDataDir.set(cacheKey, links);
  }
  return links;
}

export function createFileLinks(key: Buffer, scope: FileLinkScope = 'files'): FileLinks {
  const sign = (fileId: number, exp: number) => createHmac('sha256', key).update(`${scope}:${fileId}:${exp}`).digest('base64url');
  return {
    url(fileId, nowMs = Date.now()) {
      const exp = Math.floor(nowMs / 1000) + FILE_LINK_TTL_SECONDS;
      return `${LINK_PATHS[scope](fileId)}?exp=${exp}&sig=${sign(fileId, exp)}`;
    },
    verify(fileId, exp, sig, nowMs = Date.now()) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry < Math.floor(nowMs / 1000)) return false;
      const expected = Buffer.from(sign(fileId, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The key lives in DATA_DIR/secrets/file-links.key (created on first use, mode 0600;
 * `name` picks another key file there, e.g. the constancias' verification key),
 * so links survive a restart and several processes on one DATA_DIR agree. The file
 * is written under a temporary name and hard-linked into place, which fails if
 * another process created it first: nobody ever reads a half-written key.
 */
export function loadOrCreateKey(dataDir: string, name = 'file-links.key'): Buffer {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const tmp = path.join(dir, `.file-links.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(tmp, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  return read();
}
