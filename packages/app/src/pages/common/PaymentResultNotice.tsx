import { zhCNPay } from '@nocturne/core';
import { ResultNotice } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { paymentReturnState, refreshPaymentResult } from '../../state/paymentReturn.ts';

/** The outcome of the payment the member just came back from, on the VIP and top-up pages. */
export function PaymentResultNotice() {
  const { result, checking } = useSnapshot(paymentReturnState);
  if (!result) return null;
  const pending = result.tone === 'pending';
  return (
    <ResultNotice
      tone={result.tone}
      title={result.title}
      message={result.message}
      {...(pending ? { actionLabel: zhCNPay.result.refresh, onAction: () => void refreshPaymentResult() } : {})}
      busy={checking}
    />
  );
}
