import {
  galleryPageText,
  isGalleryPageType,
  isInStock,
  productDisplayName,
  productSummary,
  productTypeNames,
  SITE_NAME,
  staticPageText,
} from '../../../shared/page-meta';
import { DELIVERY_AREA, DELIVERY_ZIP } from '../../../shared/pricing';
import { MONEY_BACK_DAYS, RETURN_POLICY_PATH, SHOP_CONTACT } from '../../../shared/shop';
import { sizeChoices } from '../../../shared/sizes';
import type { ProductRow } from '../catalog/catalog.service';

/**
 * The schema.org data of the shop's pages (JSON-LD), as Google's structured-data documentation
 * asks for it: Product with its Offer (shipping and return policy), the shop as an Organization,
 * and breadcrumbs (issue 39 item 5).
 */

type Absolute = (path: string) => string;

const SCHEMA = 'https://schema.org';
const COUNTRY = 'US';
const REGION = 'CA';

/** Where the shop is: Laguna Beach, CA 92651 (it delivers there only). */
function shopAddress() {
  return {
    '@type': 'PostalAddress',
    addressLocality: DELIVERY_AREA,
    addressRegion: REGION,
    postalCode: DELIVERY_ZIP,
    addressCountry: COUNTRY,
  };
}

/** Where the shop delivers: ZIP 92651, California, US. */
function deliveryRegion() {
  return {
    '@type': 'DefinedRegion',
    addressCountry: COUNTRY,
    addressRegion: REGION,
    postalCode: DELIVERY_ZIP,
  };
}

/**
 * The money-back guarantee as a MerchantReturnPolicy: returns within MONEY_BACK_DAYS days for
 * the money back, in the US, written on the tutorial (RETURN_POLICY_PATH). How a return travels
 * and what it costs are not stated by the shop, so neither is claimed here.
 */
export function returnPolicy(absolute: Absolute) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: COUNTRY,
    returnPolicyCountry: COUNTRY,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: MONEY_BACK_DAYS,
    refundType: `${SCHEMA}/FullRefund`,
    merchantReturnLink: absolute(RETURN_POLICY_PATH),
  };
}

/**
 * Free local delivery to ZIP 92651 in 2-3 hours: no charge, to that postal code of California,
 * handled and delivered the same day (Google counts delivery time in whole days: 0 to 0).
 */
export function shippingDetails() {
  const sameDay = { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' };
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
    shippingDestination: deliveryRegion(),
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: sameDay,
      transitTime: sameDay,
    },
  };
}

/** Product types whose `size` is a size (a fit, a lens width) rather than a weight or a page count. */
const SIZED_TYPES = new Set(['sunglasses', 'tshirt', 'shoe']);

/**
 * A product's size as schema.org `size`: each size a ranged clothing product is sold in ('S-XL'
 * → S, M, L, XL), the size text of sunglasses and shoes, nothing for the rest (a book's page
 * count, a bag of coffee's weight). No product stores a colour or material, so neither is given.
 */
function productSize(product: Pick<ProductRow, 'productType' | 'size'>) {
  const choices = sizeChoices(product.size);
  if (choices.length > 0) return choices;
  return SIZED_TYPES.has(product.productType) && product.size.trim() ? product.size : undefined;
}

/** The product's page as schema.org says it (Google's merchant listings and product snippets). */
export function productJsonLd(
  product: ProductRow,
  url: string,
  imageUrl: string,
  absolute: Absolute,
) {
  // The shop's own code for it: the stored SKU, or its id. It is also its part number (mpn): the
  // catalogue keeps no manufacturer's code or GTIN.
  const code = product.sku?.trim() || String(product.id);
  const size = productSize(product);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: productDisplayName(product),
    description: productSummary(product),
    image: [imageUrl],
    sku: code,
    mpn: code,
    category: productTypeNames[product.productType] ?? product.productType,
    brand: { '@type': 'Brand', name: product.brand },
    ...(size === undefined ? {} : { size }),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: isInStock(product) ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: SITE_NAME },
      shippingDetails: shippingDetails(),
      hasMerchantReturnPolicy: returnPolicy(absolute),
    },
  };
}

/** The shop itself, on `/`: an online store in Laguna Beach with its contact and return policy. */
export function organizationJsonLd(absolute: Absolute) {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute('/'),
    logo: absolute('/icons/icon-512.png'),
    email: SHOP_CONTACT.email,
    telephone: SHOP_CONTACT.phoneHref.replace(/^tel:/, ''),
    address: shopAddress(),
    areaServed: deliveryRegion(),
    hasMerchantReturnPolicy: returnPolicy(absolute),
  };
}

interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out, as Google allows. */
  item?: string;
}

function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.item ? { item: crumb.item } : {}),
    })),
  };
}

/** The shop's first crumb: its home (/home, 'Shop'). */
const shopCrumb = (absolute: Absolute): Crumb => ({
  name: staticPageText['/home'].title,
  item: absolute('/home'),
});

/** A product type's gallery: /products?type=…, or the coffee and tea gallery. */
function galleryCrumb(productType: string, absolute: Absolute): Crumb | null {
  if (productType === 'coffee' || productType === 'tea') {
    return {
      name: staticPageText['/coffee-tea-gallery'].title,
      item: absolute('/coffee-tea-gallery'),
    };
  }
  if (!isGalleryPageType(productType)) return null;
  return {
    name: galleryPageText[productType].title,
    item: absolute(`/products?type=${productType}`),
  };
}

/** Shop › its gallery › the product. */
export function productBreadcrumbs(product: ProductRow, url: string, absolute: Absolute) {
  const gallery = galleryCrumb(product.productType, absolute);
  return breadcrumbList([
    shopCrumb(absolute),
    ...(gallery ? [gallery] : []),
    { name: productDisplayName(product), item: url },
  ]);
}

/** Shop › the gallery. */
export function galleryBreadcrumbs(title: string, url: string, absolute: Absolute) {
  return breadcrumbList([shopCrumb(absolute), { name: title, item: url }]);
}
