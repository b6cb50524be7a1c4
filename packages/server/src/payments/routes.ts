/**
 * Payments: goods lists, yianpay orders, records, and the server-only payment pages: the
 * sandbox cashier (GET shows the order, POST `result=success|fail` settles it; only with the
 * order's secret), the notify route every provider reports to, and the return route a
 * provider sends the member's browser back to.
 */
import formbody from '@fastify/formbody';
import { api, zhCNCashier } from '@nocturne/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps, RouteModule } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { idempotent } from '../http/idempotent.ts';
import { route, type RouteContext } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { cashierPageHeaders, renderCashierPage } from './cashierPage.ts';
import { EpayProvider } from './epay.ts';
import { CASHIER_ANY_ROUTE, CASHIER_ROUTE, cashierPath, notifyPath, NOTIFY_ROUTE, RETURN_ROUTE } from './paths.ts';
import type { NotificationFields, PaymentProvider } from './provider.ts';
import { receiveNotification } from './notifications.ts';
import { SandboxProvider, sandboxSecret } from './sandbox.ts';
import {
  cashierOrder,
  checkoutSecretMatches,
  createOrder,
  expireOrders,
  type CreateOrder,
  findOrder,
  goodsLists,
  memberOrderState,
  type OrderRow,
} from './payments.ts';
import { memberRecords } from './records.ts';

/**
 * What the return URL says: paid, pending (the gateway has not confirmed yet: the app asks
 * orderState again) or fail (failed or expired).
 */
type PaymentReturn = 'success' | 'pending' | 'fail';

function returnOutcome(order: OrderRow | undefined): PaymentReturn {
  if (order?.state === 'paid') return 'success';
  return order?.state === 'pending' ? 'pending' : 'fail';
}

/** Where the browser returns after paying: the page the order started from. */
function returnUrl(deps: AppDeps, order: OrderRow | undefined, outcome: PaymentReturn): string {
  const page = order?.kind === 'vip' ? '/vip' : '/pay';
  const orderNo = order ? `&orderNo=${encodeURIComponent(order.order_no)}` : '';
  return `${deps.config.publicUrl}${page}?pay=${outcome}${orderNo}`;
}

const ORDER_SWEEP_MS = 60_000;

/** Whether the order a yianpay answer names is no longer pending. */
async function orderSettled(deps: AppDeps, answer: string): Promise<boolean> {
  const { orderNo } = JSON.parse(answer) as { orderNo?: string };
  const order = orderNo ? await findOrder(deps.db, orderNo) : undefined;
  return order !== undefined && order.state !== 'pending';
}

const cashierParams = {
  type: 'object',
  properties: {
    orderNo: { type: 'string', pattern: '^P\\d{14}[A-Z2-7]{16}$' },
    // newCheckoutSecret: 16 random bytes in base64url.
    secret: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
  },
  required: ['orderNo', 'secret'],
} as const;

/**
 * The fields of a notification's query or body, when every one is text. A provider signs form
 * fields; a body with anything else (an array from a repeated parameter, a JSON number or
 * object) is no notification at all, so it reaches a provider's checks as no fields.
 */
function textFields(source: unknown): NotificationFields {
  const fields: NotificationFields = Object.create(null) as NotificationFields;
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return fields;
  const entries = Object.entries(source);
  if (!entries.every(([, value]) => typeof value === 'string')) return fields;
  for (const [name, value] of entries) fields[name] = value as string;
  return fields;
}

function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}

