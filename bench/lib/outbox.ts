/**
 * Reads verification links from DATA_DIR/outbox (the server writes one .eml per
 * mail when no SMTP server is configured), reading each new file once.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export class Outbox {
  private seen = new Set<string>();
  private tokens = new Map<string, string>();

  constructor(private dir: string) {}

  private async scan() {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.eml') || this.seen.has(name)) continue;
      this.seen.add(name);
      // Quoted-printable wraps long lines with "=\n": undo it before searching.
      const text = (await readFile(path.join(this.dir, name), 'utf8')).replace(/=\r?\n/g, '');
      const to = /^To: (.*)$/im.exec(text)?.[1] ?? '';
      const token = /\/auth\/verify-account\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      const address = /[^\s<>"]+@[^\s<>"]+/.exec(to)?.[0]?.toLowerCase();
      if (token && address) this.tokens.set(address, token);
    }
  }

  /** The verification token mailed to `email`, waiting up to `timeoutMs` for the mail. */
  async verifyToken(email: string, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const token = this.tokens.get(email.toLowerCase());
      if (token) return token;
      if (Date.now() > deadline) throw new Error(`no verification mail for ${email}`);
      await this.scan();
      if (!this.tokens.has(email.toLowerCase())) await new Promise((r) => setTimeout(r, 100));
    }
  }
}
