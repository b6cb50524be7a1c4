/**
 * A tiny JSON-schema builder whose schemas carry their TypeScript type, so a route's
 * schema is checked against the contract's request type at compile time (see route.ts).
 * Strings reject NUL (PostgreSQL text cannot hold it) and are length-limited by default.
 */
export type JsonSchema = Record<string, unknown>;

export interface Schema<T> {
  readonly json: JsonSchema;
  /** Phantom: the validated value's type. Never set at run time. */
  readonly __type?: T;
  readonly optional?: false;
}

export interface OptionalSchema<T> {
  readonly json: JsonSchema;
  readonly __type?: T;
  readonly optional: true;
}

export type Infer<S> = S extends { readonly __type?: infer T } ? T : never;

type AnySchema = Schema<unknown> | OptionalSchema<unknown>;
type Shape = Record<string, AnySchema>;
type RequiredKeys<P extends Shape> = { [K in keyof P]: P[K] extends OptionalSchema<unknown> ? never : K }[keyof P];
type OptionalKeys<P extends Shape> = { [K in keyof P]: P[K] extends OptionalSchema<unknown> ? K : never }[keyof P];
type Simplify<T> = { [K in keyof T]: T[K] };
export type InferShape<P extends Shape> = Simplify<
  { [K in RequiredKeys<P>]: Infer<P[K]> } & { [K in OptionalKeys<P>]?: Infer<P[K]> }
>;

/** Default ceiling for free text; endpoints with longer text say so. */
export const DEFAULT_MAX_LENGTH = 200;
const NO_NUL = '^[^\\u0000]*$';

function schema<T>(json: JsonSchema): Schema<T> {
  return { json };
}

export const s = {
  string(options: { minLength?: number; maxLength?: number; pattern?: string } = {}): Schema<string> {
    return schema({
      type: 'string',
      minLength: options.minLength ?? 0,
      maxLength: options.maxLength ?? DEFAULT_MAX_LENGTH,
      pattern: options.pattern ?? NO_NUL,
    });
  },
  integer(options: { minimum?: number; maximum?: number } = {}): Schema<number> {
    return schema({
      type: 'integer',
      minimum: options.minimum ?? Number.MIN_SAFE_INTEGER,
      maximum: options.maximum ?? Number.MAX_SAFE_INTEGER,
    });
  },
  /** Bounded like integer: no number field is unbounded (the app also refuses non-finite ones). */
  number(options: { minimum?: number; maximum?: number } = {}): Schema<number> {
    return schema({ type: 'number', minimum: options.minimum ?? Number.MIN_SAFE_INTEGER, maximum: options.maximum ?? Number.MAX_SAFE_INTEGER });
  },
  boolean(): Schema<boolean> {
    return schema({ type: 'boolean' });
  },
  /** One of a few fixed values (`0`, `'暗网'`, `'wx' | 'zfb'`). */
  oneOf<const V extends readonly (string | number | boolean)[]>(...values: V): Schema<V[number]> {
    return schema({ enum: [...values] });
  },
  /** Any of several schemas (e.g. a pay channel sent as a number or `true`). */
  anyOf<const S extends readonly AnySchema[]>(...schemas: S): Schema<Infer<S[number]>> {
    return schema({ anyOf: schemas.map((item) => item.json) });
  },
  /** A list of `items`, at most `maxItems` long (no list is unbounded). */
  array<T>(items: Schema<T>, options: { maxItems: number; minItems?: number }): Schema<T[]> {
    return schema({ type: 'array', items: items.json, minItems: options.minItems ?? 0, maxItems: options.maxItems });
  },
  optional<T>(inner: Schema<T>): OptionalSchema<T> {
    return { json: inner.json, optional: true };
  },
  object<P extends Shape>(shape: P): Schema<InferShape<P>> {
    const required = Object.keys(shape).filter((key) => !shape[key]!.optional);
    const properties = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, value.json]));
    // Extra properties are dropped (removeAdditional), not rejected: clients send more than we read.
    return schema({ type: 'object', properties, required, additionalProperties: false });
  },
};

/**
 * The body of a change (PUT): any of `properties`, at least one of them. Not `minProperties`:
 * unknown keys are dropped (removeAdditional) only after it is checked, so a body of junk keys
 * would pass as an empty change; `required` is checked on what is left.
 */
export function changeOf(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, additionalProperties: false, anyOf: Object.keys(properties).map((key) => ({ required: [key] })) };
}
