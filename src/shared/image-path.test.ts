import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE, resolveImagePath } from './image-path';

describe('resolveImagePath', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    'null',
    'undefined',
    '/uploads/null.png',
    'images/undefined',
  ])('falls back to the default for %j', (path) => {
    expect(resolveImagePath(path)).toBe(DEFAULT_PRODUCT_IMAGE);
  });

  it.each([
    'http://cdn.example/a.png',
    'https://cdn.example/a.png',
    'HTTPS://CDN.EXAMPLE/A.PNG',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps the absolute or data URL %s', (path) => {
    expect(resolveImagePath(path)).toBe(path);
  });

  it('adds a leading slash to relative paths and leaves rooted ones alone', () => {
    expect(resolveImagePath('images/abc.png')).toBe('/images/abc.png');
    expect(resolveImagePath('/images/abc.png')).toBe('/images/abc.png');
  });
});
