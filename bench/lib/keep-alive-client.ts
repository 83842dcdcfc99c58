/**
 * HTTP/1.1 requests over kept-alive sockets, for the load generator's calls without files.
 *
 * The load generator shares the server's two cores, so whatever it spends per call is taken
 * from the server it measures. When answers arrive one at a time (a rush bound by password
 * hashes), node:http cost the bench process about 0.4 ms of CPU per call and this about 0.15,
 * measured against the same server (decision 340); in the login-only rush that difference is
 * most of what the generator took from the hash limit. It frames answers by Content-Length or
 * chunked encoding, which is all the API sends, and fails loudly on anything else.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  text: string;
}

interface Waiter {
  request: Buffer;
  noBody: boolean;
  resolve: (answer: RawAnswer) => void;
  reject: (error: Error) => void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** One answer read off the front of `buffer`, or null while it is incomplete. */
function readAnswer(buffer: Buffer, noBody: boolean): { answer: RawAnswer; used: number; close: boolean } | null {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const lines = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const close = headers.get('connection')?.toLowerCase() === 'close';
  let at = headEnd + 4;
  if (noBody || status === 204 || status === 304) return { answer: { status, text: '' }, used: at, close };
  if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) throw new Error('keep-alive client: a chunk without its size');
      if (buffer.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) {
        // No trailers from this server: the last chunk is followed by one empty line.
        return { answer: { status, text: Buffer.concat(parts).toString('utf8') }, used: lineEnd + 4, close };
      }
      parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = headers.get('content-length');
  if (length === undefined) throw new Error(`keep-alive client: an answer (${status}) without Content-Length or chunks`);
  const end = at + Number(length);
  if (buffer.length < end) return null;
  return { answer: { status, text: buffer.subarray(at, end).toString('utf8') }, used: end, close };
}

class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiter: Waiter | null = null;
  closed = false;

  constructor(
    host: string,
    port: number,
    private readonly onFree: (c: Connection) => void,
    private readonly onGone: (c: Connection) => void,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('keep-alive client: the server closed the connection')));
  }

  send(waiter: Waiter) {
    this.waiter = waiter;
    this.socket.write(waiter.request);
  }

  private onData(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const waiter = this.waiter;
    if (!waiter) return;
    let read;
    try {
      read = readAnswer(this.buffer, waiter.noBody);
    } catch (error) {
      this.fail(error as Error);
      return;
    }
    if (!read) return;
    this.buffer = this.buffer.subarray(read.used);
    this.waiter = null;
    waiter.resolve(read.answer);
    if (read.close) this.socket.destroy();
    else this.onFree(this);
  }

  private fail(error: Error) {
    if (!this.closed) {
      this.closed = true;
      this.socket.destroy();
      this.onGone(this);
    }
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(error);
  }

  /** Its 'close' event then does the bookkeeping, as for a connection the server closed. */
  close() {
    this.socket.destroy();
  }
}

/** Up to `max` connections to one origin; requests beyond that wait for a free one. */
export class KeepAlivePool {
  private readonly idle: Connection[] = [];
  private readonly queue: Waiter[] = [];
  private open = 0;
  private readonly host: string;
  private readonly port: number;

  constructor(
    origin: string,
    private readonly max = 256,
  ) {
    const url = new URL(origin);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
  }

  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
    const head = [`${method} ${path} HTTP/1.1`, `host: ${this.host}:${this.port}`];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    if (body !== undefined && !('content-length' in headers)) head.push(`content-length: ${Buffer.byteLength(body)}`);
    const request = Buffer.from(`${head.join('\r\n')}\r\n\r\n${body ?? ''}`);
    return new Promise((resolve, reject) => {
      this.dispatch({ request, noBody: method === 'HEAD', resolve, reject });
    });
  }

  private dispatch(waiter: Waiter) {
    const free = this.idle.pop();
    if (free) return free.send(waiter);
    if (this.open < this.max) {
      this.open++;
      return new Connection(
        this.host,
        this.port,
        (c) => this.release(c),
        () => this.forget(),
      ).send(waiter);
    }
    this.queue.push(waiter);
  }

  private release(connection: Connection) {
    const next = this.queue.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }

  private forget() {
    this.open--;
    for (let i = this.idle.length - 1; i >= 0; i--) if (this.idle[i].closed) this.idle.splice(i, 1);
    const next = this.queue.shift();
    if (next) this.dispatch(next);
  }

  close() {
    for (const connection of this.idle.splice(0)) connection.close();
  }
}
