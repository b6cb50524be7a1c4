/**
 * The member API as an OpenAPI 3.1 document, for operators who run their own client.
 * @fastify/swagger collects every route and its body schema as the server registers them;
 * core's contract adds what the routes do not know (the call's name, whether it needs a
 * token, whether its `data` is encrypted) and core's types give each answer's shape
 * (answerSchemas.ts). `npm run openapi` writes it to docs/openapi.json, the server serves
 * that file at /openapi.json (src/openapi/), and test/openapi.test.ts fails when the two drift
 * apart. It builds the whole app (app.ts) to describe it, so it stands above the root.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import swagger from '@fastify/swagger';
import { api, ENVELOPE_CODES, normalizePath, type EndpointName } from '@nocturne/core';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { buildApp } from '../app.ts';
import { answerSchemas, type JsonSchema } from './answerSchemas.ts';

type Operation = Record<string, unknown> & { requestBody?: unknown };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> } & Record<string, unknown>;

const DESCRIPTION = [
  'The member API of Nocturne, the protocol of the original client (`taylor77y/movie-vue3`, branch 2025-09-05).',
  '',
  '- Every call answers **HTTP 200** with the envelope `{code, msg, message, data}`; `code` tells success (0) or the class of failure.',
  '- A call marked `x-encrypted` carries `data` as AES-128-CBC (PKCS7) ciphertext in Base64 of the JSON given by `contentSchema`; the key and IV are the operator\'s `API_AES_KEY` / `API_AES_IV`.',
  '- A call with a `Token` security requirement needs the token of `auto-register` or `login` in the `Token` header; without a valid one it answers code 8000.',
  '- Bodies accept numbers and numeric text alike for codes, ids and amounts, and null for an absent code.',
  '',
  'Codes:',
  '',
  '| code | meaning |',
  '|---|---|',
  ...ENVELOPE_CODES.map(({ code, meaning }) => `| ${JSON.stringify(code)} | ${meaning} |`),
].join('\n');

/** Routes are only registered, never called: a database that is never asked anything. */
const UNUSED_DB = new Proxy({} as Db, {
  get(_target, property) {
    // Not a promise, and nothing to listen to (the optional `listen`: http/sessionEnds.ts).
    if (property === 'then' || property === 'listen') return undefined;
    throw new Error(`the OpenAPI generator does not use the database (asked for ${String(property)})`);
  },
});

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data'],
    properties: {
      code: { type: ['integer', 'string'], description: 'See the codes in the description; 0 is success.' },
      msg: { type: 'string' },
      message: { type: 'string', description: 'The same sentence as msg, on failures.' },
      data: { anyOf: [data, { type: 'null', description: 'On failure.' }] },
    },
  };
}

function encryptedData(answer: JsonSchema): JsonSchema {
  return {
    type: 'string',
    description: 'AES-128-CBC (PKCS7) ciphertext, Base64, of the JSON in contentSchema.',
    contentEncoding: 'base64',
    contentMediaType: 'application/json',
    contentSchema: answer,
  };
}

export async function openApiDocument(): Promise<OpenApiDocument> {
  const { answers, components } = answerSchemas();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-openapi-'));
  const app = await buildApp({
    db: UNUSED_DB,
    config: loadConfig({ DATA_DIR: dataDir, MEDIA_SECRET: 'openapi', SEED_MEDIA: 'false' }),
    logger: false,
    beforeRoutes: async (instance) => {
      await instance.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: { title: 'Nocturne member API', version: '1', description: DESCRIPTION },
          components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
        },
        // Only the calls of core's contract: not the operator API, media, or the cashier pages.
        transform: ({ schema, url, route }) => ({ schema: { ...schema, hide: route.config?.memberCall !== true }, url }),
      });
    },
  });
  try {
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    for (const [name, endpoint] of Object.entries(api) as [EndpointName, (typeof api)[EndpointName]][]) {
      const operation = document.paths[normalizePath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      if (!operation) throw new Error(`${name}: ${endpoint.method} ${endpoint.path} is in core's contract but no route serves it`);
      const answer = answers[name];
      if (!answer) throw new Error(`${name}: no answer type in ApiAnswers`);
      operation.operationId = name;
      operation['x-encrypted'] = endpoint.encrypted;
      // A visitor's call takes the token when there is one, and answers without one too.
      if (endpoint.auth) operation.security = endpoint.auth === 'visitor' ? [{ Token: [] }, {}] : [{ Token: [] }];
      if (endpoint.body === 'multipart') {
        operation.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'image/*' } } } } },
        };
      }
      const data = endpoint.encrypted ? encryptedData(answer) : answer;
      operation.responses = { '200': { description: 'The envelope.', content: { 'application/json': { schema: envelopeOf(data) } } } };
    }
    document.components = { ...document.components, schemas: components };
    return document;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
