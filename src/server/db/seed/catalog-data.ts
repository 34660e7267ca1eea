/**
 * The demo catalogue of Social Market, a social-commerce shop in Laguna Beach (ZIP 92651).
 * Every brand, title, author and publisher here is fictional.
 *
 * Money is in integer cents, weight in grams, as in the products table.
 *
 * Play: every demo product is play-enabled at the one $1 entry, so a game needs floor(price / $1)
 * contestants (a $24 bag of coffee: 24 players; a $149 pair of sunglasses: 149), within 2..1,000
 *. The seed sets that; no product here names an entry price.
 */

import type { ProductType } from '../../../shared/contracts/catalog';

export interface DemoBrand {
  name: string;
  description: string;
  websiteUrl: string;
  /** 2 hex colours for its logo */
  colors: [string, string];
}

export interface DemoProduct {
  productType: ProductType;
  brand: string;
  model: string;
  size: string;
  quantity: number;
  priceCents: number;
  bidEnabled?: boolean;
  buyNowEnabled?: boolean;
  donateEnabled?: boolean;
  /** May contain 'BADGE:...;;' 'DISCOUNT:...;;' and for books 'AUTHOR:name;;summary'. */
  description: string;
  sku?: string;
  /** Coffee: the roast. Tea: the tea type. */
  roast?: string;
  origin?: string;
  weightGrams?: number;
  supplier?: string;
  supplierContact?: string;
  supplierCountry?: string;
  certifications?: string;
  compatibleMachines?: string;
  /**
   * How its picture is drawn: colours and a variant the art function understands
   * (see product-art.ts for what each colour paints per product type).
   */
  art: { primary: string; secondary: string; accent?: string; variant?: number };
  /** Days before "now" it was added, so 'newest' sorting is meaningful. */
  addedDaysAgo: number;
}

export const demoBrands: DemoBrand[] = [
  // Eyewear: the partner eyewear retailer's house brands and lines.
  {
    name: 'Laguna Optics',
    description:
      'Hand-finished acetate and titanium frames designed a block from Main Beach, with polarized lenses made for glare off the Pacific.',
    websiteUrl: 'https://lagunaoptics.example',
    colors: ['#1d3557', '#e9c46a'],
  },
  {
    name: 'Crescent Bay Eyewear',
    description:
      'Vintage-inspired round and cat-eye frames named after the coves of North Laguna, built to last summer after summer.',
    websiteUrl: 'https://crescentbayeyewear.example',
    colors: ['#7b1e3a', '#f4a261'],
  },
  {
    name: 'Salt & Sunset Optical',
    description:
      'Premium polarized sunglasses tuned for golden hour: warm amber and mirrored lenses in lightweight frames.',
    websiteUrl: 'https://saltandsunset.example',
    colors: ['#c2703d', '#264653'],
  },
  {
    name: "Diver's Cove Eyewear",
    description:
      'Water-ready frames with grippy temples and scratch-resistant lenses, tested by local divers and paddlers.',
    websiteUrl: 'https://diverscove.example',
    colors: ['#0f3d4c', '#2a9d8f'],
  },
  {
    name: 'Tidepool Shades',
    description:
      'Playful, affordable everyday sunglasses in sea-glass colours, with 100% UV protection on every pair.',
    websiteUrl: 'https://tidepoolshades.example',
    colors: ['#2a9d8f', '#f6bd60'],
  },
  // Apparel.
  {
    name: 'Brooks Street Surf Co.',
    description:
      'Soft, sun-faded surf tees printed in small batches in Orange County since the first morning session.',
    websiteUrl: 'https://brooksstreetsurf.example',
    colors: ['#e07a5f', '#3d5a80'],
  },
  {
    name: 'Thalia Tees',
    description:
      'Organic cotton basics with a coastal stripe or two, cut for long days between the beach and the galleries.',
    websiteUrl: 'https://thaliatees.example',
    colors: ['#3d85c6', '#f7f7f2'],
  },
  {
    name: 'Main Beach Apparel',
    description:
      'Heavyweight, garment-dyed tees and ringers celebrating the boardwalk, the lifeguard towers and 92651.',
    websiteUrl: 'https://mainbeachapparel.example',
    colors: ['#c0392b', '#1d3557'],
  },
  // Shoes.
  {
    name: 'Coast Road Footwear',
    description:
      'Canvas sneakers and high-tops with vulcanized soles, made for Coast Highway strolls and sandy parking lots.',
    websiteUrl: 'https://coastroadfootwear.example',
    colors: ['#b5654b', '#1f2d3d'],
  },
  {
    name: 'Emerald Bay Sneakers',
    description:
      'Cushioned runners and leather high-tops for canyon trails and early boardwalk miles.',
    websiteUrl: 'https://emeraldbaysneakers.example',
    colors: ['#2a9d8f', '#264653'],
  },
  {
    name: 'Driftline Shoe Co.',
    description:
      'Boat shoes, mocs and knit runners with non-marking soles for deck, dock and dinner.',
    websiteUrl: 'https://driftlineshoe.example',
    colors: ['#8b5e3c', '#457b9d'],
  },
  // Coffee.
  {
    name: 'Canyon Roasters',
    description:
      'A small-batch roastery in Laguna Canyon sourcing directly from cooperatives and roasting twice a week.',
    websiteUrl: 'https://canyonroasters.example',
    colors: ['#6f4e37', '#e9c46a'],
  },
  {
    name: 'Forest Avenue Coffee',
    description:
      'The downtown coffee bar behind the gallery-walk blend, known for bright single origins and careful light roasts.',
    websiteUrl: 'https://forestavenuecoffee.example',
    colors: ['#2d6a4f', '#d8f3dc'],
  },
  {
    name: 'Cliffside Coffee Co.',
    description:
      'Bold, chocolatey dark roasts and cold-brew grinds for surfers who are up before the sun.',
    websiteUrl: 'https://cliffsidecoffee.example',
    colors: ['#22223b', '#c9ada7'],
  },
  // Tea.
  {
    name: 'Mermaid Street Tea',
    description:
      'Loose-leaf teas blended in a cottage off Mermaid Street: classic blacks, fresh greens and bright tisanes.',
    websiteUrl: 'https://mermaidstreettea.example',
    colors: ['#006d77', '#ffddd2'],
  },
  {
    name: 'Moss Point Tea House',
    description:
      'Rare whites, high-mountain oolongs and first-flush teas, sourced from single gardens.',
    websiteUrl: 'https://mosspointtea.example',
    colors: ['#52796f', '#cad2c5'],
  },
  {
    name: 'Rockpile Tea & Botanicals',
    description:
      'Herbal infusions and spiced chai made with California-grown botanicals and whole spices.',
    websiteUrl: 'https://rockpiletea.example',
    colors: ['#9c6644', '#ede0d4'],
  },
  // Handbags.
  {
    name: 'Woods Cove Leather',
    description:
      'Full-grain leather totes and crossbodies, cut and stitched by hand in a studio above Coast Highway.',
    websiteUrl: 'https://woodscoveleather.example',
    colors: ['#a0643b', '#3b2a1e'],
  },
  {
    name: 'Aliso Atelier',
    description: 'Structured satchels and evening bags with solid brass hardware, in limited runs.',
    websiteUrl: 'https://alisoatelier.example',
    colors: ['#1f3a3d', '#c9a24a'],
  },
  {
    name: 'Pearl Street Bags',
    description: 'Woven beach totes, canvas shoppers and colourful crossbodies for market days.',
    websiteUrl: 'https://pearlstreetbags.example',
    colors: ['#c8553d', '#f1e4cc'],
  },
];

