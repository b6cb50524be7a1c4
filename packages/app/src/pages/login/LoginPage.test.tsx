import { render, screen } from '@testing-library/react';
import { zhCN, zhCNLogin } from '@nocturne/core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { configState } from '../../state/config.ts';
import { aConfig } from '../../test/fixtures.ts';
import LoginPage from './LoginPage.tsx';

function renderWithLoginVideo(loginVideoUrl: string) {
  configState.config = aConfig({ loginVideoUrl });
  return render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  configState.config = null;
});

test('the configured background video loops silently behind the form, inline on phones', () => {
  const { container } = renderWithLoginVideo('/media/site/login-loop.mp4');
  const video = container.querySelector('video')!;
  expect(video.getAttribute('src')).toBe('/media/site/login-loop.mp4');
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video.autoplay).toBe(true);
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect(video.getAttribute('aria-hidden')).toBe('true');
});

test('the page carries the brand: logo, name and slogan above the form', () => {
  const { container } = renderWithLoginVideo('');
  expect(screen.getByRole('heading', { name: zhCN.app.name })).toBeInTheDocument();
  expect(screen.getByText(zhCNLogin.slogan)).toBeInTheDocument();
  expect(container.querySelector('img[src="/icon.svg"]')).toHaveAttribute('alt', '');
});

test('without a configured video the page shows only its gradient', () => {
  const { container } = renderWithLoginVideo('');
  expect(container.querySelector('video')).toBeNull();
});
