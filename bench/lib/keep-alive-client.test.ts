import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeepAlivePool } from './keep-alive-client.js';

/** The load generator's HTTP client against a real node:http server: every framing the API answers with. */
describe('KeepAlivePool', () => {
  let server: http.Server;
  let origin: string;
  const sockets = new Set<unknown>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.url === '/echo') {
          const text = JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null });
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
          res.end(text);
        } else if (req.url === '/chunks') {
          res.writeHead(200, { 'content-type': 'text/csv' });
          res.write('a;b\n');
          setTimeout(() => res.end('ñ;1\n'), 5);
        } else if (req.url === '/empty') {
          res.writeHead(204).end();
        } else if (req.url === '/close') {
          res.writeHead(200, { connection: 'close', 'content-length': 2 }).end('ok');
        } else {
          res.writeHead(404, { 'content-length': 2 }).end('no');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the body and headers and reads a Content-Length answer in UTF-8', async () => {
    const pool = new KeepAlivePool(origin);
    const answer = await pool.request('POST', '/echo', { authorization: 'Bearer x', 'content-type': 'application/json' }, '{"n":"Ñandú"}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ method: 'POST', body: '{"n":"Ñandú"}', auth: 'Bearer x' });
    pool.close();
  });

  it('reads chunked answers, answers without a body and a 404, reusing one connection', async () => {
    const before = sockets.size;
    const pool = new KeepAlivePool(origin, 1);
    expect(await pool.request('GET', '/chunks', {})).toEqual({ status: 200, text: 'a;b\nñ;1\n' });
    expect(await pool.request('DELETE', '/empty', {})).toEqual({ status: 204, text: '' });
    expect(await pool.request('GET', '/nowhere', {})).toEqual({ status: 404, text: 'no' });
    expect(sockets.size - before).toBe(1);
    pool.close();
  });

  it('queues requests beyond its connections and opens a new one after the server closes one', async () => {
    const pool = new KeepAlivePool(origin, 2);
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => pool.request('POST', '/echo', {}, String(i))));
    expect(answers.map((a) => JSON.parse(a.text).body)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(await pool.request('GET', '/close', {})).toEqual({ status: 200, text: 'ok' });
    expect((await pool.request('POST', '/echo', {}, 'after')).status).toBe(200);
    // Closed, it still answers, on new connections: the closed ones no longer count against its two.
    pool.close();
    const again = await Promise.all([1, 2, 3].map((i) => pool.request('POST', '/echo', {}, String(i))));
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
    pool.close();
  });

  it('fails the call, not the process, when nothing listens', async () => {
    const pool = new KeepAlivePool('http://127.0.0.1:1');
    await expect(pool.request('GET', '/', {})).rejects.toThrow();
  });
});