const SUNGLASSES: DemoProduct[] = [
  {
    productType: 'sunglasses',
    brand: 'Laguna Optics',
    model: 'Heisler Wayfarer',
    size: '52mm',
    quantity: 18,
    priceCents: 14900,
    description:
      'BADGE:Best Seller;;Our classic hand-polished acetate frame with polarized G-15 lenses that keep the ocean glare at bay.',
    sku: 'LO-HW-52-TOR',
    art: { primary: '#2b211c', secondary: '#3d5a4a', accent: '#d9c7a7', variant: 0 },
    addedDaysAgo: 96,
  },
  {
    productType: 'sunglasses',
    brand: 'Laguna Optics',
    model: 'Aliso Aviator',
    size: '58mm',
    quantity: 12,
    priceCents: 18900,
    description:
      'A featherweight gold-tone aviator with gradient brown lenses, made for sunset walks along the bluff.',
    sku: 'LO-AA-58-GLD',
    art: { primary: '#c9a24a', secondary: '#6b4a2e', accent: '#f2e3c6', variant: 1 },
    addedDaysAgo: 41,
  },
  {
    productType: 'sunglasses',
    brand: 'Crescent Bay Eyewear',
    model: 'Cove Round',
    size: '49mm',
    quantity: 25,
    priceCents: 12900,
    description:
      'BADGE:New;;Softly rounded tortoiseshell frames with smoke lenses, a nod to 1960s beach portraits.',
    sku: 'CB-CR-49-TRT',
    art: { primary: '#8a5a3b', secondary: '#2f3e46', accent: '#e8d5c4', variant: 2 },
    addedDaysAgo: 3,
  },
  {
    productType: 'sunglasses',
    brand: 'Crescent Bay Eyewear',
    model: 'Shoreline Cat-Eye',
    size: '53mm',
    quantity: 4,
    priceCents: 15900,
    description:
      'BADGE:Limited;;An upswept burgundy cat-eye with rose-brown lenses; a small run finished by hand.',
    sku: 'CB-SC-53-BRG',
    art: { primary: '#7b1e3a', secondary: '#5a3d3d', accent: '#f3d5d9', variant: 3 },
    addedDaysAgo: 27,
  },
  {
    productType: 'sunglasses',
    brand: 'Salt & Sunset Optical',
    model: 'Golden Hour Polarized',
    size: '55mm',
    quantity: 9,
    priceCents: 21900,
    description:
      'DISCOUNT:10% off with code LAGUNA10;;Crystal-cream frames and warm amber polarized lenses that make every evening look like golden hour.',
    sku: 'SS-GH-55-CRM',
    art: { primary: '#e7dcc8', secondary: '#c2703d', accent: '#f6d6b8', variant: 0 },
    addedDaysAgo: 63,
  },
  {
    productType: 'sunglasses',
    brand: 'Salt & Sunset Optical',
    model: 'Twilight Aviator',
    size: '60mm',
    quantity: 0,
    priceCents: 24900,
    bidEnabled: true,
    description:
      'A gunmetal double-bridge aviator with blue mirrored lenses and titanium nose pads.',
    sku: 'SS-TA-60-GUN',
    art: { primary: '#8e9aa6', secondary: '#3b5b7a', accent: '#d6e2ee', variant: 1 },
    addedDaysAgo: 110,
  },
  {
    productType: 'sunglasses',
    brand: "Diver's Cove Eyewear",
    model: 'Tide Line Square',
    size: '56mm',
    quantity: 30,
    priceCents: 11900,
    description:
      'An oversized deep-teal square frame that floats, with scratch-resistant polarized lenses for paddle days.',
    sku: 'DC-TL-56-TEA',
    art: { primary: '#0f3d4c', secondary: '#2a5d6c', accent: '#cfe8ea', variant: 4 },
    addedDaysAgo: 15,
  },
  {
    productType: 'sunglasses',
    brand: "Diver's Cove Eyewear",
    model: 'Kelp Forest Round',
    size: '50mm',
    quantity: 22,
    priceCents: 9900,
    description:
      'Olive round frames with earthy green lenses and grippy temple tips that stay put.',
    sku: 'DC-KF-50-OLV',
    art: { primary: '#3f5f3a', secondary: '#4c5b3a', accent: '#e3ead2', variant: 2 },
    addedDaysAgo: 72,
  },
  {
    productType: 'sunglasses',
    brand: 'Tidepool Shades',
    model: 'Low Tide Wayfarer',
    size: '51mm',
    quantity: 40,
    priceCents: 8900,
    description:
      'BADGE:Local Favorite;;A bright blue everyday wayfarer with dark grey lenses and full UV400 protection.',
    sku: 'TP-LT-51-BLU',
    art: { primary: '#1d4e89', secondary: '#263238', accent: '#dbe7f5', variant: 0 },
    addedDaysAgo: 88,
  },
  {
    productType: 'sunglasses',
    brand: 'Tidepool Shades',
    model: 'Sea Glass Cat-Eye',
    size: '52mm',
    quantity: 14,
    priceCents: 10900,
    description:
      'Translucent sea-glass green frames with soft plum lenses, as cheerful as a tide pool.',
    sku: 'TP-SG-52-SEA',
    art: { primary: '#7fb7a4', secondary: '#5c4b51', accent: '#e4f1ec', variant: 3 },
    addedDaysAgo: 9,
  },
  {
    productType: 'sunglasses',
    brand: 'Laguna Optics',
    model: 'Pacific Titanium Aviator',
    size: '57mm',
    quantity: 3,
    priceCents: 28900,
    bidEnabled: true,
    description:
      'BADGE:Staff Pick;;Aerospace titanium and mineral glass lenses in deep green, our lightest and finest aviator.',
    sku: 'LO-PT-57-TIT',
    art: { primary: '#a9acb0', secondary: '#2e4b3c', accent: '#e6e8ea', variant: 1 },
    addedDaysAgo: 20,
  },
];

