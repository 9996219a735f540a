import Fastify from 'fastify';

// The framework's own ceiling: bare Fastify answering the health check's JSON with its schema
// serializer, no hooks, no database. Authenticated routes are reported as ratios to it.
const port = Number(process.env.PORT ?? 3203);
const app = Fastify({ logger: false });
app.get(
  '/api/health',
  {
    schema: {
      response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
    },
  },
  async () => ({ ok: true }),
);
await app.listen({ port, host: '127.0.0.1' });
