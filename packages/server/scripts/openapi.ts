/**
 * npm run openapi: writes the member API's OpenAPI document to docs/openapi.json (committed;
 * test/openapi.test.ts fails when it no longer matches the code).
 */
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../src/openapiGenerator/document.ts';
import { OPENAPI_FILE, openApiText } from '../src/openapi/file.ts';

writeFileSync(OPENAPI_FILE, openApiText(await openApiDocument()));
console.log(`wrote ${OPENAPI_FILE}`);