const TSHIRTS: DemoProduct[] = [
  {
    productType: 'tshirt',
    brand: 'Brooks Street Surf Co.',
    model: 'Classic Crew - Sunset Logo',
    size: 'S-XL',
    quantity: 32,
    priceCents: 3400,
    description:
      'BADGE:Best Seller;;A soft natural crew with our sunset-over-the-reef emblem, printed in water-based inks.',
    sku: 'BS-CC-SUN',
    art: { primary: '#f4efe6', secondary: '#e07a5f', accent: '#c9dcec', variant: 0 },
    addedDaysAgo: 54,
  },
  {
    productType: 'tshirt',
    brand: 'Brooks Street Surf Co.',
    model: 'Pocket Tee - Harbor Navy',
    size: 'S-XL',
    quantity: 20,
    priceCents: 3600,
    description: 'A relaxed navy pocket tee in slub cotton that only gets better with every wash.',
    sku: 'BS-PT-NVY',
    art: { primary: '#2f4858', secondary: '#f2cc8f', accent: '#cfd8dc', variant: 3 },
    addedDaysAgo: 33,
  },
  {
    productType: 'tshirt',
    brand: 'Thalia Tees',
    model: 'Wave Stripe V-Neck',
    size: 'XS-L',
    quantity: 15,
    priceCents: 3800,
    description: 'A crisp white organic-cotton v-neck crossed by a single ocean-blue chest stripe.',
    sku: 'TT-WS-VN',
    art: { primary: '#f7f7f2', secondary: '#3d85c6', accent: '#bcd4ec', variant: 1 },
    addedDaysAgo: 12,
  },
  {
    productType: 'tshirt',
    brand: 'Thalia Tees',
    model: 'Ringer Tee - Tidepool',
    size: 'S-XL',
    quantity: 5,
    priceCents: 3200,
    description: 'BADGE:New;;A cream ringer with teal collar and cuffs and a small chest wordmark.',
    sku: 'TT-RT-TPL',
    art: { primary: '#fdf6e3', secondary: '#2a9d8f', accent: '#b8e0d8', variant: 2 },
    addedDaysAgo: 1,
  },
  {
    productType: 'tshirt',
    brand: 'Main Beach Apparel',
    model: 'Lifeguard Tower Tee',
    size: 'M-XXL',
    quantity: 0,
    priceCents: 2800,
    description:
      'Lifeguard red with a cream tower emblem on the chest, a Main Beach classic that sells out every summer.',
    sku: 'MB-LT-RED',
    art: { primary: '#c0392b', secondary: '#fff3e0', accent: '#f7c9b6', variant: 0 },
    addedDaysAgo: 101,
  },
  {
    productType: 'tshirt',
    brand: 'Main Beach Apparel',
    model: 'Heavyweight Garment-Dyed Crew',
    size: 'S-XL',
    quantity: 24,
    priceCents: 4200,
    description:
      'BADGE:Staff Pick;;A boxy 7 oz sage crew, garment-dyed for a lived-in colour and a soft hand.',
    sku: 'MB-HW-SGE',
    art: { primary: '#7d8f69', secondary: '#f1e9da', accent: '#dfe6d3', variant: 0 },
    addedDaysAgo: 47,
  },
  {
    productType: 'tshirt',
    brand: 'Thalia Tees',
    model: 'Organic Slub V-Neck - Sand',
    size: 'S-L',
    quantity: 18,
    priceCents: 3000,
    description: 'A breezy sand-coloured slub v-neck with a thin lavender chest stripe.',
    sku: 'TT-SV-SND',
    art: { primary: '#d8c3a5', secondary: '#8e7dbe', accent: '#efe6d8', variant: 1 },
    addedDaysAgo: 66,
  },
  {
    productType: 'tshirt',
    brand: 'Brooks Street Surf Co.',
    model: 'Kids Tide Pool Pocket Tee',
    size: 'Youth S-L',
    quantity: 2,
    priceCents: 2200,
    donateEnabled: true,
    description:
      'A sunny yellow pocket tee for little beachcombers, tough enough for tide-pool days.',
    sku: 'BS-KT-YEL',
    art: { primary: '#f6bd60', secondary: '#e76f51', accent: '#fde8c4', variant: 3 },
    addedDaysAgo: 24,
  },
  {
    productType: 'tshirt',
    brand: 'Main Beach Apparel',
    model: 'Laguna 92651 Ringer',
    size: 'S-XL',
    quantity: 27,
    priceCents: 2900,
    description:
      'DISCOUNT:10% off with code LAGUNA10;;A white ringer with navy trim for the locals, the ZIP code worn proudly.',
    sku: 'MB-LR-WHT',
    art: { primary: '#ffffff', secondary: '#1d3557', accent: '#c9d6e8', variant: 2 },
    addedDaysAgo: 80,
  },
];

