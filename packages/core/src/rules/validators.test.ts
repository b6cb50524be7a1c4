import { describe, expect, test } from 'vitest';
import {
  AVATAR_MAX_FILES,
  isDeviceUuid,
  PASSWORD_MAX,
  PASSWORD_MIN,
  normalizeSearchTerm,
  validateAvatarFiles,
  validateChangePassword,
  validateChat,
  validateFeedback,
  validateLogin,
  validateProfile,
  validateWithdrawal,
  NICKNAME_MAX,
} from './validators.ts';

describe('validateLogin', () => {
  test('needs an account, then a password', () => {
    expect(validateLogin({ account: '', password: '' })).toBe('请输入账号');
    expect(validateLogin({ account: '   ', password: 'secret' })).toBe('请输入账号');
    expect(validateLogin({ account: 'u1', password: '' })).toBe('请输入密码');
    expect(validateLogin({ account: 'u1', password: 'secret' })).toBeNull();
  });
});

describe('validateChangePassword', () => {
  const ok = { oldPwd: 'old123', newPwd: 'new123', confirmPwd: 'new123' };

  test('pins the 6-12 length', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(12);
  });

  test('checks in the spec order', () => {
    expect(validateChangePassword({ oldPwd: '', newPwd: '', confirmPwd: '' })).toBe('请输入旧密码');
    expect(validateChangePassword({ ...ok, newPwd: '', confirmPwd: '' })).toBe('请输入新密码');
    expect(validateChangePassword({ ...ok, newPwd: '12345', confirmPwd: '' })).toBe('新密码长度必须为6-12位');
    expect(validateChangePassword({ ...ok, confirmPwd: '' })).toBe('请再次输入新密码');
    expect(validateChangePassword({ ...ok, confirmPwd: '12345' })).toBe('确认密码长度必须为6-12位');
    expect(validateChangePassword({ ...ok, confirmPwd: 'new124' })).toBe('两次输入的密码不一致');
    expect(validateChangePassword(ok)).toBeNull();
  });

  test('accepts 6 and 12 characters, not 5 or 13', () => {
    const pair = (pwd: string) => validateChangePassword({ oldPwd: 'x', newPwd: pwd, confirmPwd: pwd });
    expect(pair('a'.repeat(6))).toBeNull();
    expect(pair('a'.repeat(12))).toBeNull();
    expect(pair('a'.repeat(13))).toBe('新密码长度必须为6-12位');
    expect(validateChangePassword({ oldPwd: 'x', newPwd: 'abcdef', confirmPwd: 'a'.repeat(13) })).toBe('确认密码长度必须为6-12位');
  });

  test('counts characters, not UTF-16 units', () => {
    const pwd = '😀😀😀😀😀😀'; // 6 characters, 12 UTF-16 units
    expect(validateChangePassword({ oldPwd: 'x', newPwd: pwd, confirmPwd: pwd })).toBeNull();
  });

  test('a new password of spaces only is refused; spaces inside one are fine', () => {
    const pair = (pwd: string) => validateChangePassword({ oldPwd: 'x', newPwd: pwd, confirmPwd: pwd });
    expect(pair('      ')).toBe('新密码不能全是空格');
    expect(pair(' \t  \u3000 ')).toBe('新密码不能全是空格');
    expect(pair('ab cd ef')).toBeNull();
  });
});

