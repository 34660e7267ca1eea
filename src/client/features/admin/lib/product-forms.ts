import { z } from 'zod';
import {
  coffeeRoasts,
  type Product,
  type ProductType,
  productTypeSchema,
  teaTypes,
} from '../../../../shared/contracts/catalog';
import {
  imageRequiredMessage,
  type ProductInput,
  productMessages,
} from '../../../../shared/contracts/product-input';
import { parseDescription, reviseDescription } from '../../../../shared/product-description';
import {
  contestantsError,
  ENTRY_PRICE,
  parseNumberText,
  previewMaxContestants,
} from './contestants';

/** Coffee/tea form messages that the API never sends (it only sees numbers). */
export const coffeeFormMessages = {
  priceRequired: 'Price is required',
  quantityRequired: 'Quantity is required',
} as const;

type Ctx = z.RefinementCtx;

function fail(ctx: Ctx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

const requiredText = (message: string) => z.string().trim().min(1, message);

/** A picked image file, or null; kept in the form values so it validates with the rest. */
const imageFile = z.custom<File | null>(
  (value) => value === null || (typeof File !== 'undefined' && value instanceof File),
);

const purchaseOptions = {
  buyNowEnabled: z.boolean(),
  bidEnabled: z.boolean(),
  playEnabled: z.boolean(),
  /** Sold at half its price everywhere. */
  halfPriceEnabled: z.boolean(),
  /** Buying it gives one free entry into its next game. */
  buyOnePlayFreeEnabled: z.boolean(),
};

/** Buy one, play free gives an entry into the product's game: it needs Bet/Play (as the API). */
function checkBuyOnePlayFree(
  ctx: Ctx,
  values: { buyOnePlayFreeEnabled: boolean; playEnabled: boolean },
): void {
  if (values.buyOnePlayFreeEnabled && !values.playEnabled) {
    fail(ctx, 'buyOnePlayFreeEnabled', productMessages.buyOnePlayFreeNeedsPlay);
  }
}

function checkPrice(ctx: Ctx, text: string): void {
  const price = parseNumberText(text);
  if (price === null || !Number.isFinite(price) || price < 0.01) {
    fail(ctx, 'price', productMessages.priceTooLow);
  }
}

function checkQuantity(ctx: Ctx, text: string): void {
  const quantity = parseNumberText(text);
  if (quantity === null || !Number.isInteger(quantity)) {
    fail(ctx, 'quantity', productMessages.quantityInvalid);
  } else if (quantity < 0) {
    fail(ctx, 'quantity', productMessages.quantityNegative);
  }
}

function checkImage(ctx: Ctx, requireImage: boolean, image: File | null, type: string): void {
  if (requireImage && !image) fail(ctx, 'image', imageRequiredMessage(type));
}

/**
 * Every field of the product as an API input. An edit starts from this and lays the form's fields
 * over it, so whatever a form does not show (flags, SKU, coffee extras, entry fee) is sent back as
 * it is: PUT replaces every field, and saving a form unchanged must change nothing.
 */
export function productToInput(product: Product): ProductInput {
  return {
    productType: product.productType,
    brand: product.brand,
    model: product.model,
    size: product.size,
    quantity: product.quantity,
    price: product.price,
    entryPrice: product.entryPrice,
    imageUrl: product.imageUrl,
    description: product.description ?? '',
    buyNowEnabled: product.buyNowEnabled,
    bidEnabled: product.bidEnabled,
    playEnabled: product.playEnabled,
    halfPriceEnabled: product.halfPriceEnabled,
    mysteryBoxEnabled: product.mysteryBoxEnabled,
    buyOnePlayFreeEnabled: product.buyOnePlayFreeEnabled,
    donateEnabled: product.donateEnabled,
    roast: product.roast,
    origin: product.origin,
    weight: product.weight,
    sku: product.sku,
    supplier: product.supplier,
    supplierContact: product.supplierContact,
    supplierCountry: product.supplierCountry,
    certifications: product.certifications,
    compatibleMachines: product.compatibleMachines,
  };
}

/** What a new product starts from: the flags a form does not show are off. */
const newProductDefaults = {
  halfPriceEnabled: false,
  mysteryBoxEnabled: false,
  buyOnePlayFreeEnabled: false,
  donateEnabled: false,
} satisfies Partial<ProductInput>;

function baseInput(existing: Product | undefined): Partial<ProductInput> {
  return existing ? productToInput(existing) : newProductDefaults;
}

/** Types whose SKU is required (besides coffee and tea, which have their own form). */
const skuRequiredTypes: readonly ProductType[] = ['tshirt', 'shoe', 'book'];

// ---------------------------------------------------------------- generic (sunglasses, handbags…)

export function genericFormSchema(options: { requireImage: boolean }) {
  return z
    .object({
      productType: productTypeSchema,
      brand: requiredText(productMessages.brandRequired),
      model: requiredText(productMessages.modelRequired),
      size: requiredText(productMessages.sizeRequired),
      sku: z.string(),
      quantity: z.string(),
      price: z.string(),
      entryPrice: z.string(),
      description: requiredText(productMessages.descriptionRequired),
      badge: z.string(),
      image: imageFile,
      ...purchaseOptions,
    })
    .superRefine((values, ctx) => {
      if (skuRequiredTypes.includes(values.productType) && !values.sku.trim()) {
        fail(ctx, 'sku', productMessages.skuRequired);
      }
      checkQuantity(ctx, values.quantity);
      checkPrice(ctx, values.price);
      const contestants = contestantsError(previewMaxContestants(values.price), values.playEnabled);
      if (contestants) fail(ctx, 'maxContestants', contestants);
      checkImage(ctx, options.requireImage, values.image, values.productType);
      checkBuyOnePlayFree(ctx, values);
    });
}
export type GenericFormValues = z.infer<ReturnType<typeof genericFormSchema>>;

export function genericFormDefaults(type: ProductType, product?: Product): GenericFormValues {
  const parts = parseDescription(product?.description);
  return {
    productType: product?.productType ?? type,
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    size: product?.size ?? '',
    sku: product?.sku ?? '',
    quantity: product ? String(product.quantity) : '',
    price: product ? String(product.price) : '',
    entryPrice: ENTRY_PRICE.toFixed(2),
    description: parts.text,
    badge: parts.badge ?? '',
    image: null,
    buyNowEnabled: product?.buyNowEnabled ?? true,
    bidEnabled: product?.bidEnabled ?? false,
    playEnabled: product?.playEnabled ?? false,
    halfPriceEnabled: product?.halfPriceEnabled ?? false,
    buyOnePlayFreeEnabled: product?.buyOnePlayFreeEnabled ?? false,
  };
}

export function genericPayload(values: GenericFormValues, existing?: Product): ProductInput {
  return {
    ...baseInput(existing),
    productType: values.productType,
    brand: values.brand.trim(),
    model: values.model.trim(),
    size: values.size.trim(),
    sku: values.sku.trim() || null,
    quantity: Number(values.quantity),
    price: Number(values.price),
    entryPrice: ENTRY_PRICE,
    imageUrl: existing?.imageUrl ?? null,
    description: reviseDescription(existing?.description, {
      badge: values.badge,
      text: values.description,
    }),
    buyNowEnabled: values.buyNowEnabled,
    bidEnabled: values.bidEnabled,
    playEnabled: values.playEnabled,
    halfPriceEnabled: values.halfPriceEnabled,
    buyOnePlayFreeEnabled: values.buyOnePlayFreeEnabled,
  };
}

// ---------------------------------------------------------------- t-shirts and shoes

export type ApparelType = 'tshirt' | 'shoe';

export function apparelFormSchema(options: { type: ApparelType; requireImage: boolean }) {
  return z
    .object({
      brand: requiredText(productMessages.brandRequired),
      name: requiredText(productMessages.nameRequired),
      sku: requiredText(productMessages.skuRequired),
      size: requiredText(productMessages.sizeRequired),
      price: z.string(),
      quantity: z.string(),
      description: requiredText(productMessages.descriptionRequired),
      image: imageFile,
      ...purchaseOptions,
    })
    .superRefine((values, ctx) => {
      checkPrice(ctx, values.price);
      checkQuantity(ctx, values.quantity);
      checkImage(ctx, options.requireImage, values.image, options.type);
      checkBuyOnePlayFree(ctx, values);
    });
}
export type ApparelFormValues = z.infer<ReturnType<typeof apparelFormSchema>>;

export function apparelFormDefaults(product?: Product): ApparelFormValues {
  return {
    brand: product?.brand ?? '',
    name: product?.model ?? '',
    sku: product?.sku ?? '',
    size: product?.size ?? '',
    price: product ? String(product.price) : '',
    quantity: product ? String(product.quantity) : '',
    description: parseDescription(product?.description).text,
    image: null,
    buyNowEnabled: product?.buyNowEnabled ?? true,
    bidEnabled: product?.bidEnabled ?? false,
    playEnabled: product?.playEnabled ?? false,
    halfPriceEnabled: product?.halfPriceEnabled ?? false,
    buyOnePlayFreeEnabled: product?.buyOnePlayFreeEnabled ?? false,
  };
}

/** The name shoppers see is the model; the SKU is saved apart in `sku`. */
export function apparelPayload(
  type: ApparelType,
  values: ApparelFormValues,
  existing?: Product,
): ProductInput {
  return {
    ...baseInput(existing),
    productType: type,
    brand: values.brand.trim(),
    model: values.name.trim(),
    sku: values.sku.trim(),
    size: values.size.trim(),
    quantity: Number(values.quantity),
    price: Number(values.price),
    entryPrice: existing?.entryPrice ?? 1,
    imageUrl: existing?.imageUrl ?? null,
    description: reviseDescription(existing?.description, { text: values.description }),
    buyNowEnabled: values.buyNowEnabled,
    bidEnabled: values.bidEnabled,
    playEnabled: values.playEnabled,
    halfPriceEnabled: values.halfPriceEnabled,
    buyOnePlayFreeEnabled: values.buyOnePlayFreeEnabled,
  };
}

// ---------------------------------------------------------------- books

export function bookFormSchema(options: { requireImage: boolean }) {
  return z
    .object({
      name: requiredText(productMessages.bookNameRequired),
      author: requiredText(productMessages.authorRequired),
      publisher: z.string(),
      pages: z.string(),
      format: z.string(),
      sku: requiredText(productMessages.skuRequired),
      price: z.string(),
      quantity: z.string(),
      summary: z.string(),
      image: imageFile,
      ...purchaseOptions,
    })
    .superRefine((values, ctx) => {
      const pages = parseNumberText(values.pages);
      if (pages === null || !Number.isInteger(pages) || pages < 1) {
        fail(ctx, 'pages', productMessages.pagesTooFew);
      }
      checkPrice(ctx, values.price);
      checkQuantity(ctx, values.quantity);
      checkImage(ctx, options.requireImage, values.image, 'book');
      checkBuyOnePlayFree(ctx, values);
    });
}
export type BookFormValues = z.infer<ReturnType<typeof bookFormSchema>>;

/**
 * A book's size holds its pages and format, '288 pages, paperback': the form edits the number of
 * pages and the format apart. A size that does not start with a number is all format.
 */
export function splitBookSize(size: string): { pages: string; format: string } {
  const match = /^\s*(\d+)\s*(?:pages?\b)?\s*[,;]?\s*(.*)$/is.exec(size);
  if (!match) return { pages: '', format: size.trim() };
  return { pages: String(Number(match[1])), format: (match[2] ?? '').trim() };
}

export function joinBookSize(pages: number, format: string): string {
  const text = `${pages} ${pages === 1 ? 'page' : 'pages'}`;
  return format.trim() ? `${text}, ${format.trim()}` : text;
}

export function bookFormDefaults(product?: Product): BookFormValues {
  const parts = parseDescription(product?.description);
  const size = splitBookSize(product?.size ?? '');
  return {
    name: product?.brand ?? '',
    author: parts.author ?? '',
    publisher: product?.model ?? '',
    pages: size.pages,
    format: size.format,
    sku: product?.sku ?? '',
    price: product ? String(product.price) : '',
    quantity: product ? String(product.quantity) : '',
    summary: parts.text,
    image: null,
    buyNowEnabled: product?.buyNowEnabled ?? true,
    bidEnabled: product?.bidEnabled ?? false,
    playEnabled: product?.playEnabled ?? false,
    halfPriceEnabled: product?.halfPriceEnabled ?? false,
    buyOnePlayFreeEnabled: product?.buyOnePlayFreeEnabled ?? false,
  };
}

/**
 * Title in brand, publisher (optional) in model, pages and format in size, SKU in sku, 'AUTHOR:' +
 * author before the summary. An unchanged pages/format keeps the stored size word for word.
 */
export function bookPayload(values: BookFormValues, existing?: Product): ProductInput {
  const pages = Number(values.pages);
  const stored = existing ? splitBookSize(existing.size) : null;
  const sizeUnchanged =
    stored !== null &&
    stored.pages !== '' &&
    Number(stored.pages) === pages &&
    stored.format === values.format.trim();
  return {
    ...baseInput(existing),
    productType: 'book',
    brand: values.name.trim(),
    model: values.publisher.trim(),
    sku: values.sku.trim(),
    size: sizeUnchanged && existing ? existing.size : joinBookSize(pages, values.format),
    quantity: Number(values.quantity),
    price: Number(values.price),
    entryPrice: existing?.entryPrice ?? 1,
    imageUrl: existing?.imageUrl ?? null,
    description: reviseDescription(existing?.description, {
      author: values.author,
      text: values.summary,
    }),
    buyNowEnabled: values.buyNowEnabled,
    bidEnabled: values.bidEnabled,
    playEnabled: values.playEnabled,
    halfPriceEnabled: values.halfPriceEnabled,
    buyOnePlayFreeEnabled: values.buyOnePlayFreeEnabled,
  };
}

// ---------------------------------------------------------------- coffee and tea

export type DrinkType = 'coffee' | 'tea';

/**
 * Roast choices: coffee roasts, or tea types for tea (the roast field holds both). A stored value
 * outside the list stays a choice, so an unchanged save keeps it.
 */
export function roastOptions(type: DrinkType, stored?: string | null): readonly string[] {
  const options: readonly string[] = type === 'tea' ? teaTypes : coffeeRoasts;
  return stored && !options.includes(stored) ? [...options, stored] : options;
}

export const coffeeFormSchema = z
  .object({
    productType: z.enum(['coffee', 'tea']),
    brand: requiredText(productMessages.brandRequired),
    model: requiredText(productMessages.nameBlendRequired),
    /** The description's text, without its segments (the share discount has its own field). */
    description: requiredText(productMessages.descriptionRequired),
    /** The DISCOUNT: segment, as its own field: the encoding never shows in the form. */
    discount: z.string(),
    weight: z.string(),
    price: z.string(),
    sku: requiredText(productMessages.skuRequired),
    quantity: z.string(),
    /** An image address; a picked file (`image`) stands in for it. */
    imageUrl: z.string(),
    image: imageFile,
    roast: z.string(),
    origin: z.string(),
    supplier: z.string(),
    supplierContact: z.string(),
    supplierCountry: z.string(),
    certifications: z.string(),
    compatibleMachines: z.string(),
    playEnabled: z.boolean(),
    halfPriceEnabled: z.boolean(),
    buyOnePlayFreeEnabled: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const weight = parseNumberText(values.weight);
    if (weight === null || !Number.isFinite(weight) || weight <= 0) {
      fail(ctx, 'weight', productMessages.weightRequired);
    }
    const price = parseNumberText(values.price);
    if (price === null) fail(ctx, 'price', coffeeFormMessages.priceRequired);
    else if (!Number.isFinite(price) || price < 0.01) {
      fail(ctx, 'price', productMessages.priceInvalid);
    }
    const quantity = parseNumberText(values.quantity);
    if (quantity === null) fail(ctx, 'quantity', coffeeFormMessages.quantityRequired);
    else if (!Number.isInteger(quantity) || quantity < 0) {
      fail(ctx, 'quantity', productMessages.quantityInvalid);
    }
    if (!values.image && !values.imageUrl.trim()) {
      fail(ctx, 'imageUrl', productMessages.imageUrlRequired);
    }
    checkBuyOnePlayFree(ctx, values);
  });
export type CoffeeFormValues = z.infer<typeof coffeeFormSchema>;

export function coffeeFormDefaults(product?: Product): CoffeeFormValues {
  const parts = parseDescription(product?.description);
  return {
    productType: product?.productType === 'tea' ? 'tea' : 'coffee',
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    description: parts.text,
    discount: parts.discount ?? '',
    weight: product?.weight != null ? String(product.weight) : '',
    price: product ? String(product.price) : '',
    sku: product?.sku ?? '',
    quantity: product ? String(product.quantity) : '',
    imageUrl: product?.imageUrl ?? '',
    image: null,
    roast: product?.roast ?? '',
    origin: product?.origin ?? '',
    supplier: product?.supplier ?? '',
    supplierContact: product?.supplierContact ?? '',
    supplierCountry: product?.supplierCountry ?? '',
    certifications: product?.certifications ?? '',
    compatibleMachines: product?.compatibleMachines ?? '',
    playEnabled: product?.playEnabled ?? false,
    halfPriceEnabled: product?.halfPriceEnabled ?? false,
    buyOnePlayFreeEnabled: product?.buyOnePlayFreeEnabled ?? false,
  };
}

const optional = (text: string): string | null => text.trim() || null;

/**
 * The JSON body of POST (create) or PATCH (edit): price a number, quantity an integer; the
 * description's text and share discount put back into its segments (a badge it had is kept).
 */
export function coffeePayload(values: CoffeeFormValues, existing?: Product): ProductInput {
  return {
    entryPrice: existing?.entryPrice ?? 1,
    productType: values.productType,
    brand: values.brand.trim(),
    model: values.model.trim(),
    description: reviseDescription(existing?.description, {
      discount: values.discount,
      text: values.description,
    }),
    weight: Number(values.weight),
    price: Number(values.price),
    sku: values.sku.trim(),
    quantity: Number(values.quantity),
    imageUrl: optional(values.imageUrl),
    roast: optional(values.roast),
    origin: optional(values.origin),
    supplier: optional(values.supplier),
    supplierContact: optional(values.supplierContact),
    supplierCountry: optional(values.supplierCountry),
    certifications: optional(values.certifications),
    compatibleMachines: optional(values.compatibleMachines),
    playEnabled: values.playEnabled,
    halfPriceEnabled: values.halfPriceEnabled,
    buyOnePlayFreeEnabled: values.buyOnePlayFreeEnabled,
  };
}

/**
 * The coffee/tea form's fields for a multipart save (a picked image file): an edit's PUT replaces
 * every field, so the product's other fields are sent back as they are.
 */
export function coffeeUploadPayload(values: CoffeeFormValues, existing?: Product): ProductInput {
  return { ...baseInput(existing), ...coffeePayload(values, existing) } as ProductInput;
}
