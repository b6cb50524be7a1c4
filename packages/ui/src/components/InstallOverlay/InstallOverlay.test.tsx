import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { InstallOverlay, type InstallOverlayProps } from './InstallOverlay.tsx';

function renderOverlay(props: Partial<InstallOverlayProps> = {}) {
  const onOpenChange = vi.fn();
  const onAndroidInstall = vi.fn();
  render(
    <InstallOverlay
      open
      onOpenChange={onOpenChange}
      onAndroidInstall={onAndroidInstall}
      title="安装到桌面"
      androidLabel="安卓安装"
      apkUrl="https://example.test/nocturne.apk"
      iosLabel="iOS教程"
      iosTutorialImage="/tutorial.png"
      iosTutorialHint="点击分享按钮，选择“添加到主屏幕”"
      closeLabel="关闭"
      backLabel="返回"
      {...props}
    />,
  );
  return { onOpenChange, onAndroidInstall };
}

describe('InstallOverlay', () => {
  test('the Android option downloads the APK and is reported', async () => {
    const { onAndroidInstall } = renderOverlay();
    const link = screen.getByRole('link', { name: '安卓安装' });
    expect(link).toHaveAttribute('href', 'https://example.test/nocturne.apk');
    expect(link).toHaveAttribute('download');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onAndroidInstall).toHaveBeenCalledTimes(1);
  });

  test('without an APK url there is no Android option', () => {
    renderOverlay({ apkUrl: undefined });
    expect(screen.queryByRole('link', { name: '安卓安装' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'iOS教程' })).toBeInTheDocument();
  });

  test('the iOS option shows the tutorial image, and back returns', async () => {
    renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: 'iOS教程' }));
    expect(screen.getByRole('img', { name: '点击分享按钮，选择“添加到主屏幕”' })).toHaveAttribute('src', '/tutorial.png');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByRole('link', { name: '安卓安装' })).toBeInTheDocument();
  });

  test('the close button reports closing', async () => {
    const { onOpenChange } = renderOverlay();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
