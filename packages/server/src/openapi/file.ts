import { fileURLToPath } from 'node:url';

/** Where the published document lives in the repository. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

/** The document as written to the file: stable key order as built, two-space indent. */
export function openApiText(document: unknown): string {
  return JSON.stringify(document, null, 2) + '\n';
}
