import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { addressBreaks } from './addressBreaks.tsx';

/** The address as a reader sees it, with '|' where a line may break. */
function breaks(address: string): string {
  const { container } = render(<p>{addressBreaks(address)}</p>);
  const paragraph = container.querySelector('p')!;
  expect(paragraph.textContent).toBe(address);
  return Array.from(paragraph.childNodes, (node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
}

test('an email may break before its @ and dots, never inside a word', () => {
  expect(breaks('help@nocturne.example')).toBe('help|@nocturne|.example');
});

test('a link keeps its scheme whole and may break before each path and query part only', () => {
  expect(breaks('https://nocturne.example/videoinfo?share=NC8F3K2Q')).toBe('https://nocturne|.example|/videoinfo|?share=NC8F3K2Q');
});

test('each part is kept whole, unless it is too long for any line', () => {
  const { container } = render(<p>{addressBreaks('a.example/' + 'x'.repeat(40))}</p>);
  const whole = Array.from(container.querySelectorAll('span'), (span) => span.textContent);
  expect(whole).toEqual(['a', '.example']);
  expect(container.textContent).toBe('a.example/' + 'x'.repeat(40));
});

test('text without separators stays one piece', () => {
  expect(breaks('k7q2m9x4')).toBe('k7q2m9x4');
});
