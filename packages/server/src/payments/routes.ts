/**
 * Payments: goods lists, yianpay orders, records, and the server-only payment pages: the
 * sandbox cashier (GET shows the order, POST `result=success|fail` settles it) and the
 * notify route every provider reports to.
 */
import formbody from '@fastify/formbody';
import { api, zhCN } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps, RouteModule } from '../http/deps.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { renderCashierPage } from './cashierPage.ts';
import { CASHIER_ROUTE, cashierPath, notifyPath, NOTIFY_ROUTE } from './paths.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider, sandboxSecret } from './sandbox.ts';
import { applyNotification, cashierOrder, createOrder, expireOrders, goodsLists, type OrderRow } from './payments.ts';
import { memberRecords } from '../money/records.ts';

/** Where the browser returns after the cashier: the page the order started from. */
function returnUrl(deps: AppDeps, order: OrderRow, outcome: 'success' | 'fail'): string {
  const page = order.kind === 'vip' ? '/vip' : '/pay';
  return `${deps.config.publicUrl}${page}?pay=${outcome}&orderNo=${encodeURIComponent(order.order_no)}`;
}

const ORDER_SWEEP_MS = 60_000;

const orderNoParams = {
  type: 'object',
  properties: { orderNo: { type: 'string', pattern: '^P\\d{20}$' } },
  required: ['orderNo'],
} as const;

async function registerPaymentPages(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: SandboxProvider,
  providers: Map<string, PaymentProvider>,
): Promise<void> {
  await app.register(async (scope) => {
    // Providers and the cashier form post application/x-www-form-urlencoded.
    await scope.register(formbody, { bodyLimit: 4096 });

    scope.get<{ Params: { orderNo: string } }>(CASHIER_ROUTE, { schema: { params: orderNoParams } }, async (request, reply) => {
      const order = await cashierOrder(deps, request.params.orderNo);
      if (!order || order.provider !== sandbox.name) return reply.status(404).type('text/plain; charset=utf-8').send(zhCN.cashier.notFound);
      const html = renderCashierPage({
        orderNo: order.order_no,
        subject: order.subject,
        amountFen: order.amount_fen,
        action: cashierPath(order.order_no),
        settled: order.state === 'pending' ? null : order.state,
        backUrl: returnUrl(deps, order, order.state === 'paid' ? 'success' : 'fail'),
      });
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    });

    scope.post<{ Params: { orderNo: string }; Body: { result: 'success' | 'fail' } }>(
      CASHIER_ROUTE,
      {
        schema: {
          params: orderNoParams,
          body: { type: 'object', properties: { result: { enum: ['success', 'fail'] } }, required: ['result'] },
        },
      },
      async (request, reply) => {
        // An expired order takes no payment: no notification, and the way back says it failed.
        const order = await cashierOrder(deps, request.params.orderNo);
        if (!order || order.provider !== sandbox.name) return reply.status(404).type('text/plain; charset=utf-8').send(zhCN.cashier.notFound);
        const outcome = request.body.result === 'success' ? 'paid' : 'failed';
        if (order.state === 'pending') {
          // Delivered through the notify route itself, signed, exactly as a gateway would.
          const delivery = await scope.inject({
            method: 'POST',
            url: notifyPath(sandbox.name),
            payload: new URLSearchParams(sandbox.sign({ orderNo: order.order_no, outcome, amountFen: order.amount_fen })).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          if (delivery.statusCode !== 200) throw new Error(`sandbox notification refused: ${delivery.statusCode}`);
        }
        const settled = order.state === 'pending' ? outcome : order.state;
        return reply.redirect(returnUrl(deps, order, settled === 'paid' ? 'success' : 'fail'), 303);
      },
    );

    scope.post<{ Params: { provider: string }; Body: Record<string, string> }>(NOTIFY_ROUTE, async (request, reply) => {
      const provider = providers.get(request.params.provider);
      const fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const note = provider?.verifyNotification(fields) ?? null;
      if (!provider || !note) return reply.status(400).type('text/plain').send('fail');
      await applyNotification(deps, provider.name, note);
      // Gateways retry until they read a plain success.
      return reply.type('text/plain').send('success');
    });
  });
}

export const paymentRoutes: RouteModule = async (app, deps) => {
  const sandbox = new SandboxProvider({ secret: sandboxSecret(deps.config.mediaSecret), publicUrl: deps.config.publicUrl });
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  const checkout: PaymentProvider = sandbox;

  route(app, deps, api.goods, s.object({ type: s.integer({ minimum: 0, maximum: 9 }) }), ({ body }) => goodsLists(deps.db, body.type));

  route(
    app,
    deps,
    api.payOrder,
    s.object({
      // VIP: the plan's days (a number from the original client); coins: the option's spec.
      comSpec: s.string({ maxLength: 200 }),
      // The free tile's sort (9999) on the client's second channel path.
      index: s.integer({ minimum: 0, maximum: 1_000_000 }),
      // Checked against the price list, never charged as sent.
      money: s.number({ minimum: -1e12, maximum: 1e12 }),
      // `true` first: an enum is never coerced, so `true` stays `true` and `1` stays a position.
      type: s.anyOf(s.oneOf(true, false), s.integer({ minimum: 0, maximum: 1000 }), s.string({ maxLength: 50 })),
      typesOf: s.oneOf(1, 2),
      userId: s.string({ maxLength: 64 }),
      payChannel: s.optional(s.integer({ minimum: 0, maximum: 1000 })),
    }),
    ({ body, member }) => createOrder(deps, checkout, member.memberId, body),
  );

  route(app, deps, api.records, s.object({ index: s.oneOf(0, 1, 2) }), ({ body, member }) =>
    memberRecords(deps, member.memberId, body.index),
  );

  await registerPaymentPages(app, deps, sandbox, providers);

  // Unpaid orders past ORDER_TTL_SECONDS are marked expired once a minute.
  const sweep = setInterval(() => {
    expireOrders(deps.db, deps.now(), deps.config.orderTtlSeconds).catch((error: unknown) => app.log.error({ err: error }, 'order expiry sweep failed'));
  }, ORDER_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
};
