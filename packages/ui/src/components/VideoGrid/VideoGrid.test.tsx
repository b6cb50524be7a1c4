import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { VideoGrid } from './VideoGrid.tsx';

describe('VideoGrid', () => {
  test('puts each card in a list item and skips empty children', () => {
    render(
      <VideoGrid label="最新更新">
        <span>一</span>
        {null}
        {false}
        <span>二</span>
      </VideoGrid>,
    );
    const list = screen.getByRole('list', { name: '最新更新' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('一二');
  });

  test('firstWide makes only the first cell span both columns', () => {
    const { rerender } = render(
      <VideoGrid>
        <span>一</span>
        <span>二</span>
      </VideoGrid>,
    );
    expect(screen.getAllByRole('listitem')[0]).not.toHaveAttribute('data-wide');
    rerender(
      <VideoGrid firstWide>
        <span>一</span>
        <span>二</span>
      </VideoGrid>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('data-wide', 'true');
    expect(second).not.toHaveAttribute('data-wide');
    expect(first!.className).not.toBe(second!.className);
  });
});
