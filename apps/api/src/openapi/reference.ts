import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../http/access.ts';
import { API_TAGS, OPERATIONS, type ErrorStatus, type OperationNotes } from './operations.ts';

/**
 * The API reference (issue 26): /api/openapi.json and the browsable /api/docs. @fastify/swagger
 * builds it from the route schemas (zod, through jsonSchemaTransform); `describeRoute` adds what
 * the route table already knows, so no route repeats it:
 * - operationId `<module>.<action>`: the module is the route's tag in camelCase, the action the
 *   method and the path's words (the module's own first segment left out), then `By` and the
 *   path's parameters: `GET /api/cart` is `cart.get`, `DELETE /api/cart/{cartId}/items/{variantId}`
 *   `cart.deleteItemsByCartIdAndVariantId`. It changes only when the method or the path does;
 *   `schema.operationId` on a route overrides it.
 * - summary: the route's `schema.summary`, else its line in OPERATIONS (operations.ts);
 * - security and "who may call" from `config.access` (http/access.ts), and whose objects from `config.reach`;
 * - error answers from one envelope (`Failure`): 400 on every route (every text is checked for
 *   NUL, every schema validated), 401 where access is not public, 403 for role lists and routes
 *   that answer others 403, 404 for paths with parameters and routes that hide others' objects,
 *   429 (with Retry-After) behind an address gate; OPERATIONS adds what only the handler knows (409s, throttles).
 * The success answer is the `Success` envelope (200, or 201 where OPERATIONS says so) unless
 * OPERATIONS names another body (a PDF, an image, a page) or a redirect.
 */

/** The session cookie a browser holds; API clients send the same token as `Authorization: Bearer`. */
const SESSION_SCHEMES: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

const ERROR_RESPONSES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnreadableImage',
  429: 'TooManyRequests',
  503: 'Unavailable',
};

const failureContent = { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } };

/** The envelope every reply uses (http/envelope.ts), and the answers built on it, shared by every operation. */
const COMPONENTS = {
  securitySchemes: {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: 'souk_session',
      description: 'The session cookie that POST /api/auth/login (or /api/staff/login) sets.',
    },
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description:
        "The same session token, for API clients: `Authorization: Bearer <token>`, the token being the `souk_session` cookie's value.",
    },
  },
  schemas: {
    Success: {
      type: 'object',
      description: 'A successful reply.',
      required: ['success', 'message', 'data'],
      properties: {
        success: { type: 'boolean', enum: [true] },
        message: { type: 'string', description: 'What happened, in words for people.' },
        data: { description: "The answer itself; its shape is the operation's own." },
      },
    },
    Failure: {
      type: 'object',
      description: 'A refused or failed request.',
      required: ['success', 'status', 'message', 'result'],
      properties: {
        success: { type: 'boolean', enum: [false] },
        status: {
          type: 'string',
          enum: ['fail', 'error'],
          description: "`fail` for the client's mistake (4xx), `error` for the server's (5xx).",
        },
        message: { type: 'string', description: 'Why, in words for people.' },
        result: { type: 'integer', enum: [0] },
        errors: {
          type: 'array',
          description: 'The fields at fault, when the request named any.',
          items: { $ref: '#/components/schemas/FieldError' },
        },
      },
    },
    FieldError: {
      type: 'object',
      required: ['msg', 'path'],
      properties: {
        msg: { type: 'string', description: "The field's error, in words for people." },
        path: { type: 'string', description: 'The field, dotted for nested ones: `address.city`, `items.0.quantity`.' },
      },
    },
  },
  responses: {
    Ok: {
      description: 'Done: `data` holds the answer.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
    },
    Created: {
      description: 'Created: `data` holds what was made.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
    },
    BadRequest: {
      description:
        'A field is missing or invalid (`errors` names each one), the body is malformed, or a text holds a NUL.',
      content: failureContent,
    },
    Unauthorized: { description: 'No valid session: sign in first.', content: failureContent },
    Forbidden: {
      description:
        "The account may not do this: its type is not among those allowed, its dashboard permission is off, its shop is suspended, or the object is another's.",
      content: failureContent,
    },
    NotFound: { description: 'No such object, or none the caller may see.', content: failureContent },
    Conflict: {
      description: 'The state of things forbids it: the object already exists, has moved on, or is out of stock.',
      content: failureContent,
    },
    PayloadTooLarge: { description: 'The body, or one of its files, is over the limit.', content: failureContent },
    UnsupportedMediaType: {
      description: 'The body is of a type the operation does not read (or a file is not an image).',
      content: failureContent,
    },
    UnreadableImage: { description: 'An image sent could not be read.', content: failureContent },
    TooManyRequests: {
      description: 'Too many attempts: wait as long as `Retry-After` says (the message says it too).',
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
      },
      content: failureContent,
    },
    Unavailable: {
      description: 'A store the instance needs (the database, Redis) does not answer.',
      content: failureContent,
    },
  },
};

