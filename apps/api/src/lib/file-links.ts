import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Signed links to GET /api/files/{id}. A document opened in a new tab cannot carry
 * the bearer header, so the `url` of each file entry carries `exp`, `sid`, `v` and an
 * HMAC `sig` over them and the file id (decisions 30, 154 and 155):
 *
 * - `exp`: the expiry, FILE_LINK_TTL_SECONDS after it was minted;
 * - `sid`: the id of the session that minted it (never its token). The download
 *   serves the link only while that session lives, with that session's rights, so
 *   a logout, a password reset, the idle limit or a role change ends its links too;
 * - `v`: the version of the stored document it was minted for, a digest of the
 *   object's storage key (every upload gets a new generated key, the key itself is
 *   never shown). A replaced document refuses the old link instead of serving the
 *   new file.
 */
export const FILE_LINK_TTL_SECONDS = 10 * 60;

/**
 * What a link opens. The scope is part of what is signed, so a link to the
 * supporting document of correction 5 never opens applicant document 5.
 */
export type FileLinkScope = 'files' | 'correcciones' | 'identidad';
const LINK_PATHS: Record<FileLinkScope, (id: number) => string> = {
  files: (id) => `/api/files/${id}`,
  correcciones: (id) => `/api/correcciones/respaldo/${id}`,
  identidad: (id) => `/api/identidad/archivos/${id}`,
};

/** What a link is bound to: the session that mints it and the stored object it opens. */
export interface LinkBinding {
  sessionId: number;
  storageKey: string;
}

/** The link's query as the route declares it (packages/shared/src/contract/files.ts). */
export interface SignedLinkQuery {
  exp?: unknown;
  sid?: unknown;
  v?: unknown;
  sig?: unknown;
}

/** A link whose signature and expiry hold: the session and the version it was minted for. */
export interface CheckedLink {
  sessionId: number;
  version: string;
}

export interface FileLinks {
  /** A relative link valid for FILE_LINK_TTL_SECONDS from `nowMs`, bound to the session and the object. */
  url(fileId: number, binding: LinkBinding, nowMs?: number): string;
  /** The link's binding when `sig` signs this file id with these parameters and `exp` has not passed; otherwise null. */
  check(fileId: number, query: SignedLinkQuery, nowMs?: number): CheckedLink | null;
}

/**
 * The version a link names: 16 base64url characters of the SHA-256 of the storage
 * key. Keys are random and never reused, so a new upload is a new version.
 */
export function versionOf(storageKey: string): string {
  return createHash('sha256').update(storageKey).digest('base64url').slice(0, 16);
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

const DIGITS = /^\d{1,12}$/;
const VERSION = /^[A-Za-z0-9_-]{16}$/;

export function createFileLinks(key: Buffer, scope: FileLinkScope = 'files'): FileLinks {
  const sign = (fileId: number, version: string, sessionId: number, exp: number) =>
    createHmac('sha256', key).update(`${scope}:${fileId}:${version}:${sessionId}:${exp}`).digest('base64url');
  return {
    url(fileId, binding, nowMs = Date.now()) {
      const exp = Math.floor(nowMs / 1000) + FILE_LINK_TTL_SECONDS;
      const version = versionOf(binding.storageKey);
      const sig = sign(fileId, version, binding.sessionId, exp);
      return `${LINK_PATHS[scope](fileId)}?exp=${exp}&sid=${binding.sessionId}&v=${version}&sig=${sig}`;
    },
    check(fileId, { exp, sid, v, sig }, nowMs = Date.now()) {
      if (typeof exp !== 'string' || typeof sid !== 'string' || typeof v !== 'string' || typeof sig !== 'string') return null;
      if (!DIGITS.test(exp) || !DIGITS.test(sid) || !VERSION.test(v)) return null;
      const expiry = Number(exp);
      if (expiry < Math.floor(nowMs / 1000)) return null;
      const sessionId = Number(sid);
      const expected = Buffer.from(sign(fileId, v, sessionId, expiry));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { sessionId, version: v };
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
