/** The operator API answers with the same envelope as the member API, never encrypted (http/envelope.ts). */
export { ok } from '../http/envelope.ts';
