import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { BenefitGrid } from './BenefitGrid.tsx';
import { benefitIcons } from './benefitIcons.tsx';

const labels = ['金币视频免费', 'VIP视频免费', '暗网内容免费', '修改头像昵称', '高清视频', '专属线路', '无广告', '专属客服'];

describe('BenefitGrid', () => {
  test('lists the eight benefits in order under its title', () => {
    render(<BenefitGrid title="会员权益" labels={labels} />);
    expect(screen.getByRole('heading', { name: '会员权益' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(labels);
  });

  test('there is one icon for each of the eight benefits, and icons stay decorative', () => {
    expect(benefitIcons).toHaveLength(8);
    const { container } = render(<BenefitGrid title="会员权益" labels={labels} />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(8);
    for (const svg of svgs) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
