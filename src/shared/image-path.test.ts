import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE, resolveImagePath, sizedCopies } from './image-path';

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

describe('sizedCopies (decision 0054)', () => {
  const stored = `/images/${'a'.repeat(64)}.png`;

  it("offers a stored image's sized copies up to the widest its shape wants, with the shape's sizes", () => {
    expect(sizedCopies(stored, 'thumbnail')).toEqual({
      srcSet: `${stored}?w=128 128w, ${stored}?w=256 256w, ${stored}?w=384 384w`,
      sizes: '112px',
    });
    const page = sizedCopies(stored, 'page');
    expect(page.srcSet?.split(', ')).toHaveLength(7);
    expect(page.srcSet).toContain(`${stored}?w=1536 1536w`);
    expect(page.sizes).toBe('(min-width: 768px) 560px, 100vw');
  });

  it('offers nothing for a picture the shop does not store: the default image, another site', () => {
    expect(sizedCopies(DEFAULT_PRODUCT_IMAGE, 'card')).toEqual({});
    expect(sizedCopies('https://example.com/a.png', 'card')).toEqual({});
    expect(sizedCopies('/images/not-a-hash.png', 'card')).toEqual({});
  });
});
