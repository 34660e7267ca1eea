import { describe, expect, it } from 'vitest';
import { lowercaseAttributeNames } from './html-attributes';

describe('lowercaseAttributeNames', () => {
  it("writes React's camelCase HTML attribute names in lowercase", () => {
    expect(
      lowercaseAttributeNames(
        '<link rel="preload" as="image" href="/a.webp" imageSrcSet="/a.webp?w=128 128w" imageSizes="100vw" fetchPriority="high"/>' +
          '<img srcSet="/b.webp 1x" fetchPriority="low" alt="B"/><td rowSpan="2">x</td>',
      ),
    ).toBe(
      '<link rel="preload" as="image" href="/a.webp" imagesrcset="/a.webp?w=128 128w" imagesizes="100vw" fetchpriority="high"/>' +
        '<img srcset="/b.webp 1x" fetchpriority="low" alt="B"/><td rowspan="2">x</td>',
    );
  });

  it('leaves SVG names, attribute values and text alone', () => {
    const markup =
      '<svg viewBox="0 0 10 10"><path strokeLinecap="round"></path></svg>' +
      '<img alt="a srcSet=&quot;x&quot; here" src="/c.png"/><p>srcSet="text" fetchPriority=high</p>';
    expect(lowercaseAttributeNames(markup)).toBe(markup);
  });
});
