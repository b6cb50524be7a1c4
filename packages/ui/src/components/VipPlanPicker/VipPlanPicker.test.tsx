import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { VipPlanPicker } from './VipPlanPicker.tsx';

const plans = [
  { id: '0', title: '90天', price: '¥100' },
  { id: '1', title: '30天', price: '¥30' },
  { id: '2', title: '365天', price: '¥200' },
  { id: '3', title: '3650天', price: '¥500' },
];

describe('VipPlanPicker', () => {
  test('shows every plan as a card and as a radio, the selected index picked in both', () => {
    render(<VipPlanPicker title="选择套餐" listTitle="套餐列表" plans={plans} selectedIndex={1} onSelect={() => {}} />);
    const carousel = screen.getByRole('group', { name: '选择套餐' });
    const cards = within(carousel).getAllByRole('button');
    expect(cards).toHaveLength(4);
    expect(cards[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /30天/ })).toBeChecked();
  });

  test('tapping a card reports its index', async () => {
    const onSelect = vi.fn();
    render(<VipPlanPicker title="选择套餐" listTitle="套餐列表" plans={plans} selectedIndex={1} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /365天/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  test('picking in the radio list reports the same index', async () => {
    const onSelect = vi.fn();
    render(<VipPlanPicker title="选择套餐" listTitle="套餐列表" plans={plans} selectedIndex={1} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('radio', { name: /3650天/ }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  test('a new pick scrolls the carousel to it', () => {
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => {});
    const { rerender } = render(<VipPlanPicker title="选择套餐" listTitle="套餐列表" plans={plans} selectedIndex={1} onSelect={() => {}} />);
    // Placed at once on mount, not animated.
    expect(scrollTo.mock.calls[0]?.[0]).toMatchObject({ behavior: 'instant' });
    scrollTo.mockClear();
    rerender(<VipPlanPicker title="选择套餐" listTitle="套餐列表" plans={plans} selectedIndex={3} onSelect={() => {}} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.contexts[0]).toBe(screen.getByRole('group', { name: '选择套餐' }));
    expect(scrollTo.mock.calls[0]?.[0]).toMatchObject({ behavior: 'smooth' });
    scrollTo.mockRestore();
  });
});
