import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfluencers } from '../../../../tests/fixtures/competitions';
import { createProduct } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Product } from '../../../shared/contracts/catalog';
import { renderProductArt } from '../../db/seed/product-art';
import { selectRows } from '../../db/sql';
import { archiveProduct } from '../catalog/products-admin.service';
import { saveImage } from '../images/images.service';
import { addMissingInfluencers } from '../influencers/influencers.service';

const ORIGIN = 'https://shop.example';
let t: TestApp;
let aviator: Product;
let soldOutTee: Product;
let archived: Product;
let gameId = 0;
let aviatorImage = '';

/** The head of a served page, read back as tags: one entry per meta name/property. */
function headOf(html: string) {
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const match of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    const key = match[2] ?? '';
    meta.set(key, [...(meta.get(key) ?? []), decode(match[3] ?? '')]);
  }
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    expect(values, key).toHaveLength(1);
    return values[0];
  };
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
  return {
    head,
    title: decode(/<title>(.*?)<\/title>/.exec(head)?.[1] ?? ''),
    titles: head.match(/<title>/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    canonicals: head.match(/rel="canonical"/g)?.length ?? 0,
    preload: /<link rel="preload" as="image" href="([^"]+)"/.exec(head)?.[1],
    /** The preload's sized copies and the size it is shown at. */
    preloadSized:
      /<link rel="preload" as="image" href="[^"]+" imagesrcset="([^"]+)" imagesizes="([^"]+)"/
        .exec(head)
        ?.slice(1),
    one,
    has: (key: string) => meta.has(key),
    jsonLd,
  };
}

function decode(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Free local delivery to ZIP 92651, California, US, the same day (2-3 hours): issue 39 item 5. */
const FREE_LOCAL_DELIVERY = {
  '@type': 'OfferShippingDetails',
  shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
  shippingDestination: {
    '@type': 'DefinedRegion',
    addressCountry: 'US',
    addressRegion: 'CA',
    postalCode: '92651',
  },
  deliveryTime: {
    '@type': 'ShippingDeliveryTime',
    handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
    transitTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
  },
};

/** The 30-day money-back guarantee, written on the tutorial (/tutorial#returns). */
const MONEY_BACK_GUARANTEE = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'US',
  returnPolicyCountry: 'US',
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: 30,
  refundType: 'https://schema.org/FullRefund',
  merchantReturnLink: `${ORIGIN}/tutorial#returns`,
};

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'sm-seo-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir, publicOrigin: ORIGIN });
  t.clock.set('2026-07-02T18:20:00.000Z');
  const art = renderProductArt({
    productType: 'sunglasses',
    brand: 'Laguna Optics',
    model: 'Aviator Gold',
    art: { primary: '#c9a227', secondary: '#3d5a4a', accent: '#d9c7a7', variant: 1 },
  });
  aviatorImage = await saveImage(t.ctx, {
    bytes: Buffer.from(art.svg),
    contentType: 'image/svg+xml',
    width: art.width,
    height: art.height,
  });
  aviator = await createProduct(t.ctx, {
    brand: 'Laguna Optics',
    model: 'Aviator Gold',
    priceCents: 15_999,
    quantity: 4,
    playEnabled: true,
    entryPriceCents: 100,
    imageUrl: aviatorImage,
    sku: 'LO-AV-GOLD',
    description: 'BADGE:Best Seller;;Polarized lenses for "bright" days </script><b>x</b>',
  });
  soldOutTee = await createProduct(t.ctx, {
    productType: 'tshirt',
    brand: 'Thalia Street Supply',
    model: 'Sunset Crew',
    size: 'M',
    priceCents: 2_800,
    quantity: 0,
    playEnabled: false,
    description: '',
  });
  archived = await createProduct(t.ctx, { brand: 'Gone', model: 'Away', priceCents: 5_000 });
  await archiveProduct(t.ctx, archived.id);
  await addMissingInfluencers(t.ctx, [
    {
      id: 'sofia_laguna',
      name: 'Sofia Martinez',
      handle: '@sofia.lagunalife',
      avatarUrl: aviatorImage,
      category: 'Fitness',
      location: 'Laguna Beach',
      followers: { instagram: 152_000, tiktok: 98_000 },
      bio: 'Sunrise runs & beach workouts.',
      createdAt: t.clock.now(),
    },
  ]);
  await createTestInfluencers(t.ctx, 1);
  const now = t.clock.now().getTime();
  const [game] = await selectRows<{ id: number }>(
    t.ctx.db,
    sql`insert into competitions (product_id, status, required_participants, entry_price_cents,
          entries_count, start_time, end_time, fill_deadline, created_at)
        values (${aviator.id}, 'active', 159, 100, 7, ${new Date(now - 20 * 60_000)},
          ${new Date(now + 40 * 60_000)}, ${new Date(now + 71 * 3600_000)}, ${new Date(now - 3600_000)})
        returning id`,
  );
  gameId = game?.id ?? 0;
});
afterAll(() => t.close());