const SHOES: DemoProduct[] = [
  {
    productType: 'shoe',
    brand: 'Coast Road Footwear',
    model: 'Canvas Low - Sand',
    size: 'US 9',
    quantity: 16,
    priceCents: 6800,
    description:
      'A sand-coloured canvas low-top with a terracotta wave stripe and a vulcanized sole.',
    sku: 'CR-CL-SND-09',
    art: { primary: '#e2d3b8', secondary: '#fbfaf7', accent: '#b5654b', variant: 0 },
    addedDaysAgo: 58,
  },
  {
    productType: 'shoe',
    brand: 'Coast Road Footwear',
    model: 'Canyon High-Top',
    size: 'US 10',
    quantity: 11,
    priceCents: 8400,
    description:
      'BADGE:Local Favorite;;A midnight-navy canvas high-top with a coral ankle patch, born for Coast Highway evenings.',
    sku: 'CR-CH-NVY-10',
    art: { primary: '#1f2d3d', secondary: '#f5f1e8', accent: '#e76f51', variant: 1 },
    addedDaysAgo: 39,
  },
  {
    productType: 'shoe',
    brand: 'Emerald Bay Sneakers',
    model: 'Tidal Runner',
    size: 'US 8.5',
    quantity: 9,
    priceCents: 14500,
    description:
      'BADGE:New;;A springy teal running shoe with a recycled-foam midsole and breathable engineered mesh.',
    sku: 'EB-TR-TEA-085',
    art: { primary: '#2a9d8f', secondary: '#f8f9fa', accent: '#e9c46a', variant: 2 },
    addedDaysAgo: 5,
  },
  {
    productType: 'shoe',
    brand: 'Emerald Bay Sneakers',
    model: 'Trail Crest Runner',
    size: 'US 11',
    quantity: 4,
    priceCents: 13800,
    description: 'A grippy violet trail runner with orange accents for the Top of the World loop.',
    sku: 'EB-TC-VIO-11',
    art: { primary: '#5e548e', secondary: '#efefef', accent: '#ff9f1c', variant: 2 },
    addedDaysAgo: 29,
  },
  {
    productType: 'shoe',
    brand: 'Driftline Shoe Co.',
    model: 'Harbor Boat Shoe',
    size: 'US 9.5',
    quantity: 13,
    priceCents: 11800,
    description:
      'Oiled brown leather boat shoe with rawhide laces and a non-marking siped sole for wet decks.',
    sku: 'DL-HB-BRN-095',
    art: { primary: '#8b5e3c', secondary: '#f2efe9', accent: '#d9b48f', variant: 3 },
    addedDaysAgo: 70,
  },
  {
    productType: 'shoe',
    brand: 'Driftline Shoe Co.',
    model: 'Dockside Moc',
    size: 'US 8',
    quantity: 0,
    priceCents: 9200,
    description:
      'A navy suede driving moc with a hand-sewn toe, as comfortable barefoot as with socks.',
    sku: 'DL-DM-NVY-08',
    art: { primary: '#2b3a55', secondary: '#c9a66b', accent: '#e0c9a6', variant: 3 },
    addedDaysAgo: 118,
  },
  {
    productType: 'shoe',
    brand: 'Coast Road Footwear',
    model: 'Canvas Low - Black',
    size: 'US 7',
    quantity: 28,
    priceCents: 6800,
    description: 'Our everyday black canvas low-top with a crisp white sole, a match for anything.',
    sku: 'CR-CL-BLK-07',
    art: { primary: '#2a2a2a', secondary: '#f4f1ea', accent: '#f4f1ea', variant: 0 },
    addedDaysAgo: 92,
  },
  {
    productType: 'shoe',
    brand: 'Emerald Bay Sneakers',
    model: 'Cliffside High-Top Leather',
    size: 'US 10.5',
    quantity: 7,
    priceCents: 9800,
    description: 'A bone leather high-top on a gum sole with a deep-green ankle patch.',
    sku: 'EB-CH-BON-105',
    art: { primary: '#f0ebe1', secondary: '#c9a66b', accent: '#264653', variant: 1 },
    addedDaysAgo: 18,
  },
  {
    productType: 'shoe',
    brand: 'Driftline Shoe Co.',
    model: 'Sea Breeze Knit Runner',
    size: 'US 9',
    quantity: 20,
    priceCents: 11200,
    description:
      'BADGE:Best Seller;;DISCOUNT:10% off with code LAGUNA10;;A seafoam knit runner that slips on like a sock and breathes like an ocean breeze.',
    sku: 'DL-SB-SEA-09',
    art: { primary: '#a8dadc', secondary: '#ffffff', accent: '#457b9d', variant: 2 },
    addedDaysAgo: 36,
  },
];

