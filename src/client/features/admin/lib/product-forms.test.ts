import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/contracts/catalog';
import { productInputSchema } from '../../../../shared/contracts/product-input';
import { parseDescription } from '../../../../shared/product-description';
import { productFormData } from './product-form-data';
import {
  apparelFormDefaults,
  apparelFormSchema,
  apparelPayload,
  bookFormDefaults,
  bookFormSchema,
  bookPayload,
  coffeeFormDefaults,
  coffeeFormSchema,
  coffeePayload,
  genericFormDefaults,
  genericFormSchema,
  genericPayload,
  joinBookSize,
  splitBookSize,
} from './product-forms';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

const existingBook = {
  id: 9,
  productType: 'book',
  brand: 'Old Title',
  model: 'Harbor Press',
  size: '200',
  quantity: 3,
  price: 20,
  entryPrice: 1,
  imageUrl: '/uploads/cover.webp',
  description: 'AUTHOR:Jane Doe;;BADGE:Staff Pick;;A summary.',
  donateEnabled: true,
  halfPriceEnabled: false,
  mysteryBoxEnabled: false,
  buyOnePlayFreeEnabled: false,
  buyNowEnabled: true,
  bidEnabled: false,
  playEnabled: false,
  sku: 'SKU-1',
} as Product;

describe('empty submits show the specification messages', () => {
  it('generic form', () => {
    const result = genericFormSchema({ requireImage: true }).safeParse(
      genericFormDefaults('sunglasses'),
    );
    expect(messages(result)).toMatchObject({
      brand: 'Brand is required',
      model: 'Model is required',
      size: 'Size is required',
      description: 'Description is required',
      price: 'Price must be greater than 0',
      image: 'An image is required for new products',
    });
  });

  it('t-shirt and shoe forms', () => {
    const tshirt = apparelFormSchema({ type: 'tshirt', requireImage: true }).safeParse(
      apparelFormDefaults(),
    );
    expect(messages(tshirt)).toMatchObject({
      name: 'Name is required',
      sku: 'SKU is required',
      image: 'An image is required for new t-shirts',
    });
    const shoe = apparelFormSchema({ type: 'shoe', requireImage: true }).safeParse(
      apparelFormDefaults(),
    );
    expect(messages(shoe).image).toBe('An image is required for new shoes');
  });

  it('book form', () => {
    const result = bookFormSchema({ requireImage: true }).safeParse(bookFormDefaults());
    expect(messages(result)).toMatchObject({
      name: 'Book name is required',
      author: 'Author is required',
      pages: 'Pages must be at least 1',
      sku: 'SKU is required',
      image: 'A cover image is required for new books',
    });
    expect(messages(result).summary).toBeUndefined();
  });

  it('coffee form', () => {
    const result = coffeeFormSchema.safeParse(coffeeFormDefaults());
    expect(messages(result)).toMatchObject({
      brand: 'Brand is required',
      model: 'Name/Blend is required',
      description: 'Description is required',
      weight: 'Weight is required',
      price: 'Price is required',
      sku: 'SKU is required',
      quantity: 'Quantity is required',
      imageUrl: 'Image URL is required',
    });
    const bad = coffeeFormSchema.safeParse({
      ...coffeeFormDefaults(),
      price: '0',
      quantity: '1.5',
    });
    expect(messages(bad)).toMatchObject({
      price: 'Price must be a valid number greater than zero',
      quantity: 'Quantity must be a valid number',
    });
  });

  it('generic form: negative quantity, contestants out of range with Bet/Play', () => {
    const values = {
      ...genericFormDefaults('sunglasses'),
      quantity: '-1',
      price: '1001',
      playEnabled: true,
    };
    const result = genericFormSchema({ requireImage: false }).safeParse(values);
    expect(messages(result)).toMatchObject({
      quantity: 'Quantity cannot be negative',
      maxContestants: 'Maximum 1,000 contestants',
    });
    const cheap = genericFormSchema({ requireImage: false }).safeParse({
      ...values,
      price: '1.99',
    });
    expect(messages(cheap).maxContestants).toBe('Must allow at least 2 contestants');
    const fine = genericFormSchema({ requireImage: false }).safeParse({
      ...values,
      quantity: '1',
      price: '1000.99',
    });
    expect(messages(fine).maxContestants).toBeUndefined();
  });

  it('buy one, play free needs Bet/Play on every form, with the API’s words (decision 0063)', () => {
    const needsPlay =
      'Buy one, play free needs Bet/Play: the free entry is into this product’s next game.';
    const generic = { ...genericFormDefaults('sunglasses'), buyOnePlayFreeEnabled: true };
    expect(
      messages(genericFormSchema({ requireImage: false }).safeParse(generic)).buyOnePlayFreeEnabled,
    ).toBe(needsPlay);
    expect(
      messages(
        genericFormSchema({ requireImage: false }).safeParse({ ...generic, playEnabled: true }),
      ).buyOnePlayFreeEnabled,
    ).toBeUndefined();
    expect(
      messages(coffeeFormSchema.safeParse({ ...coffeeFormDefaults(), buyOnePlayFreeEnabled: true }))
        .buyOnePlayFreeEnabled,
    ).toBe(needsPlay);
    expect(
      messages(
        apparelFormSchema({ type: 'tshirt', requireImage: false }).safeParse({
          ...apparelFormDefaults(),
          buyOnePlayFreeEnabled: true,
        }),
      ).buyOnePlayFreeEnabled,
    ).toBe(needsPlay);
    expect(
      messages(
        bookFormSchema({ requireImage: false }).safeParse({
          ...bookFormDefaults(),
          buyOnePlayFreeEnabled: true,
        }),
      ).buyOnePlayFreeEnabled,
    ).toBe(needsPlay);
  });
});

