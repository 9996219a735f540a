import { createServer } from 'node:http';

// The reference point: the least any Node HTTP server can do to answer the health check.
const port = Number(process.env.PORT ?? 3201);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end('{"ok":true}');
}).listen(port, '127.0.0.1');