describe('a product page', () => {
  it('says its name, price, $1 entry and availability, with absolute share tags', async () => {
    const response = await page(`/product/${aviator.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const h = headOf(response.body);
    const description =
      'Laguna Optics Aviator Gold: $159.99, or play for it with a $1 entry. In stock. Local delivery in 2-3 hours to ZIP 92651, free. Polarized lenses for "bright" days </script><b>x</b>';
    const url = `${ORIGIN}/product/${aviator.id}`;
    const image = `${ORIGIN}/share/product/${aviator.id}.png?v=${aviator.version}`;
    expect(h.titles).toBe(1);
    expect(h.title).toBe('Laguna Optics Aviator Gold | Social Market');
    expect(h.one('description')).toBe(description);
    expect(h.canonical).toBe(url);
    expect(h.one('og:site_name')).toBe('Social Market');
    expect(h.one('og:type')).toBe('product');
    expect(h.one('og:title')).toBe('Laguna Optics Aviator Gold: $159.99');
    expect(h.one('og:description')).toBe(description);
    expect(h.one('og:url')).toBe(url);
    expect(h.one('og:image')).toBe(image);
    expect(h.one('og:image:width')).toBe('1200');
    expect(h.one('og:image:height')).toBe('630');
    expect(h.one('og:image:alt')).toBe('Laguna Optics Aviator Gold (sunglasses)');
    expect(h.one('product:price:amount')).toBe('159.99');
    expect(h.one('product:price:currency')).toBe('USD');
    expect(h.one('twitter:card')).toBe('summary_large_image');
    expect(h.one('twitter:title')).toBe('Laguna Optics Aviator Gold: $159.99');
    expect(h.one('twitter:image')).toBe(image);
    expect(h.has('robots')).toBe(false);
    // The picture the page shows first is fetched with the HTML, before any script runs: the
    // same sized copy the page's <img> picks, shown the phone's full width.
    expect(h.preload).toBe(aviatorImage);
    expect(h.preloadSized).toEqual([
      [128, 256, 384, 512, 768, 1024, 1536].map((w) => `${aviatorImage}?w=${w} ${w}w`).join(', '),
      '(min-width: 768px) 560px, 100vw',
    ]);
    // The description's markup stays text: nothing it says becomes a tag or ends the script.
    expect(h.head).not.toContain('<b>x</b>');
    // One end tag per JSON-LD script (the Product and its breadcrumbs), none from the description.
    expect(h.head.match(/<\/script>/g)).toHaveLength(2);
    expect(h.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Laguna Optics Aviator Gold',
        description,
        image: [image],
        sku: 'LO-AV-GOLD',
        mpn: 'LO-AV-GOLD',
        category: 'Sunglasses',
        brand: { '@type': 'Brand', name: 'Laguna Optics' },
        size: '54mm',
        url,
        offers: {
          '@type': 'Offer',
          url,
          price: '159.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: 'Social Market' },
          shippingDetails: FREE_LOCAL_DELIVERY,
          hasMerchantReturnPolicy: MONEY_BACK_GUARANTEE,
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Shop', item: `${ORIGIN}/home` },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Sunglasses',
            item: `${ORIGIN}/products?type=sunglasses`,
          },
          { '@type': 'ListItem', position: 3, name: 'Laguna Optics Aviator Gold', item: url },
        ],
      },
    ]);
  });

  it('says when it is out of stock and has no play', async () => {
    const h = headOf((await page(`/product/${soldOutTee.id}`)).body);
    expect(h.one('description')).toBe(
      'Thalia Street Supply Sunset Crew: $28.00. Out of stock for now.',
    );
    expect(h.jsonLd[0].offers.availability).toBe('https://schema.org/OutOfStock');
    expect(h.jsonLd[0].offers.price).toBe('28.00');
    expect(h.one('product:availability')).toBe('out of stock');
  });

  it('answers 404 with the not-found head for unknown, malformed and archived ids', async () => {
    for (const url of ['/product/999999', '/product/abc', `/product/${archived.id}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const h = headOf(response.body);
      // The product page's own not-found words, so the title stays when the app takes over.
      expect(h.title).toBe('Product Not Found | Social Market');
      expect(h.one('robots')).toBe('noindex');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('an influencer page', () => {
  it('is a Person with the profile card', async () => {
    const response = await page('/influencer/sofia_laguna');
    expect(response.statusCode).toBe(200);
    const h = headOf(response.body);
    const url = `${ORIGIN}/influencer/sofia_laguna`;
    const description =
      'Sunrise runs & beach workouts. 250K followers. Pick them for your team on Social Market.';
    expect(h.title).toBe('Sofia Martinez (@sofia.lagunalife) | Social Market');
    expect(h.one('description')).toBe(description);
    expect(h.canonical).toBe(url);
    expect(h.one('og:type')).toBe('profile');
    expect(h.one('og:image')).toBe(`${ORIGIN}/share/influencer/sofia_laguna.png`);
    expect(h.one('twitter:card')).toBe('summary_large_image');
    expect(h.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Sofia Martinez',
        alternateName: '@sofia.lagunalife',
        description,
        image: `${ORIGIN}/share/influencer/sofia_laguna.png`,
        url,
        jobTitle: 'Fitness creator',
        knowsAbout: 'Fitness',
        homeLocation: { '@type': 'Place', name: 'Laguna Beach' },
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/FollowAction',
          userInteractionCount: 250_000,
        },
      },
    ]);
  });

  it('answers 404 for an unknown influencer', async () => {
    const response = await page('/influencer/nobody_here');
    expect(response.statusCode).toBe(404);
    expect(headOf(response.body).title).toBe('Influencer not found | Social Market');
  });
});

describe('game pages', () => {
  it('/game-tracking/:id names the product, the players and the time left', async () => {
    const response = await page(`/game-tracking/${gameId}`);
    expect(response.statusCode).toBe(200);
    const h = headOf(response.body);
    expect(h.title).toBe('Laguna Optics Aviator Gold game | Social Market');
    expect(h.one('description')).toBe(
      'Live now: 7 players playing for Laguna Optics Aviator Gold, 40 min left.',
    );
    expect(h.one('og:image')).toBe(
      `${ORIGIN}/share/product/${aviator.id}.png?v=${aviator.version}`,
    );
    expect(h.one('twitter:card')).toBe('summary_large_image');
    expect(h.canonical).toBe(`${ORIGIN}/game-tracking/${gameId}`);
  });

  it('/social-play/:id does the same for the product being played', async () => {
    t.clock.advance(15 * 60_000);
    const h = headOf((await page(`/social-play/${aviator.id}`)).body);
    t.clock.advance(-15 * 60_000);
    expect(h.title).toBe('Play for Laguna Optics Aviator Gold | Social Market');
    expect(h.one('description')).toBe(
      'Live now: 7 players playing for Laguna Optics Aviator Gold, 25 min left.',
    );
    expect(h.preload).toBe(aviatorImage);
    // Shown as a thumbnail on the play page.
    expect(h.preloadSized).toEqual([
      [128, 256, 384].map((w) => `${aviatorImage}?w=${w} ${w}w`).join(', '),
      '112px',
    ]);
  });

  it('answers 404 for unknown games and products', async () => {
    expect((await page('/game-tracking/999999')).statusCode).toBe(404);
    expect((await page('/game-tracking/x')).statusCode).toBe(404);
    expect(headOf((await page('/game-tracking/999999')).body).title).toBe(
      'Game Not Found | Social Market',
    );
    expect((await page('/social-play/999999')).statusCode).toBe(404);
    expect((await page(`/social-play/${archived.id}`)).statusCode).toBe(404);
  });
});

describe('public pages', () => {
  it('the home page has its own title, description and the site card', async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    const h = headOf(response.body);
    expect(h.title).toBe('Shop | Social Market');
    expect(h.one('description')).toBe(
      'Shop sunglasses, t-shirts, shoes, coffee and tea, designer handbags and books in Laguna Beach. Pay full price with 2-3 hour delivery, or play for it with a $1 entry.',
    );
    expect(h.canonical).toBe(`${ORIGIN}/home`);
    expect(h.one('og:url')).toBe(`${ORIGIN}/home`);
    expect(h.one('og:type')).toBe('website');
    expect(h.one('og:image')).toBe(`${ORIGIN}/share-image.png`);
    expect(h.jsonLd).toEqual([]);
  });

  it('every public page says what it is', async () => {
    const expected: Record<string, [string, string]> = {
      '/': ['Scoreboard | Social Market', '/'],
      '/scoreboard': ['Scoreboard | Social Market', '/'],
      '/welcome': ['Pay full price or play for $1 | Social Market', '/welcome'],
      '/products?type=book&sort=newest': ['Books | Social Market', '/products?type=book'],
      '/products': ['Sunglasses | Social Market', '/products?type=sunglasses'],
      '/sunglass-gallery': ['Sunglasses | Social Market', '/products?type=sunglasses'],
      '/coffee-tea-gallery': ['Coffee & Tea | Social Market', '/coffee-tea-gallery'],
      '/influencer-directory': ['Influencer Directory | Social Market', '/influencer-directory'],
      '/tutorial': ['How it works | Social Market', '/tutorial'],
      '/official-rules': ['Official rules | Social Market', '/official-rules'],
      '/partner-store': [
        'Laguna Eyewear Boutique, our partner store | Social Market',
        '/partner-store',
      ],
      '/free-play': ['Free Play | Social Market', '/free-play'],
      '/multiplayer': ['Multiplayer Games | Social Market', '/multiplayer'],
    };
    const descriptions = new Set<string>();
    for (const [url, [title, canonical]] of Object.entries(expected)) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const h = headOf(response.body);
      expect(h.title, url).toBe(title);
      expect(h.canonical, url).toBe(`${ORIGIN}${canonical}`);
      expect(h.has('robots'), url).toBe(false);
      descriptions.add(h.one('description') ?? '');
    }
    // '/' and '/scoreboard' are one page, and so are /products and /sunglass-gallery.
    expect(descriptions.size).toBe(Object.keys(expected).length - 2);
  });

  it('private screens get the site head and stay out of search results', async () => {
    const h = headOf((await page('/cart')).body);
    expect(h.title).toBe('Social Market');
    expect(h.one('robots')).toBe('noindex');
  });
});

