import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  clip,
  formatTimeLeft,
  type GameSummaryInput,
  gameSummary,
  influencerSummary,
  productDisplayName,
  productSummary,
} from './page-meta';

describe('canonicalPath', () => {
  it('drops the query and a trailing slash; the scoreboard and the galleries have one address', () => {
    expect(canonicalPath('/product/3', '?utm_source=x')).toBe('/product/3');
    expect(canonicalPath('/home/')).toBe('/home');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/scoreboard')).toBe('/');
    expect(canonicalPath('/sunglass-gallery', '?sort=newest')).toBe('/products?type=sunglasses');
    expect(canonicalPath('/products', '?sort=newest&type=handbag')).toBe('/products?type=handbag');
    expect(canonicalPath('/products', '?type=coffee')).toBe('/products?type=sunglasses');
    expect(canonicalPath('/products')).toBe('/products?type=sunglasses');
  });
});

describe('productSummary', () => {
  const aviator = {
    productType: 'sunglasses',
    brand: 'Laguna Optics',
    model: 'Aviator Gold',
    description: 'BADGE:Best Seller;;Polarized lenses.',
    priceCents: 15_999,
    entryPriceCents: 100,
    quantity: 3,
    playEnabled: true,
  };

  it('names the price, the $1 entry, the stock and the delivery, then the text', () => {
    expect(productSummary(aviator)).toBe(
      'Laguna Optics Aviator Gold: $159.99, or play for it with a $1 entry. In stock. Local delivery in 2-3 hours to ZIP 92651, free. Polarized lenses.',
    );
    expect(productSummary({ ...aviator, quantity: 0, playEnabled: false, description: '' })).toBe(
      'Laguna Optics Aviator Gold: $159.99. Out of stock for now.',
    );
  });

  it('stays within 300 characters, cut at a word', () => {
    const long = productSummary({ ...aviator, description: 'word '.repeat(200) });
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('names a book by its title and author', () => {
    expect(
      productDisplayName({
        productType: 'book',
        brand: 'The Tidepool Almanac',
        model: 'Cove Light Press',
        description: 'AUTHOR:Marina Okafor;;A year of tides.',
      }),
    ).toBe('The Tidepool Almanac by Marina Okafor');
  });
});

describe('gameSummary', () => {
  const now = new Date('2026-07-02T18:20:00Z');
  const game: GameSummaryInput = {
    productName: 'Laguna Optics Aviator Gold',
    entryPriceCents: 100,
    status: 'waiting',
    players: 3,
    requiredPlayers: 159,
    startTime: new Date('2026-07-02T19:00:00Z'),
    endTime: null,
    winner: null,
  };

  it('says the players and the time left in every state', () => {
    expect(gameSummary(game, now)).toBe(
      'Play for Laguna Optics Aviator Gold with a $1 entry and a team of 5 influencers. 3 of 159 players joined, starts in 40 min.',
    );
    expect(gameSummary({ ...game, startTime: null }, now)).toBe(
      'Play for Laguna Optics Aviator Gold with a $1 entry and a team of 5 influencers. 3 of 159 players joined.',
    );
    expect(
      gameSummary(
        { ...game, status: 'active', players: 159, endTime: new Date('2026-07-02T19:05:30Z') },
        now,
      ),
    ).toBe('Live now: 159 players playing for Laguna Optics Aviator Gold, 45 min left.');
    expect(gameSummary({ ...game, status: 'completed', players: 2, winner: 'kai' }, now)).toBe(
      'Game over: kai won Laguna Optics Aviator Gold against 1 player.',
    );
    expect(gameSummary({ ...game, status: 'completed', players: 0 }, now)).toBe(
      'Game over: 0 players played for Laguna Optics Aviator Gold.',
    );
    expect(gameSummary({ ...game, status: 'cancelled' }, now)).toBe(
      'This game for Laguna Optics Aviator Gold was cancelled and its entries refunded.',
    );
  });

  it('formats the time left', () => {
    expect(formatTimeLeft(59_999)).toBe('under a minute');
    expect(formatTimeLeft(42 * 60_000)).toBe('42 min');
    expect(formatTimeLeft(60 * 60_000)).toBe('1 h');
    expect(formatTimeLeft(65 * 60_000 + 59_000)).toBe('1 h 5 min');
  });
});

describe('influencerSummary and clip', () => {
  it('uses the bio, else who they are, then the followers', () => {
    const sofia = {
      name: 'Sofia Martinez',
      category: 'Fitness',
      location: 'Laguna Beach',
      bio: null,
      followers: 250_000,
    };
    expect(influencerSummary(sofia)).toBe(
      'Sofia Martinez, Fitness creator in Laguna Beach. 250K followers. Pick them for your team on Social Market.',
    );
    expect(influencerSummary({ ...sofia, bio: 'Sunrise runs.' })).toBe(
      'Sunrise runs. 250K followers. Pick them for your team on Social Market.',
    );
  });

  it('cuts long text at a word with an ellipsis, whitespace flattened', () => {
    expect(clip('short  text\n', 20)).toBe('short text');
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(clip('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});
