import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { IconClose } from '../../icons/icons.tsx';
import { IconButton } from './IconButton.tsx';

test('is named by its label and reports a press', async () => {
  const onClick = vi.fn();
  render(<IconButton label="关闭" icon={<IconClose />} onClick={onClick} />);
  await userEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('the icon itself is hidden from screen readers', () => {
  const { container } = render(<IconButton label="关闭" icon={<IconClose />} />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