describe('form to API payload', () => {
  it('generic: empty entry fee means 1 and the badge is encoded', () => {
    const payload = genericPayload({
      ...genericFormDefaults('sunglasses'),
      brand: 'Ray-Ban',
      model: 'Wayfarer',
      size: '52mm',
      quantity: '4',
      price: '150',
      description: 'Classic.',
      badge: 'New',
    });
    expect(payload).toMatchObject({ entryPrice: 1, price: 150, quantity: 4 });
    expect(payload.description).toBe('BADGE:New;;Classic.');
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  it('t-shirt: the name is the model, the SKU stays apart', () => {
    const payload = apparelPayload('tshirt', {
      ...apparelFormDefaults(),
      brand: 'Laguna Tees',
      name: 'Sunset Crew',
      sku: 'LT-001',
      size: 'M',
      price: '30',
      quantity: '10',
      description: 'Soft cotton.',
    });
    expect(payload).toMatchObject({ productType: 'tshirt', model: 'Sunset Crew', sku: 'LT-001' });
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  it('book: title in brand, publisher in model, pages and format in size, AUTHOR: first', () => {
    const payload = bookPayload({
      ...bookFormDefaults(),
      name: 'Tide Pools',
      author: 'Ann Reef',
      publisher: 'Cove Light Press',
      pages: '320',
      format: 'paperback',
      sku: 'BK-9',
      price: '18.5',
      quantity: '2',
      summary: 'A field guide.',
    });
    expect(payload).toMatchObject({
      brand: 'Tide Pools',
      model: 'Cove Light Press',
      sku: 'BK-9',
      size: '320 pages, paperback',
    });
    expect(payload.description).toBe('AUTHOR:Ann Reef;;A field guide.');
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  it('book edit: round-trips the author and keeps the badge, image and hidden flags', () => {
    const values = bookFormDefaults(existingBook);
    expect(values).toMatchObject({
      name: 'Old Title',
      author: 'Jane Doe',
      publisher: 'Harbor Press',
      pages: '200',
      format: '',
      sku: 'SKU-1',
      summary: 'A summary.',
    });
    const payload = bookPayload({ ...values, price: '25' }, existingBook);
    expect(parseDescription(payload.description)).toMatchObject({
      author: 'Jane Doe',
      badge: 'Staff Pick',
      text: 'A summary.',
    });
    expect(payload).toMatchObject({
      price: 25,
      imageUrl: '/uploads/cover.webp',
      donateEnabled: true,
    });
  });

  it('coffee: the share discount is a field of its own, saved back as its segment', () => {
    const product = {
      ...existingBook,
      productType: 'coffee',
      description: 'BADGE:New;;DISCOUNT:10% off with code LAGUNA10;;A smooth cold brew.',
    } as Product;
    const values = coffeeFormDefaults(product);
    // The form never shows the encoding.
    expect(values.description).toBe('A smooth cold brew.');
    expect(values.discount).toBe('10% off with code LAGUNA10');
    // Unchanged: the stored text as it was; changed: the segments again, the badge kept.
    expect(coffeePayload(values, product).description).toBe(product.description);
    expect(
      coffeePayload({ ...values, discount: '15% off with code SUMMER15' }, product).description,
    ).toBe('BADGE:New;;DISCOUNT:15% off with code SUMMER15;;A smooth cold brew.');
    expect(coffeePayload({ ...values, discount: '' }, product).description).toBe(
      'BADGE:New;;A smooth cold brew.',
    );
  });

  it('coffee: a picked image file stands in for the image URL', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'beans.png', { type: 'image/png' });
    const filled = {
      ...coffeeFormDefaults(),
      brand: 'Laguna Roasters',
      model: 'Crescent Bay Blend',
      description: 'Chocolate and citrus.',
      weight: '0.34',
      price: '19.5',
      sku: 'LR-CB',
      quantity: '12',
    };
    expect(messages(coffeeFormSchema.safeParse(filled)).imageUrl).toBe('Image URL is required');
    expect(coffeeFormSchema.safeParse({ ...filled, image: file }).success).toBe(true);
  });

  it('coffee: numbers for price, quantity and weight; blanks become null', () => {
    const payload = coffeePayload({
      ...coffeeFormDefaults(),
      productType: 'tea',
      brand: 'Zen Leaf',
      model: 'Sencha',
      description: 'Green tea.',
      weight: '0.25',
      price: '12',
      sku: 'ZL-1',
      quantity: '7',
      imageUrl: 'https://example.com/t.png',
      roast: 'green',
    });
    expect(payload).toMatchObject({
      weight: 0.25,
      price: 12,
      quantity: 7,
      roast: 'green',
      origin: null,
    });
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  it('multipart body: data JSON, the image, or keepExistingImage on an edit', () => {
    const fields = { brand: 'B', quantity: 1, price: 2, entryPrice: 1 };
    const edit = productFormData(fields, null, true);
    expect(JSON.parse(String(edit.get('data')))).toEqual(fields);
    expect(edit.get('keepExistingImage')).toBe('true');
    expect(edit.get('image')).toBeNull();
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const create = productFormData(fields, file, false);
    expect(create.get('image')).toBeInstanceOf(File);
    expect(create.get('keepExistingImage')).toBeNull();
  });
});

describe('book size: pages and format', () => {
  it.each([
    ['288 pages, paperback', { pages: '288', format: 'paperback' }],
    ['40 pages, hardcover picture book', { pages: '40', format: 'hardcover picture book' }],
    ['212', { pages: '212', format: '' }],
    ['1 page', { pages: '1', format: '' }],
    ['Audiobook', { pages: '', format: 'Audiobook' }],
  ])('splits %j', (size, parts) => {
    expect(splitBookSize(size)).toEqual(parts);
  });

  it('joins pages and format; an unchanged pair keeps the stored size', () => {
    expect(joinBookSize(212, 'paperback')).toBe('212 pages, paperback');
    expect(joinBookSize(1, '')).toBe('1 page');
    const stored = { ...existingBook, size: '200 pp., softcover' };
    expect(bookPayload(bookFormDefaults(stored), stored).size).toBe('200 pp., softcover');
    expect(bookPayload({ ...bookFormDefaults(stored), pages: '210' }, stored).size).toBe(
      '210 pages, pp., softcover',
    );
  });
});
