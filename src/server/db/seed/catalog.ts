import { computeMaxContestants, DEFAULT_ENTRY_PRICE_CENTS } from '../../../shared/play-rules';
import type { AppContext } from '../../context';
import {
  findBrands,
  findProductKeys,
  insertMissingBrands,
  insertProducts,
  type NewProductRow,
} from '../../modules/catalog/catalog.repository';
import { saveImage } from '../../modules/images/images.service';
import { type DemoProduct, demoBrands, demoProducts } from './catalog-data';
import { renderBrandLogo, renderProductArt } from './product-art';

const DAY = 24 * 60 * 60 * 1000;
const encoder = new TextEncoder();

async function saveSvg(ctx: AppContext, art: { svg: string; width: number; height: number }) {
  return saveImage(ctx, {
    bytes: encoder.encode(art.svg),
    contentType: 'image/svg+xml',
    width: art.width,
    height: art.height,
  });
}

/** A demo product is identified by type, brand and model: re-seeding adds only what is missing. */
export const productKey = (p: { productType: string; brand: string; model: string }) =>
  `${p.productType}\u0000${p.brand.toLowerCase()}\u0000${p.model.toLowerCase()}`;

async function toRow(ctx: AppContext, product: DemoProduct): Promise<NewProductRow> {
  const { art: _, addedDaysAgo, ...fields } = product;
  const createdAt = new Date(ctx.clock.now().getTime() - addedDaysAgo * DAY);
  return {
    ...fields,
    maxContestants: computeMaxContestants(
      fields.priceCents,
      fields.entryPriceCents ?? DEFAULT_ENTRY_PRICE_CENTS,
    ),
    imageUrl: await saveSvg(ctx, renderProductArt(product)),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Loads the demo brands and products (with drawn images). Idempotent. */
export async function seedCatalogue(
  ctx: AppContext,
): Promise<{ brandsAdded: number; productsAdded: number }> {
  const brandsBefore = (await findBrands(ctx.db, { activeOnly: false })).length;
  const brandRows = [];
  for (const brand of demoBrands) {
    brandRows.push({
      name: brand.name,
      description: brand.description,
      websiteUrl: brand.websiteUrl,
      logoUrl: await saveSvg(ctx, renderBrandLogo(brand)),
      createdAt: ctx.clock.now(),
    });
  }
  await insertMissingBrands(ctx.db, brandRows);
  const brandsAdded = (await findBrands(ctx.db, { activeOnly: false })).length - brandsBefore;

  const existing = new Set((await findProductKeys(ctx.db)).map(productKey));
  const missing = demoProducts.filter((product) => !existing.has(productKey(product)));
  const rows = [];
  for (const product of missing) rows.push(await toRow(ctx, product));
  await insertProducts(ctx.db, rows);
  return { brandsAdded, productsAdded: rows.length };
}
