import { describe, expect, it } from 'vitest';
import {
  coffeeRoasts,
  LOW_STOCK_THRESHOLD,
  productTypes,
  teaTypes,
} from '../../../shared/contracts/catalog';
import { MAX_CONTESTANTS, MIN_CONTESTANTS } from '../../../shared/play-rules';
import { parseDescription } from '../../../shared/product-description';
import { type DemoProduct, demoBrands, demoProducts, TWO_PLAYER_PRODUCTS } from './catalog-data';
import { renderBrandLogo, renderProductArt } from './product-art';

function expectSafeSvg(svg: string, width: number, height: number) {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/href\s*=\s*["']\s*(https?:|\/\/|data:)/i);
  expect(svg).not.toMatch(/<image\b|<foreignObject|@import|url\(\s*["']?(https?:|\/\/)/i);
  expect(svg).not.toMatch(/\son\w+\s*=/i);
  // Every '&' starts an entity: text is escaped.
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  // Balanced text elements: nothing broke out of a <text>.
  expect(svg.match(/<text\b/g)?.length ?? 0).toBe(svg.match(/<\/text>/g)?.length ?? 0);
  // Ids referenced by url(#...) are defined.
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${ref}"`);
}

const byType = (type: DemoProduct['productType']) =>
  demoProducts.filter((p) => p.productType === type);

describe('product art', () => {
  it.each(demoProducts.map((p) => [`${p.productType}: ${p.brand} ${p.model}`, p] as const))(
    'renders %s as a safe 800x800 SVG',
    (_name, product) => {
      const art = renderProductArt(product);
      expect(art.width).toBe(800);
      expect(art.height).toBe(800);
      expectSafeSvg(art.svg, 800, 800);
      expect(art.svg.length).toBeLessThan(8 * 1024);
    },
  );

  it('escapes text: a brand with & < > and quotes', () => {
    const art = renderProductArt({
      productType: 'coffee',
      brand: 'Salt & "Pepper" <Roasters>',
      model: "Tom's & Jerry's <Blend>",
      roast: 'dark',
      art: { primary: '#333333', secondary: '#eeeeee' },
    });
    expectSafeSvg(art.svg, 800, 800);
    expect(art.svg).toContain('&amp;');
    expect(art.svg).toContain('&lt;');
    expect(art.svg).toContain('&quot;');
    expect(art.svg).not.toContain('<Roasters>');
  });

  it('puts the title and author on a book cover, escaped', () => {
    const art = renderProductArt({
      productType: 'book',
      brand: 'Tides & Tales',
      model: 'Driftwood & Pine Books',
      description: 'AUTHOR:Ana <Quill>;;A summary.',
      art: { primary: '#1b4965', secondary: '#f4a261' },
    });
    expect(art.svg).toMatch(/Tides &amp;(<\/tspan><tspan[^>]*>| )Tales/);
    expect(art.svg).toContain('ANA &lt;QUILL&gt;');
    expect(art.svg).toContain('DRIFTWOOD &amp; PINE BOOKS');
  });

  it('ignores colours that are not hex colours', () => {
    const art = renderProductArt({
      productType: 'handbag',
      brand: 'Test',
      model: 'Bag',
      art: { primary: 'red" onload="alert(1)', secondary: 'url(http://x)' },
    });
    expectSafeSvg(art.svg, 800, 800);
    expect(art.svg).not.toContain('alert');
    expect(art.svg).not.toContain('http://x');
  });

  it('draws every variant of every type', () => {
    for (const productType of productTypes) {
      for (let variant = 0; variant < 6; variant++) {
        const art = renderProductArt({
          productType,
          brand: 'A Very Long Brand Name That Needs Wrapping Across Lines',
          model: 'An Equally Long Model Name For Testing The Label Layout',
          art: { primary: '#445566', secondary: '#ddeeff', accent: '#aa5500', variant },
        });
        expectSafeSvg(art.svg, 800, 800);
      }
    }
  });

  it('renders every brand logo as a safe 400x200 SVG', () => {
    for (const brand of demoBrands) {
      const logo = renderBrandLogo(brand);
      expect(logo.width).toBe(400);
      expect(logo.height).toBe(200);
      expectSafeSvg(logo.svg, 400, 200);
    }
    const ampersand = demoBrands.find((b) => b.name.includes('&'));
    expect(ampersand).toBeDefined();
    if (ampersand) expect(renderBrandLogo(ampersand).svg).toContain('&amp;');
  });
});

describe('demo catalogue', () => {
  it('has at least 8 products of each type', () => {
    for (const type of productTypes) expect(byType(type).length).toBeGreaterThanOrEqual(8);
  });

  it('has an out-of-stock and a low-stock product in every category', () => {
    for (const type of productTypes) {
      const products = byType(type);
      expect(products.some((p) => p.quantity === 0)).toBe(true);
      expect(products.some((p) => p.quantity > 0 && p.quantity <= LOW_STOCK_THRESHOLD)).toBe(true);
    }
  });

  it('prices every product so it can be played at $1: 2 to 1,000 contestants', () => {
    for (const p of demoProducts) {
      const contestants = Math.floor(p.priceCents / 100);
      expect(contestants, `${p.brand} ${p.model}`).toBeGreaterThanOrEqual(MIN_CONTESTANTS);
      expect(contestants, `${p.brand} ${p.model}`).toBeLessThanOrEqual(MAX_CONTESTANTS);
    }
  });

  it('uses whole cents, sane stock and dates', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(Number.isInteger(p.quantity) && p.quantity >= 0).toBe(true);
      expect(p.addedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.addedDaysAgo).toBeLessThanOrEqual(120);
      expect(p.size.trim()).not.toBe('');
      expect(p.sku, `${p.brand} ${p.model} has a sku`).toBeTruthy();
    }
  });

  it('names a known brand for every product except books, whose brand is the title', () => {
    const names = new Set(demoBrands.map((b) => b.name));
    for (const p of demoProducts) {
      if (p.productType === 'book') {
        expect(names.has(p.brand)).toBe(false);
        const { author, text } = parseDescription(p.description);
        expect(author, p.brand).toBeTruthy();
        expect(text, p.brand).toBeTruthy();
      } else {
        expect(names.has(p.brand), p.brand).toBe(true);
      }
    }
  });

  it('has unique brand names and unique products', () => {
    const brandNames = demoBrands.map((b) => b.name.toLowerCase());
    expect(new Set(brandNames).size).toBe(brandNames.length);
    const keys = demoProducts.map((p) => `${p.productType}|${p.brand}|${p.model}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    const skus = demoProducts.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('uses only the allowed coffee roasts and tea types, with coffee and tea details', () => {
    for (const p of byType('coffee')) {
      expect(coffeeRoasts).toContain(p.roast);
      expect(p.origin && p.weightGrams && p.supplier && p.supplierCountry).toBeTruthy();
      expect(p.certifications && p.compatibleMachines).toBeTruthy();
    }
    for (const p of byType('tea')) {
      expect(teaTypes).toContain(p.roast);
      expect(p.origin && p.weightGrams && p.supplier).toBeTruthy();
    }
  });

  it('keeps prices in each category believable (a single cup of coffee or tea for a two-player game)', () => {
    for (const p of TWO_PLAYER_PRODUCTS) {
      expect(p.priceCents, p.model).toBeGreaterThanOrEqual(200);
      expect(p.priceCents, p.model).toBeLessThan(300);
      expect(p.weightGrams, p.model).toBeLessThanOrEqual(15);
    }
    const ranges: Partial<Record<DemoProduct['productType'], [number, number]>> = {
      sunglasses: [8900, 28900],
      book: [1400, 3200],
      coffee: [1400, 2800],
      tea: [900, 2400],
      handbag: [12000, 42000],
    };
    for (const [type, [min, max]] of Object.entries(ranges)) {
      const inRange = byType(type as DemoProduct['productType']).filter(
        (p) => !TWO_PLAYER_PRODUCTS.includes(p),
      );
      for (const p of inRange) {
        expect(p.priceCents).toBeGreaterThanOrEqual(min);
        expect(p.priceCents).toBeLessThanOrEqual(max);
      }
    }
  });

  it('uses well-formed descriptions and hex colours', () => {
    for (const p of demoProducts) {
      const parts = parseDescription(p.description);
      expect(parts.text.length, `${p.brand} ${p.model}`).toBeGreaterThan(20);
      for (const colour of [p.art.primary, p.art.secondary, p.art.accent ?? '#000000']) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
    for (const b of demoBrands)
      for (const colour of b.colors) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
