/**
 * A success envelope whose `msg` is a sentence for the member ('提现申请已提交…') instead
 * of the generic 'success': the spec's client shows the server's msg on success too
 * (withdrawal, sign-in, claims). Routes registered inside `withSuccessMessages` call
 * `sayOnSuccess(reply, msg)`; an onSend hook of that scope writes it into the envelope.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

const messages = new WeakMap<FastifyReply, string>();

export function sayOnSuccess(reply: FastifyReply, msg: string): void {
  messages.set(reply, msg);
}

/** Runs `register` in a child scope whose successful envelopes carry the said message. */
export async function withSuccessMessages(app: FastifyInstance, register: (scope: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      const msg = messages.get(reply);
      if (msg === undefined || typeof payload !== 'string') return payload;
      const envelope = JSON.parse(payload) as { code?: unknown; msg?: string };
      return envelope.code === 0 ? JSON.stringify({ ...envelope, msg }) : payload;
    });
    await register(scope);
  });
}
