/**
 * The member API and the operator API as an OpenAPI 3.1 document, for operators who run their
 * own client or scripts.
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
import { api, ENVELOPE_CODES, FIRST_SEGMENT_HEADER, FIRST_STREAM_HEADER, normalizePath, START_PLAYLIST_HEADER, type EndpointName } from '@nocturne/core';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { buildApp } from '../app.ts';
import { answerSchemas, type JsonSchema } from './answerSchemas.ts';
import { MEMBER_SUMMARIES, OPERATOR_SUMMARIES } from './summaries.ts';

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
  '',
  'The operator API (`/admin/...`, tag `operators`) answers the same envelope, never encrypted, with real HTTP statuses. It takes `Authorization: Bearer <ADMIN_TOKEN>` (scripts: every right) or an operator session cookie from `POST /admin/session` (`__Host-nocturne_operator` over HTTPS, `nocturne_operator` over plain HTTP); a cookie-authenticated change must come from the site itself (`Sec-Fetch-Site: same-origin`, or an `Origin` of the site). Each route needs one right of core\'s `ROLE_RIGHTS`; a role without it gets 403. See docs/operator.md.',
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
          info: { title: 'Nocturne API', version: '1', description: DESCRIPTION, license: { name: 'Proprietary', identifier: 'LicenseRef-Nocturne' } },
          servers: [{ url: '/', description: 'The origin that serves the app (PUBLIC_URL in production)' }],
          components: {
            securitySchemes: {
              Token: { type: 'apiKey', in: 'header', name: 'Token', description: 'A member token from auto-register or login' },
              AdminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for scripts: every operator right' },
              MetricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN: /admin/metrics only' },
              OperatorSession: {
                type: 'apiKey',
                in: 'cookie',
                name: '__Host-nocturne_operator',
                description: 'The session cookie of POST /admin/session (nocturne_operator over plain HTTP)',
              },
            },
          },
        },
        // The calls of core's contract and the operator API: not media or the cashier pages.
        transform: ({ schema, url, route }) => ({ schema: { ...schema, hide: !isPublished(route.config) }, url }),
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
      operation.summary = MEMBER_SUMMARIES[name];
      operation['x-encrypted'] = endpoint.encrypted;
      // A visitor's call takes the token when there is one, and answers without one too.
      operation.security = !endpoint.auth ? [] : endpoint.auth === 'visitor' ? [{ Token: [] }, {}] : [{ Token: [] }];
      if (endpoint.body === 'multipart') {
        operation.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'image/*' } } } } },
        };
      }
      const data = endpoint.encrypted ? encryptedData(answer) : answer;
      operation.responses = {
        '200': { description: 'The envelope.', content: { 'application/json': { schema: envelopeOf(data) } }, ...(ANSWER_HEADERS[name] ? { headers: ANSWER_HEADERS[name] } : {}) },
      };
    }
    describeOperatorCalls(document);
    document.components = { ...document.components, schemas: components };
    return document;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type HeaderDocs = Record<string, { description: string; schema: { type: 'string' } }>;

/** Headers a call's answer carries besides its envelope, by call. */
const ANSWER_HEADERS: Partial<Record<EndpointName, HeaderDocs>> = {
  // The detail's hints of its first stream (core api/firstStream.ts), read by our page's early start.
  videoDetail: {
    [FIRST_STREAM_HEADER]: { description: 'The master playlist URL of the first episode (as in the body), when it has media.', schema: { type: 'string' } },
    [START_PLAYLIST_HEADER]: { description: 'For a ladder: the playlist of the rendition the player starts on, as the master lists it.', schema: { type: 'string' } },
    [FIRST_SEGMENT_HEADER]: { description: "For an encrypted ladder: the start playlist's first segment, as that playlist lists it.", schema: { type: 'string' } },
  },
};

type RouteConfig = { memberCall?: boolean; right?: unknown } | undefined;
const isPublished = (config: RouteConfig) => config?.memberCall === true || (config !== undefined && 'right' in config);

/**
 * The operator routes: their summary (from the route's schema, else OPERATOR_SUMMARIES), the
 * `operators` tag, and who may call them. Signing in is the one route without security.
 */
function describeOperatorCalls(document: OpenApiDocument): void {
  for (const [url, methods] of Object.entries(document.paths)) {
    if (!url.startsWith('/admin/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${url}`;
      operation.summary ??= OPERATOR_SUMMARIES[key];
      if (!operation.summary) throw new Error(`${key}: an operator route without a summary (openapiGenerator/summaries.ts)`);
      operation.tags = ['operators'];
      operation.operationId ??= operatorOperationId(method, url);
      const signIn = key === 'POST /admin/session';
      operation.security = signIn ? [] : url === '/admin/metrics' ? [{ AdminToken: [] }, { MetricsToken: [] }, { OperatorSession: [] }] : [{ AdminToken: [] }, { OperatorSession: [] }];
      // Real HTTP statuses: bad input 400, no session 401, no right 403, none such 404, done already 409.
      operation.responses = { ...(operation.responses as Record<string, unknown> | undefined), '4XX': { description: 'A refusal: the envelope with its code and a sentence to show.' } };
    }
  }
}

/** 'post', '/admin/withdrawals/{id}/approve' -> 'admin.post.withdrawals.id.approve'. */
function operatorOperationId(method: string, url: string): string {
  return ['admin', method, ...url.split('/').slice(2).map((part) => part.replace(/[{}]/g, ''))].filter(Boolean).join('.');
}
