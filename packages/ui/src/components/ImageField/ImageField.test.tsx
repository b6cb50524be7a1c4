import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ImageField } from './ImageField.tsx';

const labels = { label: '广告图片', removeLabel: '删除图片', previewAlt: '广告图片预览' };
const image = () => new File(['png'], 'ad.png', { type: 'image/png' });

describe('ImageField', () => {
  test('controlled: a pick is reported and the field shows what its value says', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ImageField {...labels} value={null} onChange={onChange} />);
    const file = image();
    await userEvent.upload(screen.getByLabelText('广告图片'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    // Nothing shows until the parent passes the file back.
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ImageField {...labels} value={file} onChange={onChange} />);
    expect(await screen.findByRole('img', { name: '广告图片预览' })).toBeInTheDocument();
  });

  test('a saved image shows from its URL, and removing it reports null', async () => {
    const onChange = vi.fn();
    render(<ImageField {...labels} value="/uploads/ad.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: '广告图片预览' })).toHaveAttribute('src', '/uploads/ad.png');
    await userEvent.click(screen.getByRole('button', { name: '删除图片' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  test('a file that is not an image is rejected, not reported', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    render(<ImageField {...labels} value={null} onChange={onChange} onReject={onReject} />);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('广告图片'), text, { applyAccept: false });
    expect(onReject).toHaveBeenCalledWith(text);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('label, hint and error are tied to the file input; required while empty', () => {
    render(<ImageField {...labels} value={null} onChange={() => {}} hint="建议尺寸 750×300" error="请上传广告图片" required />);
    // The label's text holds the required mark, which screen readers do not hear.
    const input = screen.getByLabelText(/^广告图片/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('建议尺寸 750×300 请上传广告图片');
  });
});
