/**
 * JSON schemas of what each call's `data` holds, generated from core's TypeScript types
 * (`ApiAnswers` in contract.ts) by typescript-json-schema, so the published answers are the
 * types the client and the server compile against.
 */
import { fileURLToPath } from 'node:url';
import * as TJS from 'typescript-json-schema';

export type JsonSchema = Record<string, unknown>;

export interface AnswerSchemas {
  /** Per contract entry name, the schema of its decrypted `data`. */
  answers: Record<string, JsonSchema>;
  /** Named types the answers refer to, as OpenAPI components (`#/components/schemas/Name`). */
  components: Record<string, JsonSchema>;
}

const CONTRACT = fileURLToPath(new URL('../../../core/src/api/contract.ts', import.meta.url));

/** 'Page<Video>' -> 'Page_Video': OpenAPI component names allow letters, digits, '.', '-', '_'. */
function componentName(definition: string): string {
  return decodeURIComponent(definition).replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');
}

/** Points every `#/definitions/X` at `#/components/schemas/X'`. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/definitions/')
        ? [key, `#/components/schemas/${componentName(inner.slice('#/definitions/'.length))}`]
        : [key, rewriteRefs(inner)],
    ),
  );
}

export function answerSchemas(): AnswerSchemas {
  const program = TJS.getProgramFromFiles([CONTRACT], {
    strict: true,
    skipLibCheck: true,
    types: [],
    allowImportingTsExtensions: true,
    noEmit: true,
    target: 99, // ESNext
    module: 199, // NodeNext
    moduleResolution: 99, // NodeNext
  });
  const generator = TJS.buildGenerator(program, { required: true, ref: true, aliasRef: false, topRef: false, strictNullChecks: true, ignoreErrors: true });
  if (!generator) throw new Error('typescript-json-schema could not read core/src/api/contract.ts');
  const schema = generator.getSchemaForSymbol('ApiAnswers') as { properties: Record<string, JsonSchema>; definitions?: Record<string, JsonSchema> };
  const components = Object.fromEntries(
    Object.entries(schema.definitions ?? {}).map(([name, definition]) => [componentName(name), rewriteRefs(definition) as JsonSchema]),
  );
  return { answers: rewriteRefs(schema.properties) as Record<string, JsonSchema>, components };
}
