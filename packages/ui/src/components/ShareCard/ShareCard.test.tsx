import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { canvasDataUrl, SHARE_QR_SIZE, ShareCard } from './ShareCard.tsx';

const labels = {
  inviteCode: '邀请码',
  inviteLink: '邀请链接',
  save: '保存二维码',
  copy: '复制链接分享',
  hint: '好友点击链接，您立即获得1天VIP',
  qr: '邀请二维码',
};
const link = 'https://nocturne.test/?id=AB12CD';

describe('ShareCard', () => {
  test('shows the QR code 110 px wide, the invite code and the link', () => {
    expect(SHARE_QR_SIZE).toBe(110);
    render(<ShareCard avatar="/avatar.png" inviteCode="AB12CD" link={link} labels={labels} onSave={() => {}} onCopy={() => {}} />);
    const qr = screen.getByRole('img', { name: '邀请二维码' });
    expect(qr.tagName).toBe('CANVAS');
    expect(qr).toHaveStyle({ width: '110px' });
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(screen.getByText((_, node) => node?.tagName === 'DD' && node.textContent === link)).toBeInTheDocument();
    expect(screen.getByText(labels.hint)).toBeInTheDocument();
  });

  test('a long link wraps between its parts, not inside them', () => {
    const long = 'https://nocturne.example/videoinfo?share=NC8F3K2Q';
    render(<ShareCard avatar="/avatar.png" inviteCode="AB12CD" link={long} labels={labels} onSave={() => {}} onCopy={() => {}} />);
    const box = screen.getByText((_, node) => node?.tagName === 'DD' && node.textContent === long);
    expect(box.querySelectorAll('wbr')).toHaveLength(3);
    expect(Array.from(box.querySelectorAll('span'), (part) => part.textContent)).toEqual([
      'https://nocturne',
      '.example',
      '/videoinfo',
      '?share=NC8F3K2Q',
    ]);
  });

  test('copy reports the link', async () => {
    const onCopy = vi.fn();
    render(<ShareCard avatar="/avatar.png" inviteCode="AB12CD" link={link} labels={labels} onSave={() => {}} onCopy={onCopy} />);
    await userEvent.click(screen.getByRole('button', { name: '复制链接分享' }));
    expect(onCopy).toHaveBeenCalledWith(link);
  });

  test('save hands over the QR canvas and its PNG data URL', async () => {
    const onSave = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
    render(<ShareCard avatar="/avatar.png" inviteCode="AB12CD" link={link} labels={labels} onSave={onSave} onCopy={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '保存二维码' }));
    expect(onSave).toHaveBeenCalledWith({ canvas: screen.getByRole('img', { name: '邀请二维码' }), dataUrl: 'data:image/png;base64,QR' });
    vi.restoreAllMocks();
  });

  test('a canvas the browser refuses to read (tainted by the avatar) gives no data URL', () => {
    const canvas = {
      toDataURL: () => {
        throw new DOMException('tainted', 'SecurityError');
      },
    } as unknown as HTMLCanvasElement;
    expect(canvasDataUrl(canvas)).toBeNull();
  });
});