describe('isDeviceUuid', () => {
  test('takes a random uuid (v4 as the original client sends it), nothing made up', () => {
    expect(isDeviceUuid('9886e1b4-6fb3-471e-aad8-880a8e3a3cc2')).toBe(true);
    expect(isDeviceUuid(crypto.randomUUID())).toBe(true);
    expect(isDeviceUuid('9886E1B4-6FB3-471E-AAD8-880A8E3A3CC2')).toBe(true);
    expect(isDeviceUuid('00000000')).toBe(false);
    expect(isDeviceUuid('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(isDeviceUuid('11111111-2222-4333-8444-111111111111')).toBe(false);
    expect(isDeviceUuid('device-abcdef-123')).toBe(false);
    expect(isDeviceUuid('9886e1b46fb3471eaad8880a8e3a3cc2')).toBe(false);
    expect(isDeviceUuid('9886e1b4-6fb3-471e-aad8-880a8e3a3cc2 ')).toBe(false);
  });
});

describe('validateFeedback', () => {
  test('an empty message asks for one', () => {
    expect(validateFeedback('')).toBe('请填写留言内容');
    expect(validateFeedback(' \n ')).toBe('请填写留言内容');
    expect(validateFeedback('很好')).toBeNull();
  });
});

describe('validateWithdrawal', () => {
  test('an empty or zero amount asks for the amount first', () => {
    for (const amount of ['', ' ', '0', '0.00', 0, Number.NaN]) {
      expect(validateWithdrawal({ amount, imageUrl: '' })).toBe('请输入金额');
    }
  });

  test('a negative, over-precise or non-numeric amount says what is wrong (never changed silently)', () => {
    for (const amount of ['-20', -5, '-0.5']) expect(validateWithdrawal({ amount, imageUrl: 'x' })).toBe('提现金额不能为负数');
    expect(validateWithdrawal({ amount: '12.345', imageUrl: 'x' })).toBe('提现金额最多保留两位小数');
    for (const amount of ['abc', '1e3', '12.5.1']) expect(validateWithdrawal({ amount, imageUrl: 'x' })).toBe('请输入有效的提现金额');
    expect(validateWithdrawal({ amount: '12.5', imageUrl: 'x' })).toBeNull();
    expect(validateWithdrawal({ amount: '12.34', imageUrl: 'x' })).toBeNull();
  });

  test('then a missing payment code', () => {
    expect(validateWithdrawal({ amount: '50', imageUrl: '' })).toBe('请上传收款码');
    expect(validateWithdrawal({ amount: 50, imageUrl: ' ' })).toBe('请上传收款码');
  });

  test('passes with both', () => {
    expect(validateWithdrawal({ amount: '0.5', imageUrl: '/uploads/code.png' })).toBeNull();
  });
});

describe('validateChat', () => {
  test('empty text asks for content', () => {
    expect(validateChat('  ')).toBe('请输入内容');
    expect(validateChat('你好')).toBeNull();
  });
});

describe('normalizeSearchTerm', () => {
  test('trims, and an empty term is not searched', () => {
    expect(normalizeSearchTerm('  夜曲 ')).toBe('夜曲');
    expect(normalizeSearchTerm('   ')).toBeNull();
    expect(normalizeSearchTerm('')).toBeNull();
    expect(normalizeSearchTerm(null)).toBeNull();
    expect(normalizeSearchTerm(undefined)).toBeNull();
  });
});

describe('validateAvatarFiles', () => {
  test('takes exactly one image', () => {
    expect(AVATAR_MAX_FILES).toBe(1);
    expect(validateAvatarFiles([{ type: 'image/png' }])).toBeNull();
    expect(validateAvatarFiles([{ type: 'image/png' }, { type: 'image/jpeg' }])).toBe('最多只能上传一张图片');
    expect(validateAvatarFiles([{ type: 'application/pdf' }])).toBe('请选择图片文件');
    expect(validateAvatarFiles([])).toBe('请选择图片文件');
  });
});

describe('validateProfile', () => {
  test('a nickname of 1..20 characters, counted as characters', () => {
    expect(NICKNAME_MAX).toBe(20);
    expect(validateProfile({ nickname: '' })).toBe('请输入昵称');
    expect(validateProfile({ nickname: '   ' })).toBe('请输入昵称');
    expect(validateProfile({ nickname: '夜'.repeat(20) })).toBeNull();
    expect(validateProfile({ nickname: '夜'.repeat(21) })).toBe('昵称最多20个字');
    expect(validateProfile({ nickname: '😀'.repeat(20) })).toBeNull();
  });
});
