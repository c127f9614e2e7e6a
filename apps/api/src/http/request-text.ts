import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { HttpError } from './envelope.ts';

type Holder = Record<string, unknown>;
const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);
/** JSON's objects and the query parser's prototype-less ones; not buffers, streams or files. */
function isPlainObject(value: unknown): value is Holder {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
/** Half of a surrogate pair: only a malformed `\uD800`-style JSON escape makes one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Readies every text of body, query and path for PostgreSQL. A lone surrogate becomes U+FFFD, as
 * UTF-8 encoding makes it in a text column (jsonb refuses it instead); a NUL, which PostgreSQL
 * cannot store at all, is refused with the field named.
 */
function cleanText(request: FastifyRequest) {
  const parts: Holder = { body: request.body, query: request.query, params: request.params };
  // An explicit stack: a deeply nested JSON body must not overflow the call stack.
  const stack = Object.keys(parts).map((part): [Holder, string, string] => [parts, part, '']);
  while (stack.length > 0) {
    const [holder, key, path] = stack.pop()!;
    const value = holder[key];
    if (typeof value === 'string') {
      if (value.includes('\0')) throw nulError(path);
      const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD');
      if (wellFormed !== value) holder[key] = wellFormed;
    } else if (Array.isArray(value)) {
      const items = value as unknown as Holder;
      value.forEach((_item, index) => stack.push([items, String(index), joinPath(path, String(index))]));
    } else if (isPlainObject(value)) {
      for (const inner of Object.keys(value)) {
        if (inner.includes('\0')) throw nulError(path);
        stack.push([value, inner, joinPath(path, inner)]);
      }
    }
  }
  request.body = parts.body;
}

const nulError = (path: string) => new HttpError(400, MESSAGES.nulCharacter, [{ msg: MESSAGES.nulCharacter, path }]);

/** Before any schema or handler: one pass for every route, whatever its fields. */
export function registerTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => cleanText(request));
}