const BOOKS: DemoProduct[] = [
  {
    productType: 'book',
    brand: 'The Tidepool Almanac',
    model: 'Cove Light Press',
    size: '288 pages, paperback',
    quantity: 21,
    priceCents: 1800,
    description:
      'AUTHOR:Marina Okafor;;A year of low tides on the Laguna coast, month by month: what lives in the pools, when to look, and how to leave them as you found them.',
    sku: 'BK-CLP-1001',
    art: { primary: '#1b4965', secondary: '#f4a261', accent: '#fdf0d5', variant: 0 },
    addedDaysAgo: 44,
  },
  {
    productType: 'book',
    brand: 'Salt in the Canyon',
    model: 'Heisler House',
    size: '342 pages, hardcover',
    quantity: 14,
    priceCents: 2800,
    description:
      'AUTHOR:Daniel Reyes-Whitlock;;BADGE:Staff Pick;;Three generations of a Laguna Canyon family hold on to their land and each other through fire, flood and a changing town.',
    sku: 'BK-HH-2042',
    art: { primary: '#7f4f24', secondary: '#ddb892', accent: '#fefae0', variant: 3 },
    addedDaysAgo: 21,
  },
  {
    productType: 'book',
    brand: 'Morning at Thalia Street',
    model: 'Driftwood & Pine Books',
    size: '224 pages, paperback',
    quantity: 9,
    priceCents: 1600,
    description:
      'AUTHOR:Juniper Hale;;A gentle novel about a retired lifeguard, a stray dog and the neighbours who gather for coffee on one stretch of sand.',
    sku: 'BK-DPB-3307',
    art: { primary: '#e9d8a6', secondary: '#94d2bd', accent: '#005f73', variant: 1 },
    addedDaysAgo: 67,
  },
  {
    productType: 'book',
    brand: 'A Field Guide to Laguna Light',
    model: 'Cove Light Press',
    size: '176 pages, hardcover',
    quantity: 3,
    priceCents: 3200,
    description:
      'AUTHOR:Theo Vance;;A photographer’s guide to where and when the coastal light is best, with 120 colour plates.',
    sku: 'BK-CLP-1019',
    art: { primary: '#0b132b', secondary: '#ffb703', accent: '#ffffff', variant: 0 },
    addedDaysAgo: 8,
  },
  {
    productType: 'book',
    brand: "The Lifeguard's Daughter",
    model: 'Heisler House',
    size: '368 pages, paperback',
    quantity: 34,
    priceCents: 1700,
    description:
      'AUTHOR:Rosalind Park;;BADGE:Best Seller;;One summer in 1978, a girl who grew up in a lifeguard tower uncovers the secret her father kept from the whole town.',
    sku: 'BK-HH-2077',
    art: { primary: '#d62828', secondary: '#fcbf49', accent: '#fff8e7', variant: 2 },
    addedDaysAgo: 77,
  },
  {
    productType: 'book',
    brand: 'Coffee, Tides & Other Rituals',
    model: 'Seastack Editions',
    size: '208 pages, hardcover',
    quantity: 0,
    priceCents: 2400,
    description:
      'AUTHOR:Amara Quist;;Short essays on the small daily rituals of a coastal life, from the first pour-over to the last swim.',
    sku: 'BK-SSE-4410',
    art: { primary: '#6b705c', secondary: '#ffe8d6', accent: '#ffe8d6', variant: 1 },
    addedDaysAgo: 105,
  },
  {
    productType: 'book',
    brand: 'Where the Kelp Forest Ends',
    model: 'Seastack Editions',
    size: '312 pages, paperback',
    quantity: 11,
    priceCents: 1900,
    description:
      'AUTHOR:Nolan Ashby;;BADGE:New;;A marine biologist dives into the mystery of a vanishing kelp forest and finds a story much closer to home.',
    sku: 'BK-SSE-4423',
    art: { primary: '#2d6a4f', secondary: '#95d5b2', accent: '#f1faee', variant: 3 },
    addedDaysAgo: 2,
  },
  {
    productType: 'book',
    brand: 'Painting the Crescent Bay Cliffs: Plein Air Lessons from the California Coast',
    model: 'Plein Air Guild Press',
    size: '196 pages, hardcover',
    quantity: 6,
    priceCents: 3000,
    description:
      'AUTHOR:Elena Marchetti;;Twelve step-by-step outdoor painting lessons, from first sketch to finished canvas, set on the cliffs of North Laguna.',
    sku: 'BK-PAG-5102',
    art: { primary: '#faedcd', secondary: '#e76f51', accent: '#264653', variant: 2 },
    addedDaysAgo: 50,
  },
  {
    productType: 'book',
    brand: 'Small Waves, Big Hearts',
    model: 'Little Harbor Kids',
    size: '40 pages, hardcover picture book',
    quantity: 12,
    priceCents: 1400,
    donateEnabled: true,
    description:
      'AUTHOR:Kai Moreno;;A picture book about a shy young surfer who learns that the best waves are the ones you share.',
    sku: 'BK-LHK-6001',
    art: { primary: '#48cae4', secondary: '#ffd166', accent: '#03045e', variant: 0 },
    addedDaysAgo: 30,
  },
];