/** Words of a path segment or a tag: `update-quantity` is [update, quantity]. */
const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelCase = (words: string[]) =>
  words.map((word, index) => (index === 0 ? word.toLowerCase() : capitalized(word.toLowerCase()))).join('');
/** The module of an operation, as its operationId starts: `customer service` is `customerService`. */
export const moduleIdOf = (tag: string) => camelCase(wordsOf(tag));

/** `<module>.<action>` from the method and the Fastify path (see above). */
export function operationIdOf(method: string, url: string, tag: string): string {
  const module = moduleIdOf(tag);
  const segments = url.split('/').filter((segment) => segment && segment !== 'api');
  const parameters = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const literal = segments.filter((segment) => !segment.startsWith(':'));
  if (literal[0] && camelCase(wordsOf(literal[0])).toLowerCase() === module.toLowerCase()) literal.shift();
  const byParameters =
    parameters.length > 0 ? ['by', ...parameters.flatMap((name, index) => (index === 0 ? [name] : ['and', name]))] : [];
  const words = [method.toLowerCase(), ...literal.flatMap(wordsOf), ...byParameters];
  return `${module}.${words.map((word, index) => (index === 0 ? word : capitalized(word))).join('')}`;
}

/** Who may call, in words, from the route's declarations. */
function accessText(route: RouteOptions): string {
  const access = route.config?.access as Access | undefined;
  const reach = route.config?.reach;
  const lines: string[] = [];
  if (access === undefined) return 'Open to everyone: no session is read.';
  if (access === 'public') lines.push('Open to everyone; a session, when sent, is read.');
  else if (access === 'user') lines.push('Any signed-in account.');
  else lines.push(`Signed-in accounts of type ${access.map((type) => `\`${type}\``).join(', ')}.`);
  if (typeof reach === 'object') {
    const staff = reach.staff?.length
      ? `, and staff of type ${reach.staff.map((type) => `\`${type}\``).join(', ')} reach everyone's`
      : '';
    lines.push(`Only the ${reach.owner}'s own objects: another caller is answered ${reach.others}${staff}.`);
  }
  if (route.config?.openToSuspendedShop) lines.push('A suspended shop still reaches it.');
  if (route.config?.addressGate) {
    lines.push(
      'Calls are counted per address: past a threshold a 403 with a field error on `altcha` asks for a solved challenge (GET /api/auth/challenge) in the `x-altcha` header, far past it a 429.',
    );
  }
  return lines.join(' ');
}

function errorStatuses(
  route: RouteOptions,
  method: string,
  url: string,
  schema: FastifySchema,
  notes: OperationNotes | undefined,
): ErrorStatus[] {
  const access = route.config?.access as Access | undefined;
  const reach = route.config?.reach;
  const statuses = new Set<ErrorStatus>([400, ...(notes?.errors ?? [])]);
  if (access !== undefined && access !== 'public') statuses.add(401);
  if (Array.isArray(access) || (typeof reach === 'object' && reach.others === 403)) statuses.add(403);
  if (url.includes('/:') || (typeof reach === 'object' && reach.others === 404)) statuses.add(404);
  // Any method but GET reads a body when one is sent: too large for the limit, or of a type the route does not read.
  if (method !== 'GET') statuses.add(413).add(415);
  // Every multipart form here carries images: one that cannot be read is refused.
  if (schema.consumes?.includes('multipart/form-data')) statuses.add(422);
  // Past its threshold an address gate asks for a solved challenge (403), then refuses (429); its
  // counters' store away, it refuses too (503).
  if (route.config?.addressGate) statuses.add(403).add(429).add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** Every answer of an operation: the envelope's success (or the operation's own answers), then its errors. */
