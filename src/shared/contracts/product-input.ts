import { z } from 'zod';
import { toCents } from '../money';
import { computeMaxContestants, MAX_CONTESTANTS, MIN_CONTESTANTS } from '../play-rules';
import { formatCount } from '../plural';
import { parseDescription } from '../product-description';
import { productTypeSchema } from './catalog';
import { decimalFromText, PG_INTEGER_MAX } from './numbers';

/** A promotion flag the shop does not run: absent or false. */
const notOffered = (message: string) =>
  z
    .boolean()
    .default(false)
    .refine((on) => !on, message);

/** Weights are stored in whole grams; anything from 0.5 g rounds to at least 1 g. */
const MIN_WEIGHT_KG = 0.0005;

/** Product form and API messages (admin-vendor-coach-games.md section 5), exactly. */
export const productMessages = {
  mysteryBoxNotOffered:
    'Mystery box is not offered: the shop has no mystery box rule, so the flag stays off.',
  /** Buy one, play free gives an entry into the product's game: play must be on. */
  buyOnePlayFreeNeedsPlay:
    'Buy one, play free needs Bet/Play: the free entry is into this product’s next game.',
  priceTooLow: 'Price must be greater than 0',
  priceInvalid: 'Price must be a valid number greater than zero',
  quantityNegative: 'Quantity cannot be negative',
  quantityInvalid: 'Quantity must be a valid number',
  contestantsTooFew: 'Must allow at least 2 contestants',
  contestantsTooMany: `Maximum ${MAX_CONTESTANTS.toLocaleString('en-US')} contestants`,
  brandRequired: 'Brand is required',
  modelRequired: 'Model is required',
  /** T-shirt and shoe forms: the name shoppers see (stored in model); the SKU stays apart. */
  nameRequired: 'Name is required',
  nameBlendRequired: 'Name/Blend is required',
  sizeRequired: 'Size is required',
  descriptionRequired: 'Description is required',
  skuRequired: 'SKU is required',
  bookNameRequired: 'Book name is required',
  authorRequired: 'Author is required',
  pagesTooFew: 'Pages must be at least 1',
  weightRequired: 'Weight is required',
  weightTooLow: 'Weight must be at least 1 g (0.001 kg)',
  quantityTooHigh: `Quantity must be at most ${formatCount(PG_INTEGER_MAX)}`,
  imageUrlRequired: 'Image URL is required',
  imageRequired: 'An image is required for new products',
  imageRequiredTshirt: 'An image is required for new t-shirts',
  imageRequiredShoe: 'An image is required for new shoes',
  coverRequired: 'A cover image is required for new books',
  notFound: 'Product not found',
} as const;

const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Text that may be missing (null or absent reads as empty); its own rules come in superRefine. */
const text = (typeMessage: string, max: number) =>
  z
    .string({ error: typeMessage })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** Numbers may arrive as decimal strings from forms; an empty string means "not given". */
const numberish = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string'
          ? decimalFromText(value)
          : value,
    z.number({ error: message }).refine(Number.isFinite, message),
  );

/**
 * A product as admins and vendors send it (dollars, kilograms). Type-specific rules follow the forms:
 * books keep title in brand, publisher (optional) in model and author in the description;
 * t-shirts and shoes need a name (model) and a SKU, books a SKU; coffee and tea need name/blend,
 * SKU and weight. The SKU is kept in `sku` for every type, apart from the name.
 */