const COFFEE: DemoProduct[] = [
  {
    productType: 'coffee',
    brand: 'Canyon Roasters',
    model: 'Huila Sunrise',
    size: '340 g bag',
    quantity: 26,
    priceCents: 1900,
    description:
      'BADGE:Best Seller;;A bright, juicy light roast with notes of red apple, panela and orange blossom.',
    sku: 'CN-HS-340',
    roast: 'light',
    origin: 'Huila, Colombia',
    weightGrams: 340,
    supplier: 'Finca Los Naranjos Cooperative',
    supplierContact: 'export@losnaranjos.example',
    supplierCountry: 'Colombia',
    certifications: 'Organic, Fair Trade',
    compatibleMachines: 'Pour-over, Drip, AeroPress',
    art: { primary: '#f3e9dc', secondary: '#6f4e37', accent: '#e9c46a', variant: 0 },
    addedDaysAgo: 52,
  },
  {
    productType: 'coffee',
    brand: 'Canyon Roasters',
    model: 'Canyon Espresso',
    size: '454 g bag',
    quantity: 19,
    priceCents: 2400,
    description: 'A syrupy espresso blend with dark chocolate, cherry and toasted hazelnut.',
    sku: 'CN-CE-454',
    roast: 'espresso',
    origin: 'Cerrado, Brazil & Sidamo, Ethiopia',
    weightGrams: 454,
    supplier: 'Mogiana Green Imports',
    supplierContact: 'sales@mogianagreen.example',
    supplierCountry: 'Brazil',
    certifications: 'Rainforest Alliance',
    compatibleMachines: 'Espresso, Moka pot',
    art: { primary: '#2b2118', secondary: '#e9c46a', accent: '#6f4e37', variant: 1 },
    addedDaysAgo: 85,
  },
  {
    productType: 'coffee',
    brand: 'Forest Avenue Coffee',
    model: 'Yirgacheffe Bloom',
    size: '340 g bag',
    quantity: 14,
    priceCents: 2200,
    description:
      'BADGE:New;;A floral washed Ethiopian with jasmine, bergamot and a honeyed finish.',
    sku: 'FA-YB-340',
    roast: 'light',
    origin: 'Yirgacheffe, Ethiopia',
    weightGrams: 340,
    supplier: 'Kochere Washing Station',
    supplierContact: 'info@kochere.example',
    supplierCountry: 'Ethiopia',
    certifications: 'Organic',
    compatibleMachines: 'Pour-over, Chemex, Drip',
    art: { primary: '#d8f3dc', secondary: '#ffffff', accent: '#2d6a4f', variant: 2 },
    addedDaysAgo: 4,
  },
  {
    productType: 'coffee',
    brand: 'Forest Avenue Coffee',
    model: 'Gallery Walk Blend',
    size: '340 g bag',
    quantity: 38,
    priceCents: 1700,
    description:
      'BADGE:Local Favorite;;Our house medium roast: milk chocolate, caramel and a little citrus, brewed at every First Thursday.',
    sku: 'FA-GW-340',
    roast: 'medium',
    origin: 'Antigua, Guatemala & Huila, Colombia',
    weightGrams: 340,
    supplier: 'Pacific Green Coffee Traders',
    supplierContact: 'orders@pacificgreen.example',
    supplierCountry: 'United States',
    certifications: 'Fair Trade',
    compatibleMachines: 'Drip, Pour-over, French press, Espresso',
    art: { primary: '#2d6a4f', secondary: '#fefae0', accent: '#bc6c25', variant: 0 },
    addedDaysAgo: 99,
  },
  {
    productType: 'coffee',
    brand: 'Cliffside Coffee Co.',
    model: 'Sumatra Night Swell',
    size: '340 g bag',
    quantity: 0,
    priceCents: 1800,
    description: 'An earthy, full-bodied dark roast with cedar, cocoa and molasses.',
    sku: 'CS-SN-340',
    roast: 'dark',
    origin: 'Aceh, Sumatra, Indonesia',
    weightGrams: 340,
    supplier: 'Gayo Highlands Cooperative',
    supplierContact: 'coop@gayohighlands.example',
    supplierCountry: 'Indonesia',
    certifications: 'Organic, Fair Trade',
    compatibleMachines: 'French press, Cold brew, Drip',
    art: { primary: '#22223b', secondary: '#c9ada7', accent: '#9a8c98', variant: 1 },
    addedDaysAgo: 115,
  },
  {
    productType: 'coffee',
    brand: 'Cliffside Coffee Co.',
    model: 'Tarrazú Ridge',
    size: '340 g bag',
    quantity: 5,
    priceCents: 2100,
    description:
      'A balanced medium-dark roast with brown sugar, toasted almond and a clean finish.',
    sku: 'CS-TR-340',
    roast: 'medium-dark',
    origin: 'Tarrazú, Costa Rica',
    weightGrams: 340,
    supplier: 'Beneficio La Cumbre',
    supplierContact: 'ventas@lacumbre.example',
    supplierCountry: 'Costa Rica',
    certifications: 'Rainforest Alliance',
    compatibleMachines: 'Espresso, Drip, French press',
    art: { primary: '#9a3412', secondary: '#fff7ed', accent: '#22223b', variant: 2 },
    addedDaysAgo: 60,
  },
  {
    productType: 'coffee',
    brand: 'Canyon Roasters',
    model: 'Swiss Water Decaf Huehue',
    size: '340 g bag',
    quantity: 17,
    priceCents: 1800,
    description: 'A sweet, chocolatey medium-roast decaf you can enjoy after a sunset swim.',
    sku: 'CN-SD-340',
    roast: 'medium',
    origin: 'Huehuetenango, Guatemala',
    weightGrams: 340,
    supplier: 'Cuchumatanes Growers Association',
    supplierContact: 'export@cuchumatanes.example',
    supplierCountry: 'Guatemala',
    certifications: 'Organic, Swiss Water Decaf',
    compatibleMachines: 'Drip, Pour-over, French press',
    art: { primary: '#457b9d', secondary: '#f1faee', accent: '#1d3557', variant: 0 },
    addedDaysAgo: 74,
  },
  {
    productType: 'coffee',
    brand: 'Forest Avenue Coffee',
    model: 'Kona Peaberry Reserve',
    size: '227 g bag',
    quantity: 2,
    priceCents: 2800,
    bidEnabled: true,
    description:
      'BADGE:Limited;;Rare Hawaiian peaberries roasted to a silky medium: macadamia, brown butter and ripe plum.',
    sku: 'FA-KP-227',
    roast: 'medium',
    origin: 'Kona, Hawaii',
    weightGrams: 227,
    supplier: 'Holualoa Ridge Farm',
    supplierContact: 'aloha@holualoaridge.example',
    supplierCountry: 'United States',
    certifications: 'Kona 100%',
    compatibleMachines: 'Pour-over, Drip, Chemex',
    art: { primary: '#1b1b1b', secondary: '#f2e8cf', accent: '#bc4749', variant: 2 },
    addedDaysAgo: 11,
  },
  {
    productType: 'coffee',
    brand: 'Cliffside Coffee Co.',
    model: 'Dawn Patrol Cold Brew Grind',
    size: '454 g bag',
    quantity: 23,
    priceCents: 1500,
    description:
      'DISCOUNT:10% off with code LAGUNA10;;A coarse-ground dark roast made for overnight cold brew: smooth, low-acid, chocolate-forward.',
    sku: 'CS-DP-454',
    roast: 'dark',
    origin: 'Minas Gerais, Brazil',
    weightGrams: 454,
    supplier: 'Sul de Minas Exporters',
    supplierContact: 'contato@suldeminas.example',
    supplierCountry: 'Brazil',
    certifications: 'Rainforest Alliance',
    compatibleMachines: 'Cold brew, French press',
    art: { primary: '#0b3954', secondary: '#e0f2f1', accent: '#ff6f59', variant: 1 },
    addedDaysAgo: 26,
  },
];

