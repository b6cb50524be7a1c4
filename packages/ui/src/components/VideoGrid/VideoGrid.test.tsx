import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { isWideCell, VideoGrid } from './VideoGrid.tsx';

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

  test('firstWide makes the first cell span both columns', () => {
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
        <span>三</span>
      </VideoGrid>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('data-wide', 'true');
    expect(second).not.toHaveAttribute('data-wide');
    expect(first!.className).not.toBe(second!.className);
  });

  test('a group fills its rows: the last card spans both columns when it would sit alone', () => {
    const wideOf = (count: number) => {
      const view = render(
        <VideoGrid firstWide>
          {Array.from({ length: count }, (_, index) => (
            <span key={index}>{index}</span>
          ))}
        </VideoGrid>,
      );
      const shapes = screen.getAllByRole('listitem').map((item) => (item.hasAttribute('data-wide') ? 'W' : 'h'));
      view.unmount();
      return shapes.join('');
    };
    expect(wideOf(5)).toBe('Whhhh');
    expect(wideOf(4)).toBe('WhhW');
    expect(wideOf(2)).toBe('WW');
    expect(wideOf(3)).toBe('Whh');
  });

  test('isWideCell leaves no half-empty row for any count', () => {
    for (let count = 1; count <= 12; count += 1) {
      const halves = Array.from({ length: count }, (_, index) => isWideCell(index, count)).filter((wide) => !wide).length;
      expect(halves % 2).toBe(0);
    }
  });
});
