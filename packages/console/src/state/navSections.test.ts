import { afterEach, expect, test, vi } from 'vitest';

const KEY = 'consoleNavSections';

async function freshStore() {
  vi.resetModules();
  return import('./navSections.ts');
}

afterEach(() => localStorage.clear());

test('a first visit has no choice: the navigation then opens the current page\'s section', async () => {
  const { navSections } = await freshStore();
  expect(navSections.open).toBeNull();
});

test('the operator\'s open sections are kept in this browser and read on the next visit', async () => {
  const first = await freshStore();
  first.setOpenNavSections(['money', 'site']);
  await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(['money', 'site']));
  const next = await freshStore();
  expect(next.navSections.open).toEqual(['money', 'site']);
});

test('a stored value of another shape counts as no choice', async () => {
  localStorage.setItem(KEY, JSON.stringify({ money: true }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { navSections } = await freshStore();
  expect(navSections.open).toBeNull();
});
