/**
 * Bad bodies derived from one valid body: each field in turn missing, of the wrong type,
 * huge, negative, fractional, or odd unicode, plus bodies that are not objects at all.
 * `mustRefuse` marks input no route may accept; the others may be accepted (a free-text
 * field may hold an RTL mark, a hint field may be negative) but must never fail the server.
 * A number where text is expected and numeric text where a number is expected are not bad
 * input: the original client sends both (`typeCode: 34`, `money: "5"`) and the server
 * coerces them, so they are valid bodies, tested by the protocol suite, not here.
 */
export interface BadBody {
  label: string;
  /** The raw request payload (already JSON text, or deliberately not JSON). */
  payload: string;
  mustRefuse: boolean;
}

/** 100 KB of text: above the JSON body limit, far above any field's maximum. */
export const HUGE_TEXT = 'x'.repeat(100 * 1024);
/** A lone high surrogate: not valid UTF-16 on its own. */
export const LONE_SURROGATE = '\ud800';
/** Right-to-left override and mark, zero-width joiner, an emoji with a skin tone. */
export const ODD_TEXT = '\u202e\u200fمرحبا\u200d👍🏽';
export const NUL_TEXT = 'a\u0000b';

type Body = Record<string, unknown>;

function withField(body: Body, key: string, value: unknown): string {
  return JSON.stringify({ ...body, [key]: value });
}

function without(body: Body, key: string): string {
  const copy = { ...body };
  delete copy[key];
  return JSON.stringify(copy);
}

function fieldMutations(body: Body, key: string): BadBody[] {
  const value = body[key];
  const cases: BadBody[] = [{ label: `${key} missing`, payload: without(body, key), mustRefuse: false }];
  const add = (label: string, mutated: unknown, mustRefuse: boolean) =>
    cases.push({ label: `${key} ${label}`, payload: withField(body, key, mutated), mustRefuse });
  // null is an absent optional code (`sonTypeCode: null`); a required field refuses it by its bounds.
  add('null', null, false);
  // A field that is itself a map (a beacon's error counts) keeps only the keys it knows: an
  // object with an unknown one is a valid, empty map, not a refusal.
  const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
  add('an object', { nested: value }, !isMap);
  add('huge (100 KB)', HUGE_TEXT, true);
  if (typeof value === 'string') {
    add('a boolean', true, false);
    add('with NUL', NUL_TEXT, true);
    add('a lone surrogate', LONE_SURROGATE, false);
    add('RTL marks and emoji', ODD_TEXT, false);
  }
  if (typeof value === 'number') {
    add('a non-numeric string', 'lots', true);
    add('negative', -1, false);
    add('non-integer', 1.5, false);
    add('beyond safe integers', 2 ** 60, false);
    // The smallest denormal: Number() reads it, yuanToFen rounds it to 0 fen, SQL overflowed.
    add('a denormal (5e-324)', 5e-324, false);
    add('tiny (1e-300)', 1e-300, false);
    // Ajv coerces numeric text to a number: 400 nines is Infinity, which must never reach SQL.
    add('400 digits of numeric text', '9'.repeat(400), false);
    cases.push({ label: `${key} 1e400 (Infinity once parsed)`, payload: withField(body, key, 'INFINITE').replace('"INFINITE"', '1e400'), mustRefuse: false });
  }
  if (typeof value === 'boolean') add('a word', 'perhaps', true);
  return cases;
}

/** Every bad body derived from `valid`. */
export function badBodies(valid: Body): BadBody[] {
  return [
    { label: 'not JSON', payload: '{"broken": ', mustRefuse: true },
    { label: 'an array', payload: '[]', mustRefuse: true },
    { label: 'a string', payload: '"text"', mustRefuse: true },
    { label: 'a number', payload: '42', mustRefuse: true },
    { label: 'huge (100 KB)', payload: JSON.stringify({ ...valid, padding: HUGE_TEXT }), mustRefuse: true },
    ...Object.keys(valid).flatMap((key) => fieldMutations(valid, key)),
  ];
}
