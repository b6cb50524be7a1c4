import { BANNER_HEIGHT_PX, CAROUSEL_AUTOPLAY_MS, DEFAULT_VIP_PLAN_INDEX, offerTimeLeft, VIP_PLANS, zhCN } from '@nocturne/core';
import { BannerCarousel, BenefitGrid, Button, Countdown, Faq, VipPlanPicker } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../../state/config.ts';
import { goodsState, loadGoods, pay } from '../../state/payments.ts';
import { runtime } from '../../state/runtime.ts';
import { ChannelPicker } from '../common/ChannelPicker.tsx';
import { Page } from '../common/Page.tsx';
import { usePaymentReturn } from '../common/usePaymentReturn.ts';
import { carouselLabels } from '../common/cards.tsx';
import { benefitSlides } from './benefitSlides.ts';

const plans = VIP_PLANS.map((plan) => ({
  id: String(plan.index),
  title: zhCN.vip.plans(plan.days),
  price: zhCN.labels.yuan(plan.price),
  ...(plan.index === DEFAULT_VIP_PLAN_INDEX ? { tag: zhCN.labels.recommended } : {}),
}));

const faq = zhCN.vip.faq.map((item) => ({ question: item.q, answer: item.a }));

/** VIP centre (SPEC.md section 2): plans, channel, the real offer countdown, benefits, FAQ. */
export default function VipPage() {
  usePaymentReturn();
  const { config } = useSnapshot(configState);
  const goods = useSnapshot(goodsState);
  const [planIndex, setPlanIndex] = useState(DEFAULT_VIP_PLAN_INDEX);
  const [channel, setChannel] = useState<number | null>(null);

  useEffect(() => {
    loadGoods().catch(() => undefined);
  }, []);
  const picked = channel ?? (goods.channels.length > 0 ? 1 : null);
  const left = config ? offerTimeLeft(config.offerEndsAt, runtime().now()) : null;

  return (
    <Page title={zhCN.vip.title}>
      <BannerCarousel banners={benefitSlides} labels={carouselLabels} autoplay={CAROUSEL_AUTOPLAY_MS} height={BANNER_HEIGHT_PX} />
      <VipPlanPicker
        title={zhCN.labels.plans}
        listTitle={zhCN.labels.plans}
        plans={plans}
        selectedIndex={planIndex}
        onSelect={setPlanIndex}
      />
      <ChannelPicker title={zhCN.vip.payMethod} selected={picked} onSelect={setChannel} />
      <Countdown label={zhCN.vip.offerEndsIn} endsAt={left === null ? null : Date.now() + left} />
      <Button
        block
        size="large"
        loading={goods.paying}
        disabled={picked === null}
        onClick={() => picked !== null && void pay({ kind: 'vip', planIndex, channel: picked })}
      >
        {zhCN.vip.upgrade}
      </Button>
      <BenefitGrid title={zhCN.vip.benefitsTitle} labels={zhCN.vip.benefits} />
      <Faq title={zhCN.vip.faqTitle} items={faq} />
    </Page>
  );
}
