import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start-up (issue 20, decision 301).
 * Loading pdfkit, the S3 client, sanitize-html, nodemailer or ioredis took about 4 s of a
 * busy two-core machine's start-up and some megabytes of memory, for features most processes
 * use late (a constancia, the first e-mail) or never (S3, Redis). `require` keeps the callers
 * synchronous; the types come from `typeof import(...)`.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
