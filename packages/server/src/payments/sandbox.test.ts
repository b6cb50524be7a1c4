import { describe, expect, it } from 'vitest';
import { SandboxProvider } from './sandbox.ts';

const provider = new SandboxProvider({ secret: 'test-secret', publicUrl: 'https://nocturne.example/' });
const paid = { orderNo: 'P20260101000000123456', outcome: 'paid' as const, amountFen: 3000 };

describe('sandbox payment provider', () => {
  it("sends the browser to its cashier page under the public URL, with the order's secret", () => {
    expect(provider.checkoutUrl({ orderNo: 'P1', amountFen: 100, subject: 'x', channelName: '支付宝', secret: 's3cret' })).toBe(
      'https://nocturne.example/renren-api/pay/sandbox/P1/s3cret',
    );
  });

  it('takes no field that is not text for a notification', () => {
    const fields = provider.sign(paid) as Record<string, unknown>;
    for (const change of [{ sign: 1 }, { sign: ['a', 'b'] }, { orderNo: { x: 1 } }, { amountFen: 3000 }]) {
      expect(provider.verifyNotification({ ...fields, ...change } as unknown as Record<string, string>)).toBeNull();
    }
  });

  it('accepts the notifications it signed', () => {
    expect(provider.verifyNotification(provider.sign(paid))).toEqual(paid);
  });

  it.each([
    ['amount raised', { amountFen: '300000' }],
    ['outcome flipped', { outcome: 'failed' }],
    ['another order', { orderNo: 'P20260101000000999999' }],
    ['signature garbled', { sign: 'abc' }],
    ['signature missing', { sign: '' }],
  ])('rejects a notification with its %s', (_name, change) => {
    expect(provider.verifyNotification({ ...provider.sign(paid), ...change })).toBeNull();
  });

  it('rejects a notification signed with another secret', () => {
    const other = new SandboxProvider({ secret: 'other-secret', publicUrl: '' });
    expect(provider.verifyNotification(other.sign(paid))).toBeNull();
  });

  it('rejects outcomes and amounts it does not know', () => {
    const odd = { ...paid, outcome: 'refunded' as 'paid' };
    expect(provider.verifyNotification(provider.sign(odd))).toBeNull();
    expect(provider.verifyNotification(provider.sign({ ...paid, amountFen: -1 }))).toBeNull();
  });
});
