import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DanmakuSettings, type DanmakuSettingsProps } from './DanmakuSettings.tsx';

const labels = { toggle: '弹幕开关', opacity: '不透明度', density: '弹幕密度' };
const densities = [
  { value: 'sparse', label: '稀疏' },
  { value: 'normal', label: '适中' },
  { value: 'dense', label: '密集' },
];

function panel(props: Partial<DanmakuSettingsProps> = {}) {
  return <DanmakuSettings settings={{ enabled: true, opacity: 0.8, density: 'normal' }} densities={densities} onChange={() => {}} labels={labels} {...props} />;
}

describe('DanmakuSettings', () => {
  test('the switch shows the state and reports the other one', async () => {
    const onChange = vi.fn();
    render(panel({ onChange }));
    const toggle = screen.getByRole('switch', { name: '弹幕开关' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith({ enabled: false });
  });

  test('the opacity slider runs 20-100 % in steps of 10 and reports a share', () => {
    const onChange = vi.fn();
    render(panel({ onChange }));
    const slider = screen.getByRole('slider', { name: '不透明度' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['20', '100', '10']);
    expect(slider).toHaveValue('80');
    expect(slider).toHaveAttribute('aria-valuetext', '80%');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(onChange).toHaveBeenCalledWith({ opacity: 0.4 });
  });

  test('density is one choice of three', async () => {
    const onChange = vi.fn();
    render(panel({ onChange }));
    expect(screen.getByRole('group', { name: '弹幕密度' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '适中' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '密集' }));
    expect(onChange).toHaveBeenCalledWith({ density: 'dense' });
  });

  test('off shows the switch off', () => {
    render(panel({ settings: { enabled: false, opacity: 0.2, density: 'sparse' } }));
    expect(screen.getByRole('switch', { name: '弹幕开关' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: '稀疏' })).toBeChecked();
  });
});
