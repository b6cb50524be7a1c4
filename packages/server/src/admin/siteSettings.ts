/**
 * The console's Site calls besides config and ads (admin/content.ts): the prices (VIP plans,
 * coin options and pay channels, all edited), and operators' image uploads into
 * the store, served publicly at /uploads/site/ (an ad's image is for every member to see).
 */
import {
  operatorApi,
  VIP_PLAN_DAYS_MAX,
  VIP_PLAN_DAYS_MIN,
  VIP_PLAN_PRICE_MAX,
  VIP_PLAN_PRICE_MIN,
  type CoinOptionChange,
  type OperatorEndpoint,
  type PayChannelChange,
  type VipPlanChange,
} from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { changeOf } from '../http/schema.ts';
import { readImageUpload } from '../http/imageUpload.ts';
import { noteChange } from '../operators/auditHook.ts';
import { guardOperatorScope } from '../operators/scope.ts';
import { openChatPicture, storeImage } from '../members/uploads.ts';
import { changeCoinOption, changePayChannel, changeVipPlan, coinOptions, payChannels, vipPlans } from '../site/prices.ts';

/** An uploaded image never changes under its random name. */
const IMAGE_CACHE = 'public, max-age=86400';
const SITE_IMAGES = '/uploads/site/';

const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
const keyParams = (name: string, pattern = '^[1-9][0-9]{0,9}$') => ({ type: 'object', properties: { [name]: { type: 'string', pattern } }, required: [name] }) as const;
/** A plan's index starts at 0 (the original client's first card). */
const PLAN_INDEX = '^(0|[1-9][0-9]{0,5})$';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call of the table
const options = (endpoint: OperatorEndpoint<any, any>, schema: Record<string, unknown> = {}) => ({
  schema: { summary: endpoint.summary, tags: ['operators'], ...schema },
  config: { right: endpoint.right },
});

export const siteAdminRoutes: RouteModule = async (app, deps) => {
  const { db } = deps;
  app.get<{ Params: { name: string } }>(`${SITE_IMAGES}:name`, async (request, reply) => {
    const image = await openChatPicture(deps.store, request.params.name, 'site');
    if (!image) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    return reply.type(image.type).header('Cache-Control', IMAGE_CACHE).send(image.stream);
  });

  await app.register(async (scope) => {
    guardOperatorScope(scope, deps);

    scope.get(operatorApi.prices.path, options(operatorApi.prices), async () =>
      ok({ vipPlans: await vipPlans(db), coinOptions: await coinOptions(db), payChannels: await payChannels(db) }),
    );

    scope.put<{ Params: { index: string }; Body: VipPlanChange }>(
      operatorApi.changeVipPlan.path,
      options(operatorApi.changeVipPlan, {
        params: keyParams('index', PLAN_INDEX),
        body: changeOf({ price: int(VIP_PLAN_PRICE_MIN, VIP_PLAN_PRICE_MAX), days: int(VIP_PLAN_DAYS_MIN, VIP_PLAN_DAYS_MAX), enabled: { type: 'boolean' } }),
      }),
      async (request) => {
        const changed = await changeVipPlan(db, Number(request.params.index), request.body);
        if (!changed) throw notFound();
        noteChange(request, { target: `vipPlan:${request.params.index}`, before: changed.before, after: changed.after });
        return ok(changed.after);
      },
    );

    scope.put<{ Params: { id: string }; Body: CoinOptionChange }>(
      operatorApi.changeCoinOption.path,
      options(operatorApi.changeCoinOption, {
        params: keyParams('id'),
        body: changeOf({ priceYuan: int(1, 100_000), coins: int(1, 2_000_000_000), sort: int(0, 1_000_000), enabled: { type: 'boolean' } }),
      }),
      async (request) => {
        const changed = await changeCoinOption(db, Number(request.params.id), request.body);
        if (!changed) throw notFound();
        noteChange(request, { target: `coinOption:${request.params.id}`, before: changed.before, after: changed.after });
        return ok(changed.after);
      },
    );

    scope.put<{ Params: { code: string }; Body: PayChannelChange }>(
      operatorApi.changePayChannel.path,
      options(operatorApi.changePayChannel, {
        params: keyParams('code'),
        body: changeOf({ name: { type: 'string', minLength: 1, maxLength: 20 }, sort: int(0, 1_000_000), enabled: { type: 'boolean' } }),
      }),
      async (request) => {
        const changed = await changePayChannel(db, Number(request.params.code), request.body);
        if (!changed) throw notFound();
        noteChange(request, { target: `payChannel:${request.params.code}`, before: changed.before, after: changed.after });
        return ok(changed.after);
      },
    );

    scope.post(operatorApi.uploadImage.path, options(operatorApi.uploadImage, { consumes: ['multipart/form-data'] }), async (request) => {
      const image = await readImageUpload(request);
      // Kept as a path: the ads' answers put PUBLIC_URL in front where they show it (publicAddress).
      const url = (await storeImage(deps, 'site', image)).slice(deps.config.publicUrl.length);
      noteChange(request, { target: `image:${url.slice(SITE_IMAGES.length)}`, after: { url } });
      return ok({ url });
    });
  });
};
