import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { RouteContract } from '../../common/api/contract.js';
import { accountRoutes } from '../../common/api/accounts.js';
import { orderRoutes } from '../../common/api/orders.js';
import {
  compiledSerializer,
  responseSerializerCompiler,
  responseSerializerOf,
} from './response-serializer.js';

// The compiled serializer must write exactly what the zod parse then JSON.stringify writes. Every
// server test checks that on its own answers (tests run in `compare` mode); these check the
// conversion itself, and that a schema it cannot follow stays on zod.

const viaZod = (schema: ZodMiniType, data: unknown) => JSON.stringify(schema.parse(data));

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../common/api');

async function contractResponses(): Promise<Array<[string, ZodMiniType]>> {
  const found = new Map<RouteContract, string>();
  const files = readdirSync(apiDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const exported = (await import(path.join(apiDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, route] of Object.entries(value))
        if (typeof route === 'object' && route && 'method' in route && 'response' in route)
          found.set(route as RouteContract, `${name}.${key}`);
    }
  }
  return [...found].map(([route, name]) => [name, route.response]);
}

describe('the compiled response serializer', () => {
  it('writes what zod writes, without the fields the schema does not name', () => {
    const schema = z.object({
      id: z.string(),
      count: z.number().int(),
      note: z.string().nullable(),
      kind: z.enum(['a', 'b']).nullable(),
      people: z.array(z.object({ name: z.string(), avatar: z.string().nullable() })),
      extra: z.object({ on: z.boolean() }).nullable(),
      when: z.string().optional(),
    });
    const compiled = compiledSerializer(schema);
    expect(compiled).toBeDefined();
    const answers = [
      {
        id: 'x"\\\u2028\u0000é😀',
        count: 3,
        note: null,
        kind: 'a',
        people: [{ name: 'Ann', avatar: null, secret: 'hash' }],
        extra: { on: true, hidden: 1 },
        passwordHash: 'not sent',
      },
      { id: '', count: -0, note: 'n', when: 't', kind: null, people: [], extra: null },
    ];
    for (const answer of answers) expect(compiled!(answer)).toBe(viaZod(schema, answer));
    expect(compiled!(answers[0])).not.toContain('hash');
  });

  it('leaves unions, literals, transforms and dates to zod', () => {
    const unfaithful = [
      z.union([z.object({ a: z.number() }), z.object({ a: z.array(z.number()) })]),
      z.object({ ok: z.literal(true) }),
      z.object({ n: z.string().transform((s) => s.length) }),
      z.object({ at: z.date() }),
      z.object({ x: z.string().default('d') }),
      z.object({ maybe: z.string().optional(), sure: z.string() }),
    ];
    for (const schema of unfaithful) expect(compiledSerializer(schema)).toBeUndefined();
  });

  it('compiles the answers of the hot reads', () => {
    expect(compiledSerializer(accountRoutes.me.response)).toBeDefined();
    expect(compiledSerializer(orderRoutes.requests.response)).toBeDefined();
  });

  it('converts every contract response schema or leaves it to zod, never failing', async () => {
    const responses = await contractResponses();
    expect(responses.length).toBeGreaterThan(100);
    for (const [, schema] of responses) expect(() => compiledSerializer(schema)).not.toThrow();
  });

  it('in compare mode, refuses an answer the compiled serializer would write differently', () => {
    const schema = z.object({ n: z.number() });
    const serialize = responseSerializerCompiler('compare')({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serialize({ n: 1 })).toBe('{"n":1}');
    // zod refuses a string where a number belongs; the compiled one would have written it.
    expect(() => serialize({ n: '1' })).toThrow();
    const compiledOnly = responseSerializerCompiler('compiled')({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(compiledOnly({ n: 1, other: 2 })).toBe('{"n":1}');
  });

  it('compiles in production, compares in tests and validates in development unless told', () => {
    expect(responseSerializerOf({ NODE_ENV: 'production' })).toBe('compiled');
    expect(responseSerializerOf({ NODE_ENV: 'test' })).toBe('compare');
    expect(responseSerializerOf({ NODE_ENV: 'development' })).toBe('validate');
    expect(responseSerializerOf({ NODE_ENV: 'production', RESPONSE_SERIALIZER: 'validate' })).toBe(
      'validate',
    );
  });
});
