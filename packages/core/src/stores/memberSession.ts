import type { Member } from '../api/types.ts';
import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { isMember, isString } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** The signed-in member and token (docs/product.md sections 4 and 8). */
export interface MemberSessionStore {
  member(): Member | null;
  token(): string | null;
  /** After login or auto-registration. */
  save(member: Member, token: string): void;
  /** After a member refresh or profile save: the token is unchanged. */
  saveMember(member: Member): void;
  /** Error code 8000: the token expired, the member stays known. */
  clearToken(): void;
  /** Error code SYS.0015: logged in elsewhere, forget both. */
  clear(): void;
}

export function memberSessionStore(storage: KeyValueStorage, logger?: StoreLogger): MemberSessionStore {
  const isMemberOrNone = (value: unknown): value is Member | null => value === null || isMember(value);
  const isTokenOrNone = (value: unknown): value is string | null => value === null || isString(value);
  const memberSlot = jsonSlot<Member | null>(storage, STORAGE_KEYS.memberInfo, isMemberOrNone, null, logger);
  const tokenSlot = jsonSlot<string | null>(storage, STORAGE_KEYS.token, isTokenOrNone, null, logger);
  return {
    member: memberSlot.read,
    token: tokenSlot.read,
    save(member, token) {
      memberSlot.write(member);
      tokenSlot.write(token);
    },
    saveMember: (member) => {
      memberSlot.write(member);
    },
    clearToken: tokenSlot.clear,
    clear() {
      memberSlot.clear();
      tokenSlot.clear();
    },
  };
}
