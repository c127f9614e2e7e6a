// How src/souk-api.ts is made from the API's document. Not part of the client: `npm run api:client`
// (apps/api/src/openapi/write-client.ts, which builds the app) and client.test.ts use it.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The committed types of the API (openapi-typescript), which `createSoukClient()` is typed with. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('./souk-api.ts', import.meta.url));

const HEADER = `// The Souk API's types, generated from /api/openapi.json by openapi-typescript: do not edit.
// \`npm run api:client\` writes it again; client.test.ts fails while it differs from the served document.
// \`createSoukClient()\` (index.ts) is the openapi-fetch client typed with them.

`;

/** The types file for a document, as `npm run api:client` writes it. */
export async function clientTypes(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(document as OpenAPI3));
}
