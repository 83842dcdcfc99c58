/**
 * A round-robin HTTP proxy on one port in front of several API processes: the
 * "two API processes behind one address" of the soak when scripts/cluster.mjs is
 * not used. Each request goes to the next process in turn.
 */
import http from 'node:http';

export async function startRoundRobinProxy(targets: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const served = targets.map(() => 0);
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    served[index]++;
    const target = new URL(targets[index]);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":["proxy: upstream failed"]}');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    served: () => [...served],
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
