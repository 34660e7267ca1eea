import { DEFAULT_COMPETITION_FILL_HOURS } from '../../../shared/competition-rules';
import { computeMaxContestants, ENTRY_PRICE_CENTS } from '../../../shared/play-rules';
import type { AppContext } from '../../context';
import {
  addMissingBrands,
  addProducts,
  countAllBrands,
  type NewProductRow,
  productKeys,
} from '../../modules/catalog/catalog.service';
import { openCompetitions } from '../../modules/competitions/lifecycle.service';
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
    // One unit more than the sellable count it shows: the competition opened right after takes
    // it out of `quantity` and holds it for the winner, so even a sold-out demo
    // product can be played for.
    quantity: fields.quantity + 1,
    // Every demo product can be played, at the one $1 entry.
    playEnabled: true,
    entryPriceCents: ENTRY_PRICE_CENTS,
    maxContestants: computeMaxContestants(fields.priceCents),
    imageUrl: await saveSvg(ctx, renderProductArt(product)),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Loads the demo brands and products (with drawn images), every one play-enabled with its
 * competition open. Idempotent.
 */
export async function seedCatalogue(
  ctx: AppContext,
  fillSeconds = DEFAULT_COMPETITION_FILL_HOURS * 3600,
): Promise<{ brandsAdded: number; productsAdded: number }> {
  const brandsBefore = await countAllBrands(ctx);
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
  await addMissingBrands(ctx, brandRows);
  const brandsAdded = (await countAllBrands(ctx)) - brandsBefore;

  const existing = new Set((await productKeys(ctx)).map(productKey));
  const missing = demoProducts.filter((product) => !existing.has(productKey(product)));
  const rows = [];
  for (const product of missing) rows.push(await toRow(ctx, product));
  await addProducts(ctx, rows);
  // Every demo product is playable now, not at the scheduler's next tick.
  await openCompetitions(ctx.db, ctx.clock.now(), fillSeconds);
  return { brandsAdded, productsAdded: rows.length };
}
