import { zhCN } from '@nocturne/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { refreshMember } from '../../state/member.ts';
import { showToast } from '../../state/toasts.ts';

/**
 * Back from the cashier (`?pay=success|fail`): says how it went and fetches the member, so
 * the new VIP status or coin balance shows without a manual reload.
 */
export function usePaymentReturn(): void {
  const [query, setQuery] = useSearchParams();
  const outcome = query.get('pay');
  useEffect(() => {
    if (!outcome) return;
    showToast(outcome === 'success' ? zhCN.cashier.success : zhCN.pay.failed);
    refreshMember().catch(() => undefined);
    setQuery({}, { replace: true });
  }, [outcome, setQuery]);
}
