/**
 * The console's Site calls besides config and ads (admin/content.ts): the prices (VIP plans,
 * coin options and pay channels, all edited), and operators' image uploads into
 * the store, served publicly at /uploads/site/ (members/uploadRoutes.ts: an ad's image is for
 * every member to see).
 */
import {
  operatorApi,
  VIP_PLAN_DAYS_MAX,
  VIP_PLAN_DAYS_MIN,
  VIP_PLAN_PRICE_MAX,
  VIP_PLAN_PRICE_MIN,
  type CoinOptionChange,
  type PayChannelChange,
  type VipPlanChange,
} from '@nocturne/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { changeOf } from '../http/schema.ts';
import { int } from './contentSchemas.ts';
import { readImageUpload } from '../http/imageUpload.ts';
import { noteChange } from '../operators/auditHook.ts';
import { operatorRoute, TAG_FIRST } from '../operators/route.ts';
import { storeImage } from '../members/uploads.ts';
import { changeCoinOption, changePayChannel, changeVipPlan, coinOptions, payChannels, vipPlans } from '../site/prices.ts';

const SITE_IMAGES = '/uploads/site/';

const keyParams = (name: string, pattern = '^[1-9][0-9]{0,9}$') => ({ type: 'object', properties: { [name]: { type: 'string', pattern } }, required: [name] }) as const;
/** A plan's index starts at 0 (the original client's first card). */
const PLAN_INDEX = '^(0|[1-9][0-9]{0,5})$';

/** A price row's edit answered: 404 when there is no such row, else noted in the audit log with before and after, and the row as it is now. */
function editAnswer<Row>(request: FastifyRequest, target: string, changed: { before: Row; after: Row } | null) {
  if (!changed) throw notFound();
  noteChange(request, { target, before: changed.before, after: changed.after });
  return ok(changed.after);
}

export function registerSiteAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  operatorRoute(scope, operatorApi.prices, TAG_FIRST, async () =>
    ok({ vipPlans: await vipPlans(db), coinOptions: await coinOptions(db), payChannels: await payChannels(db) }),
  );

  operatorRoute<{ Params: { index: string }; Body: VipPlanChange }>(
    scope,
    operatorApi.changeVipPlan,
    {
      ...TAG_FIRST,
      params: keyParams('index', PLAN_INDEX),
      body: changeOf({ price: int(VIP_PLAN_PRICE_MIN, VIP_PLAN_PRICE_MAX), days: int(VIP_PLAN_DAYS_MIN, VIP_PLAN_DAYS_MAX), enabled: { type: 'boolean' } }),
    },
    async (request) => editAnswer(request, `vipPlan:${request.params.index}`, await changeVipPlan(db, Number(request.params.index), request.body)),
  );

  operatorRoute<{ Params: { id: string }; Body: CoinOptionChange }>(
    scope,
    operatorApi.changeCoinOption,
    {
      ...TAG_FIRST,
      params: keyParams('id'),
      body: changeOf({ priceYuan: int(1, 100_000), coins: int(1, 2_000_000_000), sort: int(0, 1_000_000), enabled: { type: 'boolean' } }),
    },
    async (request) => editAnswer(request, `coinOption:${request.params.id}`, await changeCoinOption(db, Number(request.params.id), request.body)),
  );

  operatorRoute<{ Params: { code: string }; Body: PayChannelChange }>(
    scope,
    operatorApi.changePayChannel,
    {
      ...TAG_FIRST,
      params: keyParams('code'),
      body: changeOf({ name: { type: 'string', minLength: 1, maxLength: 20 }, sort: int(0, 1_000_000), enabled: { type: 'boolean' } }),
    },
    async (request) => editAnswer(request, `payChannel:${request.params.code}`, await changePayChannel(db, Number(request.params.code), request.body)),
  );

  operatorRoute(scope, operatorApi.uploadImage, { ...TAG_FIRST, consumes: ['multipart/form-data'] }, async (request) => {
    const image = await readImageUpload(request);
    // Kept as a path: the ads' answers put PUBLIC_URL in front where they show it (publicAddress).
    const url = (await storeImage(deps, 'site', image)).slice(deps.config.publicUrl.length);
    noteChange(request, { target: `image:${url.slice(SITE_IMAGES.length)}`, after: { url } });
    return ok({ url });
  });
}
