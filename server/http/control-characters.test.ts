import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { RouteContract } from '../../common/api/contract.js';
import { contractRoutes } from '../test/contract-routes.js';
import { createUser, type TestUser } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';

type Key = string | number;
type Def = { type: string } & Record<string, unknown>;
type Schema = z.ZodMiniType;
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

// Values a text field may need to be valid, tried in order: a plain word, ids, an e-mail, a link,
// a month, a day, a JSON list.
const textCandidates = [
  'word',
  '3f1c2a6e-8b7d-4c1e-9a2b-5d6e7f8a9b0c',
  '0123456789abcdef0123456789abcdef',
  'someone@example.com',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  '2026-01',
  '2026-01-15',
  '[]',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  'UCabcdefghijklmnopqrstuv',
  'video/mp4',
  '4242 4242 4242 4242',
  '12 / 30',
  '123',
  'PO202610ABCDEFGHIJ',
];

/** A value the schema accepts as far as its fields go (cross-field rules may still refuse it). */
function sampleOf(schema: Schema): unknown {
  const def = defOf(schema);
  const first = (candidates: unknown[]) =>
    candidates.find((c) => accepts(schema, c)) ?? candidates[0];
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return first(textCandidates);
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'number':
      return first([1, 0, 10, 2026]);
    case 'boolean':
      return true;
    case 'object': {
      const shape = Object.entries(def.shape as Record<string, Schema>);
      const fields = shape.map(([k, s]) => [k, sampleOf(s)] as const);
      const sample = Object.fromEntries(fields);
      if (accepts(schema, sample)) return sample;
      // A rule across fields refused it: try one text for every text field that takes it.
      for (const candidate of textCandidates) {
        const uniform = Object.fromEntries(
          fields.map(([k, v]) => {
            const field = shape.find(([name]) => name === k)![1];
            return [k, typeof v === 'string' && accepts(field, candidate) ? candidate : v];
          }),
        );
        if (accepts(schema, uniform)) return uniform;
      }
      return sample;
    }
    case 'array':
      return [sampleOf(def.element as Schema)];
    case 'union': {
      const samples = (def.options as Schema[]).map(sampleOf);
      return samples.find((v) => accepts(schema, v)) ?? samples[0];
    }
    case 'pipe':
      return defOf(def.in as Schema).type === 'transform'
        ? first(textCandidates)
        : sampleOf(def.in as Schema);
    case 'lazy':
      return sampleOf((def.getter as () => Schema)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType as Schema);
    default:
      return {};
  }
}

/** One text field of a schema: where it is, and the whole input with a given value put there. */
type Spot = { at: Key[]; build(value: unknown): unknown };

/**
 * Every value that arrives as text in a schema: strings, enums and string literals, and (on the
 * wire of a path or query) numbers and booleans coerced from text. Each comes with the rest of the
 * input filled in validly, so a refusal names the probed field and nothing else.
 */
function textSpots(schema: Schema, wireIsText: boolean, at: Key[], build: Spot['build']): Spot[] {
  const def = defOf(schema);
  const inner = (s: unknown) => textSpots(s as Schema, wireIsText, at, build);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      return [{ at, build }];
    case 'literal':
      return (def.values as unknown[]).some((v) => typeof v === 'string') ? [{ at, build }] : [];
    case 'number':
    case 'boolean':
      return wireIsText && def.coerce ? [{ at, build }] : [];
    case 'object': {
      const base = sampleOf(schema) as Record<string, unknown>;
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([k, s]) =>
        textSpots(s, wireIsText, [...at, k], (v) => build({ ...base, [k]: v })),
      );
    }
    case 'array':
      return textSpots(def.element as Schema, wireIsText, [...at, 0], (v) => build([v]));
    case 'union':
      return (def.options as Schema[]).flatMap((o) => inner(o));
    case 'pipe':
      // A preprocessed value (a JSON list in a query) arrives as text at this path.
      return defOf(def.in as Schema).type === 'transform' ? [{ at, build }] : inner(def.in);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    default:
      return [];
  }
}

const nul = 'a\u0000b';
const parts = ['params', 'query', 'body'] as const;
type Part = (typeof parts)[number];

type Probe = { name: string; where: Part; at: Key[]; route: RouteContract; input: Input };
type Input = Partial<Record<Part, unknown>>;

async function probes(): Promise<Probe[]> {
  const list: Probe[] = [];
  for (const [name, route] of await contractRoutes()) {
    const valid: Input = {};
    for (const part of parts) if (route[part]) valid[part] = sampleOf(route[part]);
    for (const where of parts) {
      const schema = route[where];
      if (!schema) continue;
      for (const spot of textSpots(schema, where !== 'body', [], (v) => v))
        list.push({
          name,
          where,
          at: spot.at,
          route,
          input: { ...valid, [where]: spot.build(nul) },
        });
    }
  }
  return list;
}

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function request(probe: Probe) {
  const { route, input } = probe;
  const params = (input.params ?? {}) as Record<string, unknown>;
  const url = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, p: string) =>
    encodeURIComponent(asText(params[p])),
  );
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(asText(v))}`)
    .join('&');
  return {
    method: route.method,
    url: query ? `${url}?${query}` : url,
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  };
}

const app = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(app(), { accountType: 'Admin' });
});

const allProbes = await probes();

describe('a NUL or another control character never reaches the database', () => {
  it('finds text fields to probe in the contracts', () => {
    expect(allProbes.length).toBeGreaterThan(50);
  });

  it.each(allProbes.map((p) => [`${p.name} ${p.where} ${p.at.join('.')}`, p] as const))(
    'refuses a NUL in %s with a 400 naming the field',
    async (_label, probe) => {
      const res = await app().app.inject({ ...request(probe), headers: admin.headers });
      if (probe.route.method === 'HEAD') {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        return;
      }
      expect(res.statusCode, res.body).toBe(400);
      const field = probe.at.join('.') || '_';
      const named = Object.keys(res.json().error.fieldErrors ?? {});
      // The field itself, a list or union it sits in, or (a path or query the router could not
      // even read) the whole part.
      expect(
        named.some((n) => n === field || field.startsWith(`${n}.`) || n === '_'),
        `${field} not in ${named.join(', ')}: ${res.body}`,
      ).toBe(true);
    },
  );
});
