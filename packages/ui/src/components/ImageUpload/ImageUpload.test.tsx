import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ImageUpload } from './ImageUpload.tsx';

const labels = { label: '上传收款码', removeLabel: '删除图片', previewAlt: '收款码预览' };
const image = () => new File(['png'], 'code.png', { type: 'image/png' });

describe('ImageUpload', () => {
  test('reports the picked image and previews it', async () => {
    const onChange = vi.fn();
    render(<ImageUpload {...labels} onChange={onChange} />);
    const file = image();
    await userEvent.upload(screen.getByLabelText('上传收款码'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: '收款码预览' })).toBeInTheDocument();
  });

  test('shows its name above the tile and the hint inside the empty tile', async () => {
    render(<ImageUpload {...labels} label="收款码" hint="点击上传" onChange={() => {}} />);
    expect(screen.getByText('收款码')).toBeVisible();
    expect(screen.getByText('点击上传')).toBeVisible();
    // The picker is still named once for screen readers (the visible name is hidden from them).
    expect(screen.getByLabelText('收款码')).toHaveAttribute('type', 'file');
  });

  test('the remove button sits in the frame the size of the picture, not in the row', async () => {
    render(<ImageUpload {...labels} defaultPreviewUrl="/code.png" onChange={() => {}} />);
    const remove = screen.getByRole('button', { name: '删除图片' });
    const picture = screen.getByRole('img', { name: '收款码预览' });
    // The button and the picture's tile share one frame, so the button is placed on the tile.
    expect(remove.parentElement).toBe(picture.parentElement!.parentElement);
  });

  test('accepts one image at most', () => {
    render(<ImageUpload {...labels} onChange={() => {}} />);
    const input = screen.getByLabelText('上传收款码');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/*');
  });

  test('removing the image reports null and offers the picker again', async () => {
    const onChange = vi.fn();
    render(<ImageUpload {...labels} defaultPreviewUrl="/avatar.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: '收款码预览' })).toHaveAttribute('src', '/avatar.png');
    await userEvent.click(screen.getByRole('button', { name: '删除图片' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('a file that is not an image is rejected, not reported', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    render(<ImageUpload {...labels} onChange={onChange} onReject={onReject} />);
    const text = new File(['hi'], 'note.txt', { type: 'text/plain' });
    // The accept filter is only a hint to the picker; a member can still choose any file.
    await userEvent.upload(screen.getByLabelText('上传收款码'), text, { applyAccept: false });
    expect(onReject).toHaveBeenCalledWith(text);
    expect(onChange).not.toHaveBeenCalled();
  });
});
