import { AD_GROUPS } from '@nocturne/core';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PlacementSketch, SKETCHED_GROUPS } from './PlacementSketch.tsx';

test('every ad group is drawn once in the sketch', () => {
  expect([...SKETCHED_GROUPS].sort()).toEqual([...AD_GROUPS].sort());
});

test('the chosen group is named in the caption with where it shows, and its slot is lit', () => {
  const { container } = render(<PlacementSketch group="play" />);
  expect(screen.getByText('位置示意：播放页 · 播放器下方')).toBeInTheDocument();
  expect(container.querySelector('[data-group="play"]')).not.toHaveAttribute('aria-hidden');
  expect(container.querySelector('[data-group="banner"]')).toHaveAttribute('aria-hidden', 'true');
});
