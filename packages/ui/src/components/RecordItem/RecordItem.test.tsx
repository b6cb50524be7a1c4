import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { RecordItem } from './RecordItem.tsx';

describe('RecordItem', () => {
  test('shows the order number, details and amount', () => {
    render(<RecordItem title="订单号：T20261122001" details={[{ label: '来源', value: '签到' }]} amount="+1" />);
    expect(screen.getByText('订单号：T20261122001')).toBeInTheDocument();
    expect(screen.getByText('来源').parentElement).toHaveTextContent('来源签到');
    expect(screen.getByText('+1')).toBeInTheDocument();
  });

  test('spending and income look different', () => {
    const { rerender } = render(<RecordItem title="T1" amount="-2" />);
    const spend = screen.getByText('-2').className;
    rerender(<RecordItem title="T1" amount="+2" />);
    expect(screen.getByText('+2').className).not.toBe(spend);
  });
});