const TEA: DemoProduct[] = [
  {
    productType: 'tea',
    brand: 'Mermaid Street Tea',
    model: 'Coastal Earl Grey',
    size: '100 g tin',
    quantity: 30,
    priceCents: 1400,
    description:
      'BADGE:Best Seller;;Malty Assam black tea with cold-pressed bergamot and a whisper of cornflower.',
    sku: 'MS-EG-100',
    roast: 'black',
    origin: 'Assam, India',
    weightGrams: 100,
    supplier: 'Brahmaputra Valley Estates',
    supplierContact: 'trade@brahmaputravalley.example',
    supplierCountry: 'India',
    certifications: 'Rainforest Alliance',
    art: { primary: '#006d77', secondary: '#ffddd2', accent: '#83c5be', variant: 0 },
    addedDaysAgo: 90,
  },
  {
    productType: 'tea',
    brand: 'Mermaid Street Tea',
    model: 'Sencha Morning Tide',
    size: '80 g tin',
    quantity: 16,
    priceCents: 1800,
    description: 'A grassy, sweet steamed green tea with a clean, ocean-fresh finish.',
    sku: 'MS-SM-080',
    roast: 'green',
    origin: 'Shizuoka, Japan',
    weightGrams: 80,
    supplier: 'Makinohara Tea Farmers',
    supplierContact: 'info@makinohara.example',
    supplierCountry: 'Japan',
    certifications: 'Organic',
    art: { primary: '#588157', secondary: '#f1faee', accent: '#a3b18a', variant: 1 },
    addedDaysAgo: 35,
  },
  {
    productType: 'tea',
    brand: 'Moss Point Tea House',
    model: 'Silver Needle',
    size: '50 g tin',
    quantity: 3,
    priceCents: 2400,
    description:
      'BADGE:Limited;;Hand-picked downy buds from a single garden: delicate, honeyed and cooling.',
    sku: 'MP-SN-050',
    roast: 'white',
    origin: 'Fuding, Fujian, China',
    weightGrams: 50,
    supplier: 'Taimu Mountain Garden',
    supplierContact: 'garden@taimu.example',
    supplierCountry: 'China',
    certifications: 'Organic',
    art: { primary: '#e9ecef', secondary: '#52796f', accent: '#adb5bd', variant: 0 },
    addedDaysAgo: 14,
  },
  {
    productType: 'tea',
    brand: 'Moss Point Tea House',
    model: 'Alishan High Mountain Oolong',
    size: '75 g box',
    quantity: 10,
    priceCents: 2200,
    description:
      'A creamy, floral rolled oolong grown above 1,000 metres in the misty Alishan range.',
    sku: 'MP-AO-075',
    roast: 'oolong',
    origin: 'Alishan, Taiwan',
    weightGrams: 75,
    supplier: 'Shizhuo Tea Cooperative',
    supplierContact: 'coop@shizhuo.example',
    supplierCountry: 'Taiwan',
    certifications: 'SGS tested',
    art: { primary: '#354f52', secondary: '#cad2c5', accent: '#84a98c', variant: 1 },
    addedDaysAgo: 57,
  },
  {
    productType: 'tea',
    brand: 'Rockpile Tea & Botanicals',
    model: 'Sage & Citrus Calm',
    size: '40 g tin',
    quantity: 21,
    priceCents: 1200,
    description:
      'BADGE:Local Favorite;;A caffeine-free infusion of white sage, lemon verbena and orange peel grown just up the canyon.',
    sku: 'RP-SC-040',
    roast: 'herbal',
    origin: 'Laguna Canyon, California',
    weightGrams: 40,
    supplier: 'Canyon Sage Farm',
    supplierContact: 'hello@canyonsage.example',
    supplierCountry: 'United States',
    certifications: 'Organic',
    art: { primary: '#dda15e', secondary: '#fefae0', accent: '#606c38', variant: 0 },
    addedDaysAgo: 6,
  },
  {
    productType: 'tea',
    brand: 'Rockpile Tea & Botanicals',
    model: 'Masala Chai Spice',
    size: '120 g box',
    quantity: 0,
    priceCents: 1500,
    description:
      'Bold Assam black tea with cardamom, ginger, cinnamon and clove; simmer with milk for a proper cup.',
    sku: 'RP-MC-120',
    roast: 'chai',
    origin: 'Kerala, India',
    weightGrams: 120,
    supplier: 'Malabar Spice Collective',
    supplierContact: 'export@malabarspice.example',
    supplierCountry: 'India',
    certifications: 'Fair Trade',
    art: { primary: '#9c2c1c', secondary: '#f4d35e', accent: '#ee964b', variant: 1 },
    addedDaysAgo: 82,
  },
  {
    productType: 'tea',
    brand: 'Mermaid Street Tea',
    model: 'Hibiscus Sunset',
    size: '60 g tin',
    quantity: 25,
    priceCents: 1100,
    description:
      'DISCOUNT:10% off with code LAGUNA10;;A ruby-red tisane of hibiscus, rose hip and mango, lovely over ice.',
    sku: 'MS-HS-060',
    roast: 'herbal',
    origin: 'Aswan, Egypt',
    weightGrams: 60,
    supplier: 'Nile Valley Botanicals',
    supplierContact: 'sales@nilevalley.example',
    supplierCountry: 'Egypt',
    certifications: 'Organic',
    art: { primary: '#b5179e', secondary: '#fff0f3', accent: '#f72585', variant: 0 },
    addedDaysAgo: 19,
  },
  {
    productType: 'tea',
    brand: 'Moss Point Tea House',
    model: 'Darjeeling First Flush',
    size: '100 g tin',
    quantity: 8,
    priceCents: 2100,
    description:
      'The bright, muscatel spring harvest from a single estate in the Darjeeling hills.',
    sku: 'MP-DF-100',
    roast: 'black',
    origin: 'Darjeeling, India',
    weightGrams: 100,
    supplier: 'Glenburn Slopes Estate',
    supplierContact: 'estate@glenburnslopes.example',
    supplierCountry: 'India',
    certifications: 'Rainforest Alliance',
    art: { primary: '#3c1642', secondary: '#f6e7cb', accent: '#dd9787', variant: 0 },
    addedDaysAgo: 46,
  },
  {
    productType: 'tea',
    brand: 'Rockpile Tea & Botanicals',
    model: 'Jasmine Pearls',
    size: '50 g box',
    quantity: 12,
    priceCents: 1900,
    description:
      'Hand-rolled green tea pearls scented over six nights with fresh jasmine blossoms.',
    sku: 'RP-JP-050',
    roast: 'green',
    origin: 'Fujian, China',
    weightGrams: 50,
    supplier: 'Fuzhou Jasmine Gardens',
    supplierContact: 'trade@fuzhoujasmine.example',
    supplierCountry: 'China',
    certifications: 'Organic',
    art: { primary: '#f8f4e3', secondary: '#2a9d8f', accent: '#e9c46a', variant: 1 },
    addedDaysAgo: 64,
  },
];

