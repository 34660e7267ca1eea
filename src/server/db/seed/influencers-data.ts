/**
 * The demo influencers: the 12 free-play influencers of admin-vendor-coach-games.md section 3 (the
 * ids it gives; where it shows {name}, the name in lower case) and 12 more Orange County accounts,
 * four in each of the directory's six locations. Every person here is fictional.
 */

import type { InfluencerCategory, InfluencerLocation } from '../../../shared/contracts/influencers';

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bob' | 'buzz' | 'wavy' | 'ponytail';
export type Accessory = 'sunglasses' | 'glasses' | 'cap' | 'headphones' | 'beard' | 'earrings';

/** How the drawn avatar looks. */
export interface AvatarLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  /** Two backdrop colours, top left to bottom right. */
  backdrop: [string, string];
  accessories?: Accessory[];
}

export interface DemoInfluencer {
  id: string;
  name: string;
  /** With the @. */
  handle: string;
  category: InfluencerCategory;
  location: InfluencerLocation;
  followers: { instagram: number; tiktok: number; youtube: number; twitter: number };
  bio: string;
  /** The simulated provider's pace (1 = average): bigger, busier accounts move faster. */
  pace: number;
  look: AvatarLook;
}

const SKIN = {
  fair: '#f6d5bd',
  light: '#eebf9d',
  medium: '#d9a27c',
  tan: '#bf8358',
  brown: '#936041',
  deep: '#6a412b',
} as const;

const HAIR = {
  black: '#201a17',
  darkBrown: '#3d2a1f',
  brown: '#6b4426',
  auburn: '#8e3b1f',
  blonde: '#d8ae5f',
  grey: '#a3a3a3',
} as const;