export const productInputSchema = z
  .object({
    productType: productTypeSchema.default('sunglasses'),
    brand: z.string({ error: productMessages.brandRequired }).trim().max(200),
    model: text('Model must be text', 200),
    size: text('Size must be text', 200),
    quantity: numberish(productMessages.quantityInvalid).pipe(
      z
        .number()
        .int(productMessages.quantityInvalid)
        .min(0, productMessages.quantityNegative)
        .max(PG_INTEGER_MAX, productMessages.quantityTooHigh),
    ),
    price: numberish(productMessages.priceInvalid).pipe(
      z.number().min(0.01, productMessages.priceTooLow).max(1_000_000, 'Price is too high'),
    ),
    /** Ignored: every entry costs $1; kept so older clients may still send it. */
    entryPrice: z.unknown().optional(),
    /** Ignored: the server computes it from the price (floor(price / $1)). */
    maxContestants: z.unknown().optional(),
    imageUrl: optionalText(2000),
    description: text('Description must be text', 5000),
    buyNowEnabled: z.boolean().default(true),
    bidEnabled: z.boolean().default(false),
    playEnabled: z.boolean().default(false),
    halfPriceEnabled: z.boolean().default(false),
    /** Not offered: only false is accepted, so no switch promises what nothing does. */
    mysteryBoxEnabled: notOffered(productMessages.mysteryBoxNotOffered),
    /** Buying the product gives one free entry into its next game. */
    buyOnePlayFreeEnabled: z.boolean().default(false),
    donateEnabled: z.boolean().default(false),
    roast: optionalText(50),
    origin: optionalText(200),
    weight: z
      .preprocess(
        (value) =>
          value === '' ? null : typeof value === 'string' ? decimalFromText(value) : value,
        z
          .number({ error: productMessages.weightRequired })
          .positive(productMessages.weightRequired)
          // Stored in whole grams: a weight that would round to 0 g is no weight at all.
          .min(MIN_WEIGHT_KG, productMessages.weightTooLow)
          .max(1000)
          .nullish(),
      )
      .transform((value) => value ?? null),
    sku: optionalText(100),
    supplier: optionalText(200),
    supplierContact: optionalText(200),
    supplierCountry: optionalText(100),
    certifications: optionalText(500),
    compatibleMachines: optionalText(500),
  })
  .superRefine((product, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const type = product.productType;
    const isBook = type === 'book';
    const isDrink = type === 'coffee' || type === 'tea';
    if (!product.brand)
      fail('brand', isBook ? productMessages.bookNameRequired : productMessages.brandRequired);
    if (isBook && !parseDescription(product.description).author)
      fail('description', productMessages.authorRequired);
    // The model is the name shoppers see (a book's publisher, which may be blank); the SKU is
    // its own field and never stands in for the name.
    if (!product.model) {
      if (isDrink) fail('model', productMessages.nameBlendRequired);
      else if (type === 'tshirt' || type === 'shoe') fail('model', productMessages.nameRequired);
      else if (!isBook) fail('model', productMessages.modelRequired);
    }
    if ((isBook || isDrink || type === 'tshirt' || type === 'shoe') && !product.sku) {
      fail('sku', productMessages.skuRequired);
    }
    if (isBook) {
      const pages = Number.parseInt(product.size, 10);
      if (!(pages >= 1)) fail('size', productMessages.pagesTooFew);
    } else if (!product.size && !isDrink) {
      fail('size', productMessages.sizeRequired);
    }
    if (!isBook && !product.description) fail('description', productMessages.descriptionRequired);
    if (isDrink && product.weight === null) fail('weight', productMessages.weightRequired);
    if (product.buyOnePlayFreeEnabled && !product.playEnabled) {
      fail('buyOnePlayFreeEnabled', productMessages.buyOnePlayFreeNeedsPlay);
    }
    if (product.playEnabled) {
      const contestants = computeMaxContestants(toCents(product.price));
      if (contestants < MIN_CONTESTANTS) fail('maxContestants', productMessages.contestantsTooFew);
      if (contestants > MAX_CONTESTANTS) fail('maxContestants', productMessages.contestantsTooMany);
    }
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type ValidProductInput = z.output<typeof productInputSchema>;

/** The "new product needs an image" message of each form. */
export function imageRequiredMessage(type: string): string {
  switch (type) {
    case 'tshirt':
      return productMessages.imageRequiredTshirt;
    case 'shoe':
      return productMessages.imageRequiredShoe;
    case 'book':
      return productMessages.coverRequired;
    case 'coffee':
    case 'tea':
      return productMessages.imageUrlRequired;
    default:
      return productMessages.imageRequired;
  }
}
