import {
  api,
  GOODS_TYPE_VIP,
  parsePayUrl,
  PAYMENT_ERROR_TOAST_MS,
  type PayOrderBody,
  type TopUpOption,
  type VipPlan,
  vipPlanComSpec,
  vipPlanOfGoods,
  withFreeOption,
  zhCNPay,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { serverMessageOr } from './errors.ts';
import { memberState } from './member.ts';
import { runtime } from './runtime.ts';
import { showLoading, showToast } from './toasts.ts';

/**
 * The goods of the pay pages: coin options (the server's fixed ones, then the free amount we
 * append ourselves), the VIP plans on offer as the owner priced them, and the pay channel
 * names, in the server's order.
 */
export const goodsState = proxy<{ options: TopUpOption[]; vipPlans: VipPlan[]; channels: string[]; loaded: boolean; paying: boolean }>({
  options: [],
  vipPlans: [],
  channels: [],
  loaded: false,
  paying: false,
});

export async function loadGoods(): Promise<void> {
  const goods = await runtime().client.call(api.goods, { type: 2 });
  goodsState.options = withFreeOption(goods.optionList);
  goodsState.channels = goods.payList;
  goodsState.loaded = true;
}

/** The VIP page's goods: the plans on offer (never a list of our own, which a price change would leave behind) and the channels. */
export async function loadVipGoods(): Promise<void> {
  const goods = await runtime().client.call(api.goods, { type: GOODS_TYPE_VIP });
  goodsState.vipPlans = goods.optionList.map(vipPlanOfGoods);
  goodsState.channels = goods.payList;
}

/** `channel` is the picked channel's position in the goods' channel list, from 1. */
export type PayRequest =
  | { kind: 'vip'; plan: VipPlan; channel: number }
  | { kind: 'coins'; optionIndex: number; channel: number; freeAmount?: number };

/**
 * The pay call's body, as the original client builds it: a VIP plan by index with its days
 * and price, a coin option by its commoditySpecification and price, a free amount with an
 * empty commoditySpecification. The server checks the price against its own list.
 */
function orderBody(request: PayRequest, memberCode: string): PayOrderBody {
  if (request.kind === 'vip') {
    const { plan } = request;
    return { comSpec: vipPlanComSpec(plan), index: plan.index, money: plan.price, type: request.channel, typesOf: 2, userId: memberCode };
  }
  const option = goodsState.options[request.optionIndex];
  return {
    comSpec: option?.commoditySpecification ?? '',
    index: request.optionIndex,
    money: request.freeAmount ?? option?.price ?? 0,
    type: request.channel,
    typesOf: 1,
    userId: memberCode,
  };
}

/**
 * Creates the order and leaves for the cashier's payurl (docs/product.md section 7). A refusal shows
 * the server's msg for 6000 ms; any other failure says 支付失败. While it runs: 支付中...
 */
export async function pay(request: PayRequest): Promise<void> {
  const member = memberState.member;
  if (!member || goodsState.paying) return;
  goodsState.paying = true;
  const dismiss = showLoading(zhCNPay.paying);
  try {
    const body = orderBody(request, member.memberCode);
    const data = await runtime().client.call(api.payOrder, body);
    dismiss();
    runtime().leaveTo(parsePayUrl(data));
  } catch (error) {
    dismiss();
    showToast(serverMessageOr(error, zhCNPay.failed), PAYMENT_ERROR_TOAST_MS);
  } finally {
    goodsState.paying = false;
  }
}
