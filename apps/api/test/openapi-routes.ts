import type { FastifyInstance } from 'fastify';
import { BUYER_PASSWORD } from './buyers.ts';

/** The JSON Schema subset the OpenAPI description uses for bodies and parameters. */
export interface Schema {
  type?: string;
  required?: string[];
  default?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
export interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface SpecRoute {
  /** OpenAPI form, `/api/orders/{id}`. */
  path: string;
  /** Fastify form, `/api/orders/:id`, as the route table names it. */
  url: string;
  method: Method;
  operation: Operation;
}

/** Every route of the app's own OpenAPI description. */
export async function specRoutes(app: FastifyInstance): Promise<SpecRoute[]> {
  const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      path,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      method: method.toUpperCase() as Method,
      operation,
    })),
  );
}

let addressCounter = 0;
/** Each request from its own address, so per-address limits never stand between a bad value and the handler. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * The least the schema accepts, so that one bad field at a time reaches the handler. Optional
 * properties stay undefined: not sent, yet still listed for `mutations` to fill with bad values.
 */
export function validValue(name: string, schema: Schema, idOf: (name: string) => string): unknown {
  if (schema.anyOf) return validValue(name, schema.anyOf[0]!, idOf);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'object') {
    const properties = Object.entries(schema.properties ?? {});
    const valueOf = (key: string, item: Schema) =>
      schema.required?.includes(key) ? validValue(key, item, idOf) : undefined;
    return Object.fromEntries(properties.map(([key, item]) => [key, valueOf(key, item)]));
  }
  if (schema.type === 'array') return schema.items ? [validValue(name, schema.items, idOf)] : [];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return false;
  if (schema.format === 'uuid') return idOf(name);
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/phone/i.test(name)) return '71123456';
  // The buyers' own password, so routes that check it go past the check.
  if (/password/i.test(name)) return BUYER_PASSWORD;
  const digits = schema.pattern?.match(/^\^\\d\{(\d+)\}\$$/);
  if (digits) return '7'.repeat(Number(digits[1]));
  return 'abc'.padEnd(schema.minLength ?? 0, 'c');
}

/** The body schema of an operation, if it takes one. */
export const bodySchemaOf = (operation: Operation) =>
  operation.requestBody && Object.values(operation.requestBody.content)[0]?.schema;

/** Every property of a JSON value, nested ones too, with a copy setting it to `bad`. */
export function* mutations(value: unknown, path: string[] = []): Generator<[string, (bad: unknown) => unknown]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    yield [at.join('.'), (bad) => ({ ...value, [key]: bad })];
    for (const [inner, replace] of mutations(item, at)) {
      yield [inner, (bad) => ({ ...value, [key]: replace(bad) })];
    }
  }
}
