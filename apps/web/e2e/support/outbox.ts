import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

let serverDataDir: string | undefined;

/** Set by the worker fixture (fixtures.ts): the DATA_DIR of this worker's own server. */
export function setServerDataDir(dir: string | undefined): void {
  serverDataDir = dir;
}

/** The folder where this worker's server writes its e-mails (no SMTP_URL: one .eml file per message). */
export function outboxDir(): string {
  if (!serverDataDir) {
    throw new Error("No server in this worker: a spec must import `test` from './support/fixtures', not from '@playwright/test'.");
  }
  return path.join(serverDataDir, 'outbox');
}

/** Undo quoted-printable soft line breaks and =XX escapes (how nodemailer writes long lines). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The path of the newest link of a kind ('verify-account' or 'reset-password')
 * in the newest message to `email`, waiting for the server to write it.
 */
export async function latestMailLink(email: string, kind: 'verify-account' | 'reset-password'): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(/auth/${kind}/[A-Za-z0-9_.~%-]+)`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = (await readdir(outboxDir()))
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // The outbox folder appears with the first message.
    }
    for (const file of files) {
      const body = decodeQuotedPrintable(await readFile(path.join(outboxDir(), file), 'utf8'));
      if (!body.toLowerCase().includes(email.toLowerCase())) continue;
      const match = pattern.exec(body);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} e-mail for ${email} in ${outboxDir()}`);
}

/** Whether a message to `email` containing `text` is in the outbox, waiting up to 10 s for it. */
export async function hasMail(email: string, text: string): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files) {
      const body = decodeQuotedPrintable(await readFile(path.join(outboxDir(), file), 'utf8'));
      if (body.toLowerCase().includes(email.toLowerCase()) && body.includes(text)) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