const HANDBAGS: DemoProduct[] = [
  {
    productType: 'handbag',
    brand: 'Woods Cove Leather',
    model: 'Market Tote',
    size: 'One size (16 x 13 x 6 in)',
    quantity: 8,
    priceCents: 18500,
    description:
      'A roomy full-grain cognac tote with riveted handles, sized for a farmers-market haul or a beach day.',
    sku: 'WC-MT-COG',
    art: { primary: '#a0643b', secondary: '#6b3f22', accent: '#d4af37', variant: 0 },
    addedDaysAgo: 49,
  },
  {
    productType: 'handbag',
    brand: 'Woods Cove Leather',
    model: 'Saddle Crossbody',
    size: '10 x 8 x 3 in',
    quantity: 14,
    priceCents: 14500,
    description: 'A compact chestnut crossbody with an adjustable strap and a brass snap closure.',
    sku: 'WC-SC-CHS',
    art: { primary: '#7a4a2a', secondary: '#4a2c19', accent: '#d4af37', variant: 2 },
    addedDaysAgo: 75,
  },
  {
    productType: 'handbag',
    brand: 'Aliso Atelier',
    model: 'Cliffside Satchel',
    size: '12 x 9 x 5 in',
    quantity: 3,
    priceCents: 29500,
    description:
      'BADGE:Staff Pick;;A structured forest-green satchel with a brass turn-lock and a hand-stitched top handle.',
    sku: 'AA-CS-GRN',
    art: { primary: '#1f3a3d', secondary: '#12262a', accent: '#c9a24a', variant: 1 },
    addedDaysAgo: 32,
  },
  {
    productType: 'handbag',
    brand: 'Aliso Atelier',
    model: 'Pearl Bucket Bag',
    size: 'One size (9 x 10 x 7 in)',
    quantity: 0,
    priceCents: 24000,
    description: 'A soft bone-white leather bucket bag with a drawstring top and suede lining.',
    sku: 'AA-PB-BON',
    art: { primary: '#e8d8c3', secondary: '#b08968', accent: '#c9a24a', variant: 3 },
    addedDaysAgo: 108,
  },
  {
    productType: 'handbag',
    brand: 'Pearl Street Bags',
    model: 'Woven Beach Tote',
    size: 'One size (20 x 14 x 7 in)',
    quantity: 22,
    priceCents: 12000,
    description:
      'BADGE:Best Seller;;A hand-woven straw tote with leather handles, big enough for towels, books and snacks.',
    sku: 'PS-WB-STR',
    art: { primary: '#d9b77e', secondary: '#7b4b2a', accent: '#c9a24a', variant: 4 },
    addedDaysAgo: 16,
  },
  {
    productType: 'handbag',
    brand: 'Pearl Street Bags',
    model: 'Sunset Crossbody',
    size: '9 x 6 x 2 in',
    quantity: 11,
    priceCents: 12800,
    description: 'A terracotta pebbled-leather crossbody in the colour of a Laguna sunset.',
    sku: 'PS-SC-TER',
    art: { primary: '#c8553d', secondary: '#8c3a27', accent: '#e9c46a', variant: 2 },
    addedDaysAgo: 42,
  },
  {
    productType: 'handbag',
    brand: 'Aliso Atelier',
    model: 'Evening Tide Top-Handle',
    size: '11 x 8 x 4 in',
    quantity: 2,
    priceCents: 42000,
    bidEnabled: true,
    description:
      'BADGE:Limited;;Our finest black calfskin top-handle bag with polished silver hardware, numbered inside.',
    sku: 'AA-ET-BLK',
    art: { primary: '#1c1c22', secondary: '#0d0d10', accent: '#d7d9dc', variant: 1 },
    addedDaysAgo: 10,
  },
  {
    productType: 'handbag',
    brand: 'Woods Cove Leather',
    model: 'Canyon Bucket Bag',
    size: '10 x 11 x 7 in',
    quantity: 6,
    priceCents: 21000,
    description:
      'DISCOUNT:10% off with code LAGUNA10;;A dark-chocolate leather bucket bag with a drawstring and brass grommets.',
    sku: 'WC-CB-CHO',
    art: { primary: '#5b3a29', secondary: '#3b2418', accent: '#d4af37', variant: 3 },
    addedDaysAgo: 61,
  },
  {
    productType: 'handbag',
    brand: 'Pearl Street Bags',
    model: 'Laguna Canvas Shopper',
    size: 'One size (18 x 15 x 6 in)',
    quantity: 30,
    priceCents: 13500,
    description:
      'BADGE:New;;A heavy natural-canvas shopper with navy leather handles and an inside zip pocket.',
    sku: 'PS-LC-NAT',
    art: { primary: '#eadcc0', secondary: '#254e70', accent: '#c0c0c0', variant: 0 },
    addedDaysAgo: 0,
  },
];

/**
 * Small things whose game needs only two players (floor($2.50 / $1) = 2): every other demo game
 * needs 11 to 420, so without these a newcomer trying the shop with a friend (or a second browser)
 * would never see a game start, go LIVE, score and end (issue 37, item 1). Real products, real
 * $1 entries and a real prize: nobody is invented to fill them. Listed last, so the ids of the
 * products above stay what they were.
 */
export const TWO_PLAYER_PRODUCTS: DemoProduct[] = [
  {
    productType: 'coffee',
    brand: 'Forest Avenue Coffee',
    model: 'Gallery Walk Drip Bag',
    size: '12 g single drip bag',
    quantity: 40,
    priceCents: 250,
    description:
      'BADGE:2-player game;;One cup of the gallery-walk blend in a pour-over drip bag: hang it on a mug, add hot water, done.',
    sku: 'FA-GW-012',
    roast: 'medium',
    origin: 'Huehuetenango, Guatemala',
    weightGrams: 12,
    supplier: 'Asociación Cafetalera del Norte',
    supplierContact: 'export@cafenorte.example',
    supplierCountry: 'Guatemala',
    certifications: 'Fair Trade',
    compatibleMachines: 'Any mug',
    art: { primary: '#f6ede1', secondary: '#7f5539', accent: '#e76f51', variant: 1 },
    addedDaysAgo: 0,
  },
  {
    productType: 'tea',
    brand: 'Mermaid Street Tea',
    model: 'Hibiscus Sunset Tasting Sachet',
    size: '3 g sachet',
    quantity: 40,
    priceCents: 200,
    description:
      'BADGE:2-player game;;A single sachet of our ruby-red hibiscus, rose hip and mango tisane: a cup to taste before the tin.',
    sku: 'MS-HS-003',
    roast: 'herbal',
    origin: 'Aswan, Egypt',
    weightGrams: 3,
    supplier: 'Nile Valley Botanicals',
    supplierContact: 'sales@nilevalley.example',
    supplierCountry: 'Egypt',
    certifications: 'Organic',
    art: { primary: '#b5179e', secondary: '#fff0f3', accent: '#f72585', variant: 1 },
    addedDaysAgo: 0,
  },
];

export const demoProducts: DemoProduct[] = [
  ...SUNGLASSES,
  ...TSHIRTS,
  ...SHOES,
  ...BOOKS,
  ...COFFEE,
  ...TEA,
  ...HANDBAGS,
  ...TWO_PLAYER_PRODUCTS,
];