/** The free-play twelve, in the specification's order. */
export const freePlayInfluencers: DemoInfluencer[] = [
  {
    id: 'sofia',
    name: 'Sofia Martinez',
    handle: '@sofia.lagunalife',
    category: 'Lifestyle',
    location: 'Laguna Beach',
    followers: { instagram: 152_000, tiktok: 98_000, youtube: 24_000, twitter: 12_000 },
    bio: 'Slow mornings, tide pools and the best tacos on PCH. Everyday life in Laguna Beach.',
    pace: 1.1,
    look: {
      skin: SKIN.medium,
      hair: HAIR.darkBrown,
      hairStyle: 'wavy',
      shirt: '#f28f6b',
      backdrop: ['#ffd29d', '#ff8c8c'],
      accessories: ['earrings'],
    },
  },
  {
    id: 'occhiropractor',
    name: 'Dr. Ryan Mitchell',
    handle: '@occhiropractor',
    category: 'Health',
    location: 'Irvine',
    followers: { instagram: 89_000, tiktok: 45_000, youtube: 31_000, twitter: 8_000 },
    bio: 'Chiropractor in Irvine. Posture tips, desk stretches and spine-friendly surf advice.',
    pace: 0.8,
    look: {
      skin: SKIN.light,
      hair: HAIR.brown,
      hairStyle: 'short',
      shirt: '#3f8fd2',
      backdrop: ['#c7f0e8', '#6cc4c0'],
      accessories: ['glasses'],
    },
  },
  {
    id: 'marcus',
    name: 'Marcus Chen',
    handle: '@marcusbuildsoc',
    category: 'Business',
    location: 'Newport Beach',
    followers: { instagram: 118_000, tiktok: 37_000, youtube: 52_000, twitter: 41_000 },
    bio: 'Founder, angel investor and coffee addict. Small-business stories from Newport Beach.',
    pace: 0.9,
    look: {
      skin: SKIN.light,
      hair: HAIR.black,
      hairStyle: 'short',
      shirt: '#2f3b52',
      backdrop: ['#d6dcf5', '#8a9be0'],
    },
  },
  {
    id: 'foodwithzen',
    name: 'Zen Nakamura',
    handle: '@foodwithzen',
    category: 'Food',
    location: 'Costa Mesa',
    followers: { instagram: 176_000, tiktok: 212_000, youtube: 64_000, twitter: 9_000 },
    bio: "Ramen, poke and mindful eating. Reviewing Costa Mesa's food halls one bowl at a time.",
    pace: 1.3,
    look: {
      skin: SKIN.fair,
      hair: HAIR.black,
      hairStyle: 'bun',
      shirt: '#5c8a4a',
      backdrop: ['#f9f1c9', '#e6b35a'],
    },
  },
  {
    id: 'isabella',
    name: 'Isabella Reyes',
    handle: '@isabellainoc',
    category: 'Fashion',
    location: 'Costa Mesa',
    followers: { instagram: 203_000, tiktok: 245_000, youtube: 18_000, twitter: 15_000 },
    bio: 'South Coast Plaza finds, thrifted gems and outfit ideas for every OC beach day.',
    pace: 1.5,
    look: {
      skin: SKIN.tan,
      hair: HAIR.black,
      hairStyle: 'long',
      shirt: '#c2185b',
      backdrop: ['#ffd1e3', '#b57bee'],
      accessories: ['sunglasses', 'earrings'],
    },
  },
  {
    id: 'oc_photographer',
    name: 'Jake Morrison',
    handle: '@oc_photographer',
    category: 'Photography',
    location: 'Laguna Beach',
    followers: { instagram: 134_000, tiktok: 28_000, youtube: 46_000, twitter: 11_000 },
    bio: 'Golden-hour landscapes from Crystal Cove to Thousand Steps. Prints and workshops.',
    pace: 0.9,
    look: {
      skin: SKIN.fair,
      hair: HAIR.blonde,
      hairStyle: 'short',
      shirt: '#4a4a4a',
      backdrop: ['#ffe3b3', '#f07f4f'],
      accessories: ['cap', 'beard'],
    },
  },
  {
    id: 'surflife_oc',
    name: 'Kai Thompson',
    handle: '@surflife_oc',
    category: 'Sports',
    location: 'Dana Point',
    followers: { instagram: 167_000, tiktok: 121_000, youtube: 88_000, twitter: 7_000 },
    bio: 'Dawn patrol at Salt Creek and Doheny. Surf reports, board reviews and wipeouts.',
    pace: 1.4,
    look: {
      skin: SKIN.tan,
      hair: HAIR.blonde,
      hairStyle: 'wavy',
      shirt: '#1e88a8',
      backdrop: ['#b3ecff', '#2f80c9'],
      accessories: ['sunglasses'],
    },
  },
  {
    id: 'oc_eats',
    name: 'Maya Patel',
    handle: '@oc_eats',
    category: 'Food',
    location: 'Orange County',
    followers: { instagram: 191_000, tiktok: 156_000, youtube: 22_000, twitter: 19_000 },
    bio: 'Hidden gems, happy hours and brunch spots across Orange County. A new review every day.',
    pace: 1.3,
    look: {
      skin: SKIN.brown,
      hair: HAIR.black,
      hairStyle: 'ponytail',
      shirt: '#f0a030',
      backdrop: ['#fff0c2', '#f59e5b'],
      accessories: ['earrings'],
    },
  },
  {
    id: 'beachfit_oc',
    name: 'Tyler Brooks',
    handle: '@beachfit_oc',
    category: 'Fitness',
    location: 'Newport Beach',
    followers: { instagram: 112_000, tiktok: 134_000, youtube: 39_000, twitter: 6_000 },
    bio: 'Sunrise workouts on the sand at Newport. Free beach bootcamp every Saturday.',
    pace: 1.2,
    look: {
      skin: SKIN.deep,
      hair: HAIR.black,
      hairStyle: 'buzz',
      shirt: '#e53935',
      backdrop: ['#ffe0b2', '#ff7043'],
      accessories: ['headphones'],
    },
  },
  {
    id: 'oc_style',
    name: 'Chloe Anderson',
    handle: '@oc_style',
    category: 'Fashion',
    location: 'Irvine',
    followers: { instagram: 143_000, tiktok: 88_000, youtube: 12_000, twitter: 10_000 },
    bio: 'Coastal-casual style from Irvine Spectrum to the boardwalk. Daily outfit posts.',
    pace: 1.0,
    look: {
      skin: SKIN.fair,
      hair: HAIR.auburn,
      hairStyle: 'bob',
      shirt: '#f4f1ea',
      backdrop: ['#fde2e4', '#e89aa8'],
      accessories: ['earrings'],
    },
  },
  {
    id: 'tech_oc',
    name: 'Ethan Park',
    handle: '@tech_oc',
    category: 'Technology',
    location: 'Irvine',
    followers: { instagram: 76_000, tiktok: 54_000, youtube: 97_000, twitter: 38_000 },
    bio: "Gadget reviews and startup news from Irvine's tech corridor. Honest, hands-on, no hype.",
    pace: 0.7,
    look: {
      skin: SKIN.light,
      hair: HAIR.black,
      hairStyle: 'short',
      shirt: '#263238',
      backdrop: ['#cfd8dc', '#5c6bc0'],
      accessories: ['glasses', 'headphones'],
    },
  },
  {
    id: 'oc_adventures',
    name: 'Lily Nguyen',
    handle: '@oc_adventures',
    category: 'Travel',
    location: 'Dana Point',
    followers: { instagram: 128_000, tiktok: 76_000, youtube: 58_000, twitter: 9_000 },
    bio: 'Whale watching, canyon hikes and weekend trips that start and end in Dana Point Harbor.',
    pace: 1.0,
    look: {
      skin: SKIN.light,
      hair: HAIR.darkBrown,
      hairStyle: 'long',
      shirt: '#2e7d32',
      backdrop: ['#dcedc8', '#4db6ac'],
      accessories: ['cap'],
    },
  },
];

