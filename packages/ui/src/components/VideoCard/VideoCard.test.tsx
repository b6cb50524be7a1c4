import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { VideoCard, type VideoCardVideo } from './VideoCard.tsx';
import { VideoCardSkeleton } from './VideoCardSkeleton.tsx';

const labels = { vip: 'VIP', heat: '热度', duration: '时长', loading: '加载中...' };
const video: VideoCardVideo = { id: 'c1', name: '夜色温柔', cover: '/c1.jpg', vip: true, heat: '1.2万', duration: '12:34' };

describe('VideoCard', () => {
  test('shows the name, heat and duration, and names them for screen readers', () => {
    render(<VideoCard video={video} labels={labels} />);
    const card = screen.getByRole('button');
    expect(card).toHaveTextContent('夜色温柔');
    expect(card).toHaveTextContent('热度1.2万');
    expect(card).toHaveTextContent('时长12:34');
  });

  test('the VIP badge shows only for a VIP video', () => {
    const { rerender } = render(<VideoCard video={video} labels={labels} />);
    expect(screen.getByText('VIP')).toBeInTheDocument();
    rerender(<VideoCard video={{ ...video, vip: false }} labels={labels} />);
    expect(screen.queryByText('VIP')).not.toBeInTheDocument();
  });

  test('reports the video it shows when tapped', async () => {
    const onOpen = vi.fn();
    render(<VideoCard video={video} labels={labels} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith(video);
  });

  test('the group variant shows the group title with the heat beside a like icon', () => {
    render(<VideoCard video={video} labels={labels} variant="group" groupTitle="深夜剧场" />);
    expect(screen.getByText('深夜剧场')).toBeInTheDocument();
    // Heat moves from the cover to the group row, once.
    expect(screen.getAllByText('1.2万')).toHaveLength(1);
  });

  test('variants are distinguishable', () => {
    render(
      <>
        <VideoCard video={video} labels={labels} />
        <VideoCard video={{ ...video, id: 'c2', name: '宽卡' }} labels={labels} variant="wide" />
      </>,
    );
    const [plain, wide] = screen.getAllByRole('button');
    expect(plain).toHaveAttribute('data-variant', 'default');
    expect(wide).toHaveAttribute('data-variant', 'wide');
  });

  test('the skeleton is hidden from screen readers', () => {
    render(<VideoCardSkeleton />);
    expect(screen.getByTestId('video-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
