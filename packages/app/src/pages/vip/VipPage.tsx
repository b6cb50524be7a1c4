import {
  BANNER_HEIGHT_PX,
  CAROUSEL_AUTOPLAY_MS,
  DEFAULT_VIP_PLAN_INDEX,
  offerTimeLeft,
  type VipPlan,
  vipStatus,
  zhCN,
  zhCNVip,
} from '@nocturne/core';
import { BannerCarousel, BenefitGrid, Button, Countdown, Faq, VipBanner, VipPlanPicker } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { businessTimeZone, configState } from '../../state/config.ts';
import { memberState } from '../../state/member.ts';
import { goodsState, loadVipGoods, pay } from '../../state/payments.ts';
import { runtime } from '../../state/runtime.ts';
import { ChannelPicker } from '../common/ChannelPicker.tsx';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import { PaymentResultNotice } from '../common/PaymentResultNotice.tsx';
import { usePaymentReturn } from '../common/usePaymentReturn.ts';
import { carouselLabels } from '../common/cards.tsx';
import { benefitSlides } from './benefitSlides.ts';

const planCard = (plan: VipPlan) => ({
  id: String(plan.index),
  title: zhCNVip.plans(plan.days),
  price: zhCN.labels.yuan(plan.price),
  ...(plan.index === DEFAULT_VIP_PLAN_INDEX ? { tag: zhCN.labels.recommended } : {}),
});

const faq = zhCNVip.faq.map((item) => ({ question: item.q, answer: item.a }));

/** VIP centre (docs/product.md section 2): plans, channel, the real offer countdown, benefits, FAQ. */
export default function VipPage() {
  usePaymentReturn();
  const { config } = useSnapshot(configState);
  const { member } = useSnapshot(memberState);
  const goods = useSnapshot(goodsState);
  // A position in the plans on offer (a plan the owner switched off leaves a gap in the indexes).
  const [pickedPlan, setPickedPlan] = useState<number | null>(null);
  const [channel, setChannel] = useState<number | null>(null);

  const load = usePageLoad(loadVipGoods);
  const planPosition = pickedPlan ?? Math.max(0, goods.vipPlans.findIndex((plan) => plan.index === DEFAULT_VIP_PLAN_INDEX));
  const plan = goods.vipPlans[planPosition];
  const picked = channel ?? (goods.channels.length > 0 ? 1 : null);
  const left = config ? offerTimeLeft(config.offerEndsAt, runtime().now(), businessTimeZone()) : null;
  const status = member ? vipStatus(member, runtime().now(), businessTimeZone()) : null;

  return (
    <Page title={zhCNVip.title}>
      <PaymentResultNotice />
      {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
      {status ? <VipBanner title={zhCNVip.statusTitle} expiryText={status.text} isVip={status.isVip} /> : null}
      <BannerCarousel banners={benefitSlides} labels={carouselLabels} autoplay={CAROUSEL_AUTOPLAY_MS} height={BANNER_HEIGHT_PX} />
      <VipPlanPicker
        title={zhCN.labels.plans}
        listTitle={zhCN.labels.plans}
        plans={goods.vipPlans.map(planCard)}
        selectedIndex={planPosition}
        onSelect={setPickedPlan}
      />
      <ChannelPicker title={zhCNVip.payMethod} selected={picked} onSelect={setChannel} />
      <Countdown label={zhCNVip.offerEndsIn} endsAt={left === null ? null : Date.now() + left} />
      <Button
        block
        size="large"
        loading={goods.paying}
        disabled={picked === null || !plan}
        onClick={() => picked !== null && plan && void pay({ kind: 'vip', plan: { ...plan }, channel: picked })}
      >
        {status?.isVip ? zhCNVip.renew : zhCNVip.upgrade}
      </Button>
      <BenefitGrid title={zhCNVip.benefitsTitle} labels={zhCNVip.benefits} />
      <Faq title={zhCNVip.faqTitle} items={faq} />
    </Page>
  );
}