/**
 * Google's documented properties for the rich results these pages are for (Search Central,
 * structured data: Product snippets and Merchant listings, Shipping policy, Return policy,
 * Organization, Breadcrumb), as a checklist: each object of a type below has every required
 * property and every recommended one, unless NOT_CLAIMED says why the shop cannot claim it.
 */
const GOOGLE: Record<string, { required: string[]; recommended: string[] }> = {
  Product: {
    required: ['name', 'image', 'offers'],
    recommended: ['description', 'brand', 'sku', 'mpn', 'gtin', 'size', 'color', 'material'],
  },
  Offer: {
    required: ['price', 'priceCurrency'],
    recommended: [
      'availability',
      'itemCondition',
      'url',
      'priceValidUntil',
      'shippingDetails',
      'hasMerchantReturnPolicy',
    ],
  },
  OfferShippingDetails: {
    required: ['shippingDestination'],
    recommended: ['shippingRate', 'deliveryTime'],
  },
  Brand: { required: ['name'], recommended: [] },
  DefinedRegion: { required: ['addressCountry'], recommended: ['addressRegion', 'postalCode'] },
  MonetaryAmount: { required: ['value', 'currency'], recommended: [] },
  ShippingDeliveryTime: { required: [], recommended: ['handlingTime', 'transitTime'] },
  QuantitativeValue: { required: ['minValue', 'maxValue', 'unitCode'], recommended: [] },
  MerchantReturnPolicy: {
    required: ['applicableCountry', 'returnPolicyCategory', 'merchantReturnDays'],
    recommended: [
      'returnPolicyCountry',
      'refundType',
      'merchantReturnLink',
      'returnMethod',
      'returnFees',
    ],
  },
  Organization: {
    required: [],
    recommended: [
      'name',
      'url',
      'logo',
      'address',
      'telephone',
      'email',
      'hasMerchantReturnPolicy',
    ],
  },
  PostalAddress: {
    required: [],
    recommended: ['addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name', 'item'], recommended: [] },
};