/** Applies a verified notification; answers the HTTP status of a refusal (unknown order, other amount). */
async function applied(deps: AppDeps, provider: PaymentProvider, fields: NotificationFields): Promise<number> {
  const note = provider.verifyNotification(fields);
  if (!note) return 400;
  try {
    await receiveNotification(deps, provider.name, note);
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

async function registerPaymentPages(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: SandboxProvider | null,
  providers: Map<string, PaymentProvider>,
): Promise<void> {
  await app.register(async (scope) => {
    // Providers and the cashier form post application/x-www-form-urlencoded.
    await scope.register(formbody, { bodyLimit: 4096 });

    if (sandbox) registerCashier(scope, deps, sandbox);
    // Any other cashier path (no secret, the sandbox off) is a page that does not exist, not
    // a member call answering 200.
    const noCashier = async (_request: unknown, reply: FastifyReply) => plain(reply, 404, zhCNCashier.notFound);
    scope.get(CASHIER_ANY_ROUTE, noCashier);
    scope.post(CASHIER_ANY_ROUTE, noCashier);

    // The gateway's server reports here: a GET with the fields in the query (epay's way) or a
    // POST form. It retries until it reads a plain `success`; anything refused reads `fail`.
    const notify = async (
      request: { params: { provider: string }; method: string; query: unknown; body: unknown },
      reply: FastifyReply,
    ): Promise<FastifyReply> => {
      const provider = providers.get(request.params.provider);
      if (!provider) return plain(reply, 400, 'fail');
      const status = await applied(deps, provider, textFields(request.method === 'GET' ? request.query : request.body));
      return status === 200 ? plain(reply, 200, 'success') : plain(reply, status, 'fail');
    };
    scope.get<{ Params: { provider: string } }>(NOTIFY_ROUTE, notify);
    scope.post<{ Params: { provider: string } }>(NOTIFY_ROUTE, notify);

    // The member's browser comes back here with the same signed fields. Verified, it applies
    // the payment (once, whichever of it and the notification comes first); unverified, it
    // credits nothing. Either way the member lands on the app's result page, which tells the
    // order's real state.
    scope.get<{ Params: { provider: string } }>(RETURN_ROUTE, async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (!provider) return plain(reply, 404, zhCNCashier.notFound);
      const fields = textFields(request.query);
      const note = provider.verifyNotification(fields);
      if (!note) return reply.redirect(returnUrl(deps, undefined, 'fail'), 303);
      // A return the order refuses (another amount) credits nothing and says it failed.
      if ((await applied(deps, provider, fields)) !== 200) return reply.redirect(returnUrl(deps, undefined, 'fail'), 303);
      const order = await findOrder(deps.db, note.orderNo);
      const mine = order?.provider === provider.name ? order : undefined;
      return reply.redirect(returnUrl(deps, mine, returnOutcome(mine)), 303);
    });
  });
}

/**
 * The sandbox cashier: reached only through the order's payurl, whose path carries the
 * order's secret; a wrong or missing secret is the same 404 as an unknown order. The secret
 * settles the order once: a POST delivers a notification only while the order is pending.
 */
function registerCashier(scope: FastifyInstance, deps: AppDeps, sandbox: SandboxProvider): void {
  type Params = { orderNo: string; secret: string };
  const orderFor = async (params: Params): Promise<OrderRow | undefined> => {
    const order = await cashierOrder(deps, params.orderNo);
    return order && order.provider === sandbox.name && checkoutSecretMatches(order, params.secret) ? order : undefined;
  };

  scope.get<{ Params: Params }>(CASHIER_ROUTE, { schema: { params: cashierParams } }, async (request, reply) => {
    const order = await orderFor(request.params);
    if (!order) return plain(reply, 404, zhCNCashier.notFound);
    const html = renderCashierPage({
      orderNo: order.order_no,
      subject: order.subject,
      amountFen: order.amount_fen,
      action: cashierPath(order.order_no, request.params.secret),
      settled: order.state === 'pending' ? null : order.state,
      backUrl: returnUrl(deps, order, order.state === 'paid' ? 'success' : 'fail'),
    });
    return reply.type('text/html; charset=utf-8').headers(cashierPageHeaders(deps.config.publicUrl)).send(html);
  });

  scope.post<{ Params: Params; Body: { result: 'success' | 'fail' } }>(
    CASHIER_ROUTE,
    {
      schema: {
        params: cashierParams,
        body: { type: 'object', properties: { result: { enum: ['success', 'fail'] } }, required: ['result'] },
      },
    },
    async (request, reply) => {
      // An expired order takes no payment: no notification, and the way back says it failed.
      const order = await orderFor(request.params);
      if (!order) return plain(reply, 404, zhCNCashier.notFound);
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
}

export const paymentRoutes: RouteModule = async (app, deps) => {
  const { config } = deps;
  // The sandbox only where configured (PAYMENT_SANDBOX; by default not in production).
  const sandbox = config.paymentSandbox ? new SandboxProvider({ secret: sandboxSecret(config.mediaSecret), publicUrl: config.publicUrl }) : null;
  const epay = config.epay ? new EpayProvider({ ...config.epay, publicUrl: config.publicUrl }) : null;
  const providers = new Map<string, PaymentProvider>();
  for (const provider of [sandbox, epay]) if (provider) providers.set(provider.name, provider);
  // A real provider takes the money when configured; with none, orders are refused.
  const checkout: PaymentProvider | null = epay ?? sandbox;

  const onePerTap = idempotent(deps, 'yianpay', ({ body, member }: RouteContext<CreateOrder>, tx) => createOrder(tx, checkout, member.memberId, body));

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
    // A double tap on pay opens one order: the repeat gets the first one's payurl. Once that
    // order is settled (paid or failed at the cashier), the same tap again is a new purchase.
    async (ctx) => {
      const answer = await onePerTap(ctx);
      if (!(await orderSettled(deps, answer))) return answer;
      return createOrder(deps, checkout, ctx.member.memberId, ctx.body);
    },
  );

  route(app, deps, api.orderState, s.object({ orderNo: s.string({ minLength: 1, maxLength: 64 }) }), ({ body, member }) =>
    memberOrderState(deps, member.memberId, body.orderNo),
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