/** More Orange County accounts for the directory. */
export const moreInfluencers: DemoInfluencer[] = [
  {
    id: 'lagunasunsets',
    name: 'Ava Collins',
    handle: '@lagunasunsets',
    category: 'Photography',
    location: 'Laguna Beach',
    followers: { instagram: 64_000, tiktok: 21_000, youtube: 8_000, twitter: 3_000 },
    bio: 'Every sunset from Heisler Park, 300 evenings and counting.',
    pace: 0.7,
    look: {
      skin: SKIN.fair,
      hair: HAIR.blonde,
      hairStyle: 'long',
      shirt: '#7e57c2',
      backdrop: ['#ffcc80', '#ec407a'],
    },
  },
  {
    id: 'ocyogaflow',
    name: 'Mia Torres',
    handle: '@ocyogaflow',
    category: 'Fitness',
    location: 'Laguna Beach',
    followers: { instagram: 98_000, tiktok: 67_000, youtube: 29_000, twitter: 4_000 },
    bio: 'Yoga on the bluffs in Laguna. Breathwork, mobility and the occasional dolphin.',
    pace: 1.0,
    look: {
      skin: SKIN.medium,
      hair: HAIR.brown,
      hairStyle: 'bun',
      shirt: '#26a69a',
      backdrop: ['#e0f7fa', '#80cbc4'],
      accessories: ['earrings'],
    },
  },
  {
    id: 'oc_wellness',
    name: 'Hannah Lee',
    handle: '@oc_wellness',
    category: 'Health',
    location: 'Irvine',
    followers: { instagram: 87_000, tiktok: 59_000, youtube: 16_000, twitter: 5_000 },
    bio: "Registered dietitian. Meal prep, farmers' markets and healthy habits that stick.",
    pace: 0.9,
    look: {
      skin: SKIN.fair,
      hair: HAIR.black,
      hairStyle: 'bob',
      shirt: '#9ccc65',
      backdrop: ['#f1f8e9', '#aed581'],
      accessories: ['glasses'],
    },
  },
  {
    id: 'newportharborlife',
    name: 'Olivia Grant',
    handle: '@newportharborlife',
    category: 'Lifestyle',
    location: 'Newport Beach',
    followers: { instagram: 221_000, tiktok: 93_000, youtube: 14_000, twitter: 12_000 },
    bio: 'Harbor cruises, Balboa Island treats and Newport living, one Duffy boat at a time.',
    pace: 1.3,
    look: {
      skin: SKIN.light,
      hair: HAIR.blonde,
      hairStyle: 'wavy',
      shirt: '#ffffff',
      backdrop: ['#bbdefb', '#1976d2'],
      accessories: ['sunglasses'],
    },
  },
  {
    id: 'ocfounders',
    name: 'Jordan Blake',
    handle: '@ocfounders',
    category: 'Business',
    location: 'Newport Beach',
    followers: { instagram: 58_000, tiktok: 12_000, youtube: 26_000, twitter: 47_000 },
    bio: "Interviews with Orange County founders: what worked, what didn't, what's next.",
    pace: 0.6,
    look: {
      skin: SKIN.brown,
      hair: HAIR.darkBrown,
      hairStyle: 'short',
      shirt: '#37474f',
      backdrop: ['#eceff1', '#90a4ae'],
      accessories: ['beard'],
    },
  },
  {
    id: 'costamesaeats',
    name: 'Priya Shah',
    handle: '@costamesaeats',
    category: 'Food',
    location: 'Costa Mesa',
    followers: { instagram: 104_000, tiktok: 138_000, youtube: 9_000, twitter: 7_000 },
    bio: 'The Lab, The Camp and every taco truck in between. Costa Mesa on a plate.',
    pace: 1.2,
    look: {
      skin: SKIN.brown,
      hair: HAIR.darkBrown,
      hairStyle: 'long',
      shirt: '#ff8f00',
      backdrop: ['#fff3e0', '#ffb74d'],
      accessories: ['earrings'],
    },
  },
  {
    id: 'sophieinthecamp',
    name: 'Sophie Laurent',
    handle: '@sophieinthecamp',
    category: 'Fashion',
    location: 'Costa Mesa',
    followers: { instagram: 79_000, tiktok: 102_000, youtube: 7_000, twitter: 5_000 },
    bio: "Vintage denim, local designers and sustainable style from Costa Mesa's boutiques.",
    pace: 1.1,
    look: {
      skin: SKIN.fair,
      hair: HAIR.auburn,
      hairStyle: 'curly',
      shirt: '#3949ab',
      backdrop: ['#e8eaf6', '#9fa8da'],
    },
  },
  {
    id: 'doheny_noah',
    name: 'Noah Alvarez',
    handle: '@doheny_noah',
    category: 'Sports',
    location: 'Dana Point',
    followers: { instagram: 71_000, tiktok: 48_000, youtube: 35_000, twitter: 6_000 },
    bio: 'Longboarding at Doheny, paddleboard races and surf lessons for groms.',
    pace: 1.1,
    look: {
      skin: SKIN.tan,
      hair: HAIR.darkBrown,
      hairStyle: 'curly',
      shirt: '#00897b',
      backdrop: ['#b2ebf2', '#00acc1'],
    },
  },
  {
    id: 'coastalcaliroads',
    name: 'Emma Sullivan',
    handle: '@coastalcaliroads',
    category: 'Travel',
    location: 'Dana Point',
    followers: { instagram: 186_000, tiktok: 74_000, youtube: 112_000, twitter: 13_000 },
    bio: 'Road trips down PCH and beyond. Van life, campsites and coastal weekend guides.',
    pace: 1.2,
    look: {
      skin: SKIN.light,
      hair: HAIR.auburn,
      hairStyle: 'ponytail',
      shirt: '#6d4c41',
      backdrop: ['#ffe0b2', '#a1887f'],
      accessories: ['sunglasses'],
    },
  },
  {
    id: 'ocbikeroutes',
    name: 'Luke Harris',
    handle: '@ocbikeroutes',
    category: 'Sports',
    location: 'Orange County',
    followers: { instagram: 52_000, tiktok: 18_000, youtube: 41_000, twitter: 9_000 },
    bio: 'Cycling the Santa Ana River Trail to the coast. Routes, gear and group rides.',
    pace: 0.7,
    look: {
      skin: SKIN.light,
      hair: HAIR.grey,
      hairStyle: 'short',
      shirt: '#fbc02d',
      backdrop: ['#fff9c4', '#8bc34a'],
      accessories: ['beard'],
    },
  },
  {
    id: 'ocgadgetgirl',
    name: 'Grace Liu',
    handle: '@ocgadgetgirl',
    category: 'Technology',
    location: 'Orange County',
    followers: { instagram: 139_000, tiktok: 187_000, youtube: 76_000, twitter: 22_000 },
    bio: 'Smart-home setups, phone cameras and the apps I actually use. Tech made friendly.',
    pace: 1.2,
    look: {
      skin: SKIN.fair,
      hair: HAIR.black,
      hairStyle: 'long',
      shirt: '#8e24aa',
      backdrop: ['#e1bee7', '#5e35b1'],
      accessories: ['headphones'],
    },
  },
  {
    id: 'ocweekends',
    name: 'Daniel Kim',
    handle: '@ocweekends',
    category: 'Travel',
    location: 'Orange County',
    followers: { instagram: 94_000, tiktok: 61_000, youtube: 19_000, twitter: 8_000 },
    bio: 'Things to do in Orange County this weekend: markets, festivals, pop-ups and free events.',
    pace: 0.9,
    look: {
      skin: SKIN.light,
      hair: HAIR.black,
      hairStyle: 'wavy',
      shirt: '#0277bd',
      backdrop: ['#e1f5fe', '#4fc3f7'],
      accessories: ['cap'],
    },
  },
];

export const demoInfluencers: DemoInfluencer[] = [...freePlayInfluencers, ...moreInfluencers];
