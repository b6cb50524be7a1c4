import type { LocalStores, SessionStore } from '@nocturne/core';

/**
 * The API client's view of the stored session: token and member code, cleared on 8000 /
 * SYS.0015. The player's early start (src/early) reads the session through it too, so both
 * send a call only for a member signed in on this device.
 */
export function clientSession(session: LocalStores['session']): SessionStore {
  return {
    get() {
      const token = session.token();
      const member = session.member();
      return token && member ? { token, memberCode: member.memberCode } : null;
    },
    clearToken: () => session.clearToken(),
    clearAll: () => session.clear(),
  };
}
