import { checkFreeAmount, FREE_AMOUNT_MAX, FREE_AMOUNT_MIN, isFreeAmountOption, vipStatus, zhCN, zhCNMine, zhCNPay } from '@nocturne/core';
import { AmountGrid, Button, ProfileHeader } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { businessTimeZone } from '../../state/config.ts';
import { memberState } from '../../state/member.ts';
import { goodsState, loadGoods, pay } from '../../state/payments.ts';
import { runtime } from '../../state/runtime.ts';
import { showToast } from '../../state/toasts.ts';
import { ChannelPicker } from '../common/ChannelPicker.tsx';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import { PaymentResultNotice } from '../common/PaymentResultNotice.tsx';
import { usePaymentReturn } from '../common/usePaymentReturn.ts';

const FREE = 'free';

/** Coin top-up (docs/product.md section 2): member header, amounts with the free amount, channels. */
export default function PayPage() {
  usePaymentReturn();
  const { member } = useSnapshot(memberState);
  const goods = useSnapshot(goodsState);
  const [selected, setSelected] = useState<string | null>(null);
  const [freeAmount, setFreeAmount] = useState<number | null>(null);
  const [channel, setChannel] = useState<number | null>(null);

  const load = usePageLoad(loadGoods);
  if (!member) return null;
  const status = vipStatus(member, runtime().now(), businessTimeZone());
  const fixed = goods.options.filter((option) => !isFreeAmountOption(option));
  const current = selected ?? (fixed[0] ? String(fixed[0].id) : null);
  const picked = channel ?? (goods.channels.length > 0 ? 1 : null);

  const submit = () => {
    if (picked === null || current === null) return;
    if (current === FREE) {
      // Nothing accepted (empty, or refused as typed): say why rather than pay another amount.
      if (freeAmount === null) {
        showToast(zhCNPay.freeAmountRequired);
        return;
      }
      void pay({ kind: 'coins', optionIndex: fixed.length, channel: picked, freeAmount });
      return;
    }
    const optionIndex = goods.options.findIndex((option) => String(option.id) === current);
    void pay({ kind: 'coins', optionIndex, channel: picked });
  };

  return (
    <Page title={zhCNPay.title}>
      <PaymentResultNotice />
      {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
      <ProfileHeader
        avatarUrl={member.memberAvatar || null}
        avatarAlt={zhCN.labels.avatar}
        nickname={member.memberNichen}
        idText={`${zhCNMine.coins}: ${member.memberCion}`}
        signature={status.text}
        signatureDefault={zhCNPay.notVip}
        badgeIndex={status.badgeIndex}
        vipText={status.text}
      />
      <AmountGrid
        title={zhCN.labels.amounts}
        options={fixed.map((option) => ({
          id: String(option.id),
          label: zhCN.labels.yuan(option.price),
          caption: option.duration,
        }))}
        selected={current}
        onSelect={setSelected}
        freeLabel={zhCNPay.freeAmount}
        freePlaceholder={`${FREE_AMOUNT_MIN}-${FREE_AMOUNT_MAX}`}
        freeAmount={freeAmount}
        check={checkFreeAmount}
        onFreeAmountChange={setFreeAmount}
        onCheckMessage={(message) => showToast(message)}
      />
      <ChannelPicker title={zhCNPay.channel} selected={picked} onSelect={setChannel} />
      <Button block size="large" loading={goods.paying} disabled={picked === null || current === null} onClick={submit}>
        {zhCNPay.submit}
      </Button>
    </Page>
  );
}
