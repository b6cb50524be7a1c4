import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PopupAd } from './PopupAd.tsx';

const labels = { ad: '广告', close: '关闭广告', loading: '加载中...' };
const ad = { id: 3, image: '/popup.jpg', title: '新人福利' };

describe('PopupAd', () => {
  test('is a dialog named by the ad; the close button asks to close', async () => {
    const onOpenChange = vi.fn();
    render(<PopupAd ad={ad} open onOpenChange={onOpenChange} onAdClick={() => {}} labels={labels} />);
    expect(screen.getByRole('dialog', { name: '新人福利' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('focus starts on the close button, not on the ad', () => {
    render(<PopupAd ad={ad} open onOpenChange={() => {}} onAdClick={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: '关闭广告' })).toHaveFocus();
  });

  test('Escape closes it too', async () => {
    const onOpenChange = vi.fn();
    render(<PopupAd ad={ad} open onOpenChange={onOpenChange} onAdClick={() => {}} labels={labels} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a tap on the picture reports the ad', async () => {
    const onAdClick = vi.fn();
    render(<PopupAd ad={ad} open onOpenChange={() => {}} onAdClick={onAdClick} labels={labels} />);
    await userEvent.click(screen.getByRole('img', { name: '新人福利' }));
    expect(onAdClick).toHaveBeenCalledWith(ad);
  });

  test('closed, nothing shows', () => {
    render(<PopupAd ad={ad} open={false} onOpenChange={() => {}} onAdClick={() => {}} labels={labels} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