/** An Organization named inside another object (an offer's seller). */
const SELLER = { required: ['name'], recommended: [] };

/** Recommended properties the shop leaves out, and why (issue 39 item 5). */
const NOT_CLAIMED: Record<string, string> = {
  'Product.gtin': 'the catalogue stores no GTIN; sku and mpn carry its own code',
  'Product.color': 'no product stores a colour',
  'Product.material': 'no product stores a material',
  'Offer.priceValidUntil': 'no price has an end date (a half price lasts until switched off)',
  'MerchantReturnPolicy.returnMethod': 'the guarantee does not say how a return travels',
  'MerchantReturnPolicy.returnFees': 'the guarantee does not say what a return costs',
};

/** Every object of a checked type in `data`, with the problems the checklist finds in it. */
function checklist(data: unknown, where: string, problems: string[], nested = false): void {
  if (Array.isArray(data)) {
    for (const item of data) checklist(item, where, problems, nested);
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  const object = data as Record<string, unknown>;
  const type = String(object['@type'] ?? '');
  // An offer's seller names the shop; the shop's own page (/) describes it.
  const rules = type === 'Organization' && nested ? SELLER : GOOGLE[type];
  if (type && !rules) problems.push(`${where}: no checklist for ${type}`);
  for (const property of rules?.required ?? []) {
    if (object[property] === undefined) problems.push(`${where}: ${type}.${property} (required)`);
  }
  for (const property of rules?.recommended ?? []) {
    if (object[property] === undefined && !NOT_CLAIMED[`${type}.${property}`]) {
      problems.push(`${where}: ${type}.${property} (recommended)`);
    }
  }
  for (const [key, value] of Object.entries(object)) {
    checklist(value, `${where} ${key}`, problems, true);
  }
}

describe("structured data, against Google's documented properties", () => {
  const types = (jsonLd: { '@type': string }[]) => jsonLd.map((data) => data['@type']);

  it('products: Product with its Offer, shipping and return policy, and breadcrumbs', async () => {
    const problems: string[] = [];
    for (const product of [aviator, soldOutTee]) {
      const h = headOf((await page(`/product/${product.id}`)).body);
      expect(types(h.jsonLd)).toEqual(['Product', 'BreadcrumbList']);
      checklist(h.jsonLd, `/product/${product.id}`, problems);
      const [data] = h.jsonLd;
      expect(data.offers.shippingDetails).toEqual(FREE_LOCAL_DELIVERY);
      expect(data.offers.hasMerchantReturnPolicy).toEqual(MONEY_BACK_GUARANTEE);
    }
    expect(problems).toEqual([]);
  });

  it('sku and mpn are the stored code, or the product id; size where the product has one', async () => {
    const [tee] = headOf((await page(`/product/${soldOutTee.id}`)).body).jsonLd;
    expect(tee.sku).toBe(String(soldOutTee.id));
    expect(tee.mpn).toBe(String(soldOutTee.id));
    expect(tee.size).toBe('M');
    const ranged = await createProduct(t.ctx, {
      productType: 'tshirt',
      brand: 'Thalia Street Supply',
      model: 'Cove Tee',
      size: 'S-XL',
      sku: 'TSS-COVE',
    });
    const book = await createProduct(t.ctx, {
      productType: 'book',
      brand: 'Tide Lines',
      model: 'A. Author',
      size: '224 pages, paperback',
    });
    const [ranges] = headOf((await page(`/product/${ranged.id}`)).body).jsonLd;
    expect([ranges.sku, ranges.mpn, ranges.size]).toEqual([
      'TSS-COVE',
      'TSS-COVE',
      ['S', 'M', 'L', 'XL'],
    ]);
    const [pages, crumbs] = headOf((await page(`/product/${book.id}`)).body).jsonLd;
    // A book's page count is not a size.
    expect(pages.size).toBeUndefined();
    expect(crumbs.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Books',
      item: `${ORIGIN}/products?type=book`,
    });
    await archiveProduct(t.ctx, ranged.id);
    await archiveProduct(t.ctx, book.id);
  });

  it('/ is the shop: an Organization in Laguna Beach, CA 92651, with its return policy', async () => {
    for (const url of ['/', '/scoreboard']) {
      const h = headOf((await page(url)).body);
      expect(h.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Social Market',
          url: `${ORIGIN}/`,
          logo: `${ORIGIN}/icons/icon-512.png`,
          email: 'support@socialmarket.example',
          telephone: '+19495550100',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Laguna Beach',
            addressRegion: 'CA',
            postalCode: '92651',
            addressCountry: 'US',
          },
          areaServed: {
            '@type': 'DefinedRegion',
            addressCountry: 'US',
            addressRegion: 'CA',
            postalCode: '92651',
          },
          hasMerchantReturnPolicy: MONEY_BACK_GUARANTEE,
        },
      ]);
      const problems: string[] = [];
      checklist(h.jsonLd, url, problems);
      expect(problems).toEqual([]);
    }
  });

  it('galleries: Shop › the gallery as a BreadcrumbList', async () => {
    const galleries: Record<string, [string, string]> = {
      '/products?type=shoe': ['Shoes', '/products?type=shoe'],
      '/sunglass-gallery': ['Sunglasses', '/products?type=sunglasses'],
      '/products': ['Sunglasses', '/products?type=sunglasses'],
      '/coffee-tea-gallery': ['Coffee & Tea', '/coffee-tea-gallery'],
    };
    for (const [url, [name, canonical]] of Object.entries(galleries)) {
      const h = headOf((await page(url)).body);
      expect(h.jsonLd, url).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Shop', item: `${ORIGIN}/home` },
            { '@type': 'ListItem', position: 2, name, item: `${ORIGIN}${canonical}` },
          ],
        },
      ]);
      const problems: string[] = [];
      checklist(h.jsonLd, url, problems);
      expect(problems).toEqual([]);
    }
  });
});

