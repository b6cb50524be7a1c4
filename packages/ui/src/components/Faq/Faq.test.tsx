import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Faq } from './Faq.tsx';

const items = [
  { question: '多次支付失败怎么办？', answer: '请更换其他支付方式重试。' },
  { question: '支付后多久到账？', answer: '一般2-10分钟到账，超过10分钟未到账请联系客服。' },
];

describe('Faq', () => {
  test('pairs each question with its answer, in order', () => {
    render(<Faq title="常见问题" items={items} />);
    expect(screen.getByRole('heading', { name: '常见问题' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['1多次支付失败怎么办？', '2支付后多久到账？']);
    expect(definitions[1]).toHaveTextContent('超过10分钟未到账请联系客服');
  });
});
