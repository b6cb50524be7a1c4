import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  test('reports a press', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>立即升级</Button>);
    await userEvent.click(screen.getByRole('button', { name: '立即升级' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('is a plain button by default so it never submits a form by accident', () => {
    render(<Button>保存</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  test('while loading it is busy and ignores presses', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        支付中...
      </Button>,
    );
    const button = screen.getByRole('button', { name: '支付中...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('a loading submit button does not submit its form again', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          确认提现
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('disabled ignores presses', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        确定
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  test('variants produce different classes', () => {
    render(
      <>
        <Button variant="primary">甲</Button>
        <Button variant="danger">乙</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '甲' }).className).not.toBe(
      screen.getByRole('button', { name: '乙' }).className,
    );
  });
});