describe('the origin', () => {
  it("is the request's own protocol and host when PUBLIC_ORIGIN is unset", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'sm-seo-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<head><!--app-head--></head>');
    const local = await createTestApp({ clientDir });
    try {
      const response = await local.app.inject({
        method: 'GET',
        url: '/tutorial',
        headers: { host: 'localhost:3102' },
      });
      expect(headOf(response.body).canonical).toBe('http://localhost:3102/tutorial');
      const forged = await local.app.inject({
        method: 'GET',
        url: '/tutorial',
        headers: { host: 'evil.example"><script>' },
      });
      expect(headOf(forged.body).canonical).toBe('http://localhost/tutorial');
    } finally {
      await local.close();
    }
  });
});

describe('share images', () => {
  it('draws a 1200x630 PNG of the product and serves repeats from its ETag', async () => {
    const first = await page(`/share/product/${aviator.id}.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const again = await page(`/share/product/${aviator.id}.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    // Without the validator the same bytes come from memory.
    const started = performance.now();
    const cached = await page(`/share/product/${aviator.id}.png`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws a new picture when the product changes', async () => {
    const before = await page(`/share/product/${soldOutTee.id}.png`);
    await t.ctx.db.execute(
      sql`update products set price_cents = 3200, version = version + 1 where id = ${soldOutTee.id}`,
    );
    const after = await page(`/share/product/${soldOutTee.id}.png`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await sharp(after.rawPayload).metadata()).width).toBe(1200);
  });

  it('draws the influencer card', async () => {
    for (const url of ['/share/influencer/sofia_laguna.png']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata, url).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('answers 404 JSON for unknown or archived ids and other file names', async () => {
    const cases: [string, string][] = [
      ['/share/product/999999.png', 'Product not found'],
      [`/share/product/${archived.id}.png`, 'Product not found'],
      [`/share/product/${aviator.id}.jpg`, 'Product not found'],
      ['/share/product/abc.png', 'Product not found'],
      ['/share/influencer/nobody.png', 'Influencer not found'],
    ];
    for (const [url, message] of cases) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message });
    }
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages, live products and influencers, not archived products', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ].map((match) => ({ loc: decode(match[1] ?? ''), lastmod: match[2] }));
    // Every <url> parsed: nothing else in the urlset.
    expect(response.body.match(/<url>/g)).toHaveLength(entries.length);
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/home`,
        `${ORIGIN}/products?type=sunglasses`,
        `${ORIGIN}/coffee-tea-gallery`,
        `${ORIGIN}/official-rules`,
        `${ORIGIN}/free-play`,
        `${ORIGIN}/product/${aviator.id}`,
        `${ORIGIN}/product/${soldOutTee.id}`,
        `${ORIGIN}/influencer/sofia_laguna`,
      ]),
    );
    expect(locs).not.toContain(`${ORIGIN}/product/${archived.id}`);
    expect(locs).not.toContain(`${ORIGIN}/scoreboard`);
    expect(locs).not.toContain(`${ORIGIN}/paid`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/influencer/`))).toHaveLength(2);
    const product = entries.find((entry) => entry.loc === `${ORIGIN}/product/${aviator.id}`);
    expect(new Date(product?.lastmod ?? '').toISOString()).toBe(product?.lastmod);
  });

  it('robots.txt keeps crawlers out of the API and private screens and points to the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /manage',
        'Disallow: /auth',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /profile',
        'Disallow: /invoices',
        'Disallow: /order-confirmation/',
        'Disallow: /coach',
        'Disallow: /business-portal',
        'Disallow: /game/',
        'Disallow: /game$',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
