import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The committed types of the API (openapi-typescript), for openapi-fetch: `createClient<paths>()`. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('./souk-api.ts', import.meta.url));

const HEADER = `// The Souk API's types, generated from /api/openapi.json by openapi-typescript: do not edit.
// \`npm run api:client\` writes it again; openapi.test.ts fails while it differs from the document.
// Use it with openapi-fetch: \`createClient<paths>({ baseUrl })\` (see client.test.ts).

`;

/** The types file for a document, as `npm run api:client` writes it. */
export async function clientTypes(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(document as OpenAPI3));
}
