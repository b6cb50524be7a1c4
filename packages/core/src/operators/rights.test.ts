import { describe, expect, test } from 'vitest';
import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, OPERATOR_RIGHTS, OPERATOR_ROLES, ROLE_RIGHTS, reasonGiven, roleMay, roleNeedsTotp, isOperatorRole } from './rights.ts';

describe('operator rights', () => {
  test('the owner has every right; the others have exactly their role\'s', () => {
    expect(ROLE_RIGHTS.owner).toEqual(OPERATOR_RIGHTS);
    expect(ROLE_RIGHTS.content).toEqual(['dashboard', 'videos', 'ingest', 'topics', 'ads', 'danmaku', 'reports', 'playback']);
    expect(ROLE_RIGHTS.finance).toEqual(['dashboard', 'withdrawals', 'orders', 'ledgers', 'adjustments', 'members']);
    expect(ROLE_RIGHTS.support).toEqual(['dashboard', 'chats', 'members']);
  });

  test('only owners manage operators, read the log, change the site and suspend members', () => {
    for (const right of ['operators', 'audit', 'site', 'suspensions', 'metrics'] as const) {
      expect(OPERATOR_ROLES.filter((role) => roleMay(role, right))).toEqual(['owner']);
    }
    expect(roleMay('support', 'adjustments')).toBe(false);
    expect(roleMay('content', 'withdrawals')).toBe(false);
  });

  test('every role sees the dashboard', () => {
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'dashboard'))).toEqual([...OPERATOR_ROLES]);
  });

  test('owner and finance need a one-time code', () => {
    expect(OPERATOR_ROLES.filter(roleNeedsTotp)).toEqual(['owner', 'finance']);
  });

  test('roles are recognised by name only', () => {
    expect(isOperatorRole('finance')).toBe(true);
    expect(isOperatorRole('root')).toBe(false);
    expect(isOperatorRole(1)).toBe(false);
  });
});

describe('a reason the audit log keeps', () => {
  test(`takes ${OPERATOR_REASON_MIN} characters besides spaces, up to ${OPERATOR_REASON_MAX} in all`, () => {
    expect(OPERATOR_REASON_MIN).toBe(2);
    expect(reasonGiven('侵权')).toBe(true);
    expect(reasonGiven(' 侵 ')).toBe(false);
    expect(reasonGiven(' 侵 权 ')).toBe(true);
    expect(reasonGiven('    ')).toBe(false);
    expect(reasonGiven('字'.repeat(OPERATOR_REASON_MAX))).toBe(true);
    expect(reasonGiven('字'.repeat(OPERATOR_REASON_MAX + 1))).toBe(false);
  });
});
