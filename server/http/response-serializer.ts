import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are written. `validate`: the zod parse of the response schema (unknown fields
 * stripped, a wrong answer refused with 500) then JSON.stringify. `compiled`: a serializer compiled
 * once from the schema's JSON Schema, several times faster, for the routes whose schema converts
 * faithfully (zod for the rest). `compare`: what `validate` sends, after checking that `compiled`
 * would have sent exactly the same text, so every test answer also tests the compiled serializer.
 */
export const responseSerializers = ['validate', 'compiled', 'compare'] as const;
export type ResponseSerializer = (typeof responseSerializers)[number];

const defaults = {
  production: 'compiled',
  test: 'compare',
  development: 'validate',
} as const satisfies Record<string, ResponseSerializer>;

/** The serializer a server uses: the one set, else the one for its NODE_ENV. */
export function responseSerializerOf(config: {
  NODE_ENV: 'development' | 'production' | 'test';
  RESPONSE_SERIALIZER?: ResponseSerializer | undefined;
}): ResponseSerializer {
  if (config.RESPONSE_SERIALIZER) return config.RESPONSE_SERIALIZER;
  return defaults[config.NODE_ENV];
}

type JsonSchema = { [key: string]: unknown };

// JSON Schema words the compiled serializer would not honour as zod does: a union's branch is
// picked by a JSON Schema validator that refuses the extra fields zod strips, and `default` or
// `const` would be written rather than checked. (An object whose optional fields come before a
// required one stays on zod too: the serializer would change the order of its fields.)
const unfaithful = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', 'const', 'default', '$ref']);

/**
 * The schema with zod's `anyOf: [X, {type: 'null'}]` for a nullable field said as
 * `type: [X's type, 'null']`, which the serializer writes without a union; undefined when
 * anything left is a word the serializer would not treat as zod does.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(simplified);
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonSchema;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(node).length === 1) {
    const [value, nothing] = branches as JsonSchema[];
    if (nothing?.type === 'null' && Object.keys(nothing).length === 1 && value) {
      const inner = simplified(value) as JsonSchema | undefined;
      if (typeof inner?.type === 'string') return { ...inner, type: [inner.type, 'null'] };
    }
    return undefined;
  }
  // The serializer writes the required fields first; zod writes them in the schema's order.
  if (node.properties && typeof node.properties === 'object') {
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    const names = Object.keys(node.properties);
    if (names.some((name, at) => at > 0 && required.has(name) && !required.has(names[at - 1])))
      return undefined;
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Names under `properties` are field names, not schema words.
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      const fields: JsonSchema = {};
      for (const [name, field] of Object.entries(value)) {
        const converted = simplified(field);
        if (converted === undefined) return undefined;
        fields[name] = converted;
      }
      out[key] = fields;
      continue;
    }
    if (unfaithful.has(key)) return undefined;
    const converted = simplified(value);
    if (converted === undefined) return undefined;
    out[key] = converted;
  }
  return out;
}

/**
 * A serializer compiled from the JSON Schema of a zod response schema, or undefined when the
 * schema has no faithful JSON Schema (transforms, dates, unions of objects, literals, defaults,
 * optional fields before required ones).
 * It writes the schema's fields only, in the schema's order, as the zod parse would leave them.
 */
export function compiledSerializer(
  schema: z.core.$ZodType,
): ((data: unknown) => string) | undefined {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  } catch {
    return undefined;
  }
  const { $schema: _, ...rest } = json as JsonSchema;
  const faithful = simplified(rest) as JsonSchema | undefined;
  if (!faithful) return undefined;
  return fastJson(faithful as unknown as Parameters<typeof fastJson>[0]) as (
    data: unknown,
  ) => string;
}

/** The zod parse and JSON.stringify of fastify-type-provider-zod's serializer. */
function validating(schema: z.core.$ZodType, method: string, url: string) {
  return (data: unknown) => {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

const compiledOf = new WeakMap<z.core.$ZodType, ((data: unknown) => string) | undefined>();

/** Fastify's serializer compiler for the zod response schemas of the contract routes. */
export function responseSerializerCompiler(
  mode: ResponseSerializer,
): FastifySerializerCompiler<z.core.$ZodType> {
  return ({ schema, method, url }) => {
    const validate = validating(schema, method, url);
    if (mode === 'validate') return validate;
    // Compiled on the route's first answer, not at start: a process that never serves a route
    // never pays for its serializer, in start time or memory. Contract schemas are module
    // constants, so each is compiled once per process however many apps (tests) mount it.
    let compiled: ((data: unknown) => string) | undefined | null = null;
    const serializerOf = () => {
      if (compiled !== null) return compiled;
      if (!compiledOf.has(schema)) compiledOf.set(schema, compiledSerializer(schema));
      return (compiled = compiledOf.get(schema));
    };
    if (mode === 'compiled') return (data: unknown) => (serializerOf() ?? validate)(data);
    return (data: unknown) => {
      const sent = validate(data);
      const serialize = serializerOf();
      if (!serialize) return sent;
      let other: string;
      try {
        other = serialize(data);
      } catch (error) {
        other = `(threw ${String(error)})`;
      }
      if (other !== sent)
        throw new Error(
          `the compiled serializer of ${method} ${url} differs from zod: ${other.slice(0, 300)} instead of ${sent.slice(0, 300)}`,
        );
      return sent;
    };
  };
}
