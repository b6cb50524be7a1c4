import { clampFreeAmount, FREE_AMOUNT_MAX, FREE_AMOUNT_MIN, isFreeAmountOption, vipStatus, zhCN } from '@nocturne/core';
import { AmountGrid, Button, ProfileHeader } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { memberState } from '../../state/member.ts';
import { goodsState, loadGoods, pay } from '../../state/payments.ts';
import { runtime } from '../../state/runtime.ts';
import { showToast } from '../../state/toasts.ts';
import { ChannelPicker } from '../common/ChannelPicker.tsx';
import { Page } from '../common/Page.tsx';
import { usePaymentReturn } from '../common/usePaymentReturn.ts';

const FREE = 'free';

/** Coin top-up (SPEC.md section 2): member header, amounts with the free amount, channels. */
export default function PayPage() {
  usePaymentReturn();
  const { member } = useSnapshot(memberState);
  const goods = useSnapshot(goodsState);
  const [selected, setSelected] = useState<string | null>(null);
  const [freeAmount, setFreeAmount] = useState<number | null>(null);
  const [channel, setChannel] = useState<number | null>(null);

  useEffect(() => {
    loadGoods().catch(() => undefined);
  }, []);
  if (!member) return null;
  const status = vipStatus(member, runtime().now());
  const fixed = goods.options.filter((option) => !isFreeAmountOption(option));
  const current = selected ?? (fixed[0] ? String(fixed[0].id) : null);
  const picked = channel ?? (goods.channels.length > 0 ? 1 : null);

  const submit = () => {
    if (picked === null || current === null) return;
    if (current === FREE) {
      void pay({ kind: 'coins', optionIndex: fixed.length, channel: picked, freeAmount: freeAmount ?? FREE_AMOUNT_MIN });
      return;
    }
    const optionIndex = goods.options.findIndex((option) => String(option.id) === current);
    void pay({ kind: 'coins', optionIndex, channel: picked });
  };

  return (
    <Page title={zhCN.pay.title}>
      <ProfileHeader
        avatarUrl={member.memberAvatar || null}
        avatarAlt={zhCN.labels.avatar}
        nickname={member.memberNichen}
        idText={`${zhCN.mine.coins}: ${member.memberCion}`}
        signature={status.text}
        signatureDefault={zhCN.pay.notVip}
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
        freeLabel={zhCN.pay.freeAmount}
        freeCaption={`${FREE_AMOUNT_MIN}-${FREE_AMOUNT_MAX}`}
        freePlaceholder={zhCN.pay.freeAmount}
        freeAmount={freeAmount}
        clamp={clampFreeAmount}
        onFreeAmountChange={setFreeAmount}
        onClampMessage={(message) => showToast(message)}
      />
      <ChannelPicker title={zhCN.pay.channel} selected={picked} onSelect={setChannel} />
      <Button block size="large" loading={goods.paying} disabled={picked === null || current === null} onClick={submit}>
        {zhCN.pay.submit}
      </Button>
    </Page>
  );
}