function responsesOf(
  route: RouteOptions,
  method: string,
  url: string,
  schema: FastifySchema,
  notes: OperationNotes | undefined,
): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  const own = Object.entries(notes?.answers ?? {});
  if (!own.some(([status]) => status.startsWith('2') || status.startsWith('3'))) {
    responses[notes?.created ? 201 : 200] = { $ref: `#/components/responses/${notes?.created ? 'Created' : 'Ok'}` };
  }
  for (const status of errorStatuses(route, method, url, schema, notes))
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]}` };
  for (const [status, answer] of own) {
    responses[status] = answer.type
      ? {
          description: answer.description,
          content: {
            [answer.type]: {
              schema: answer.type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' },
            },
          },
        }
      : {
          description: answer.description,
          headers: { Location: { description: 'Where to go next.', schema: { type: 'string' } } },
        };
  }
  return responses;
}

/** The answers an operation documents, carried from `describeRoute` to `finishDocument` on the operation. */
const ANSWERS = 'x-souk-answers';

/** One route's part of the document (the swagger `transform`). */
export function describeRoute(input: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  const { route } = input;
  // The alias of POST /api/hero/banner keeps working for old clients; the document names the one address.
  if (route.url === '/api/hero/') return { schema: { hide: true }, url: input.url };
  const method = [route.method].flat()[0]!;
  const notes = OPERATIONS[`${method} ${route.url}`];
  // Outside /api/ only the files OPERATIONS names (images, robots.txt, sitemaps) are part of the API; pages are not.
  if (!route.url.startsWith('/api/') && !notes) return { schema: { hide: true }, url: input.url };
  const transformed = jsonSchemaTransform(input);
  const schema = (transformed.schema ?? {}) as FastifySchema & Record<string, unknown>;
  if (schema.hide) return transformed;
  let url = transformed.url;
  // A wildcard (the media files' `/media/*`) becomes a named parameter: OpenAPI has no other way to say it.
  if (url.endsWith('*')) {
    url = `${url.slice(0, -1)}:path`;
    schema.params = {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'The rest of the address, slashes included: `products/1f0c.webp`.' },
      },
      required: ['path'],
    };
  }
  const tag = schema.tags?.[0] ?? 'other';
  const access = route.config?.access as Access | undefined;
  const described: FastifySchema & Record<string, unknown> = {
    ...schema,
    tags: [tag],
    operationId: schema.operationId ?? operationIdOf(method, url, tag),
    summary: schema.summary ?? notes?.summary ?? `${method} ${url}`,
    description: [schema.description ?? notes?.description, accessText(route)].filter(Boolean).join('\n\n'),
    security: access === undefined ? [] : access === 'public' ? [{}, ...SESSION_SCHEMES] : SESSION_SCHEMES,
    [ANSWERS]: responsesOf(route, method, url, schema, notes),
  };
  if (access !== undefined) described['x-souk-access'] = access;
  return { url, schema: described };
}

type Document = Record<string, unknown> & { paths?: Record<string, Record<string, Record<string, unknown>>> };

/** The whole document's last touches (the swagger `transformObject`): the answers, the tags, the servers. */
export function finishDocument(document: Document, publicUrl: string): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (!operation[ANSWERS]) continue;
      operation.responses = operation[ANSWERS];
      delete operation[ANSWERS];
    }
  }
  return {
    ...document,
    servers: [{ url: publicUrl, description: 'This deployment' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  };
}

/** Registers the document (/api/openapi.json, served by modules/system) and the browsable reference (/api/docs). */
export async function registerApiReference(app: FastifyInstance, options: { publicUrl: string }) {
  const swaggerOptions: FastifyDynamicSwaggerOptions = {
    // Plain JSON, asserted: the typings' union of OpenAPI 3.0, 3.1 and 3.2 documents takes no literal whole.
    openapi: {
      info: {
        title: 'Souk API',
        version: '1.0.0',
        description:
          'Multi-vendor marketplace for Lebanon. Every reply uses the `{ success, message, data }` envelope; a refusal is `{ success: false, status, message, result: 0, errors? }`. ' +
          'Sign in with POST /api/auth/login (buyers and sellers) or /api/staff/login: the reply sets the `souk_session` cookie, whose value also works as a bearer token.',
      },
      components: COMPONENTS,
    } as FastifyDynamicSwaggerOptions['openapi'],
    transform: describeRoute,
    transformObject: ((input) =>
      finishDocument(
        ('openapiObject' in input ? input.openapiObject : {}) as Document,
        options.publicUrl,
      )) as SwaggerTransformObject,
  };
  await app.register(swagger, swaggerOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
