import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkPaymentReturn, clearPaymentResult } from '../../state/paymentReturn.ts';

/**
 * Back from the cashier (`?pay=success|pending|fail&orderNo=`): asks for the order's real
 * state and shows it (state/paymentReturn.ts); the query is dropped so a reload does not ask
 * again. Leaving the page forgets the result.
 */
export function usePaymentReturn(): void {
  const [query, setQuery] = useSearchParams();
  const outcome = query.get('pay');
  const orderNo = query.get('orderNo');
  useEffect(() => {
    if (!outcome) return;
    void checkPaymentReturn(orderNo);
    setQuery({}, { replace: true });
  }, [outcome, orderNo, setQuery]);
  useEffect(() => clearPaymentResult, []);
}
