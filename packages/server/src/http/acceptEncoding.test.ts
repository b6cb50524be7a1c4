import { expect, test } from 'vitest';
import { acceptsGzip } from './acceptEncoding.ts';

test.each([
  ['gzip, deflate, br', true],
  ['br, GZIP;q=0.5', true],
  ['*', true],
  ['br', false],
  ['gzip;q=0', false],
  ['identity', false],
  ['', false],
  [undefined, false],
])('Accept-Encoding %j takes gzip: %s', (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected);
});
