/**
 * The few parts of the POSIX ustar format the backups need: regular files only,
 * written as a stream of buffers and read back one entry at a time. Backups are
 * then plain .tar.gz files that `tar -tzf` lists and `tar -xzf` unpacks.
 */

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, length, 'utf8');
}

function octal(header: Buffer, offset: number, length: number, value: number) {
  field(header, offset, length, value.toString(8).padStart(length - 1, '0') + '\0');
}

/** Splits a path longer than 100 bytes into ustar's prefix (155) and name (100) at a '/'. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`name too long for a tar entry: ${name}`);
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  field(header, 0, 100, base);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156); // the checksum counts its own field as spaces
  header.write('0', 156, 'latin1');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return header;
}

/** One entry: header, content, and zero padding up to the next block. */
export function* tarEntry(name: string, content: Buffer, mtime?: Date): Generator<Buffer> {
  yield tarHeader(name, content.length, mtime);
  yield content;
  const pad = (BLOCK - (content.length % BLOCK)) % BLOCK;
  if (pad) yield Buffer.alloc(pad);
}

/** Two zero blocks close an archive. */
export function tarEnd(): Buffer {
  return Buffer.alloc(BLOCK * 2);
}

export interface TarEntry {
  name: string;
  content: Buffer;
}

function readString(buf: Buffer, offset: number, length: number): string {
  const raw = buf.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

export class TarFormatError extends Error {}

/**
 * The regular files of an (already gunzipped) tar stream, in order, each held in
 * memory: backup entries are small (table chunks, documents of at most 2 MiB).
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  const take = (n: number): Buffer => {
    const all = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [all.subarray(n)];
    pendingLength -= n;
    return all.subarray(0, n);
  };

  let header: { name: string; size: number; type: string } | null = null;
  for await (const chunk of source) {
    pending.push(chunk);
    pendingLength += chunk.length;
    for (;;) {
      if (!header) {
        if (pendingLength < BLOCK) break;
        const block = take(BLOCK);
        if (block.every((b) => b === 0)) return;
        if (readString(block, 257, 5) !== 'ustar') throw new TarFormatError('not a tar archive');
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
        if (sum !== Number.parseInt(readString(block, 148, 8).trim(), 8)) throw new TarFormatError('tar header checksum mismatch');
        const prefix = readString(block, 345, 155);
        const base = readString(block, 0, 100);
        header = {
          name: prefix ? `${prefix}/${base}` : base,
          size: Number.parseInt(readString(block, 124, 12).trim() || '0', 8),
          type: String.fromCharCode(block[156] || 48),
        };
      }
      const padded = Math.ceil(header.size / BLOCK) * BLOCK;
      if (pendingLength < padded) break;
      const content = Buffer.from(take(padded).subarray(0, header.size));
      // Directories and other kinds are not part of a backup: skip them.
      if (header.type === '0') yield { name: header.name, content };
      header = null;
    }
  }
  throw new TarFormatError('the archive ends in the middle (truncated file?)');
}
