import { describe, expect, it } from 'vitest';
import { freePlayInfluencers } from '../../db/seed/influencers-data';
import { FREE_PLAY_INFLUENCER_IDS } from './influencers.service';

describe('the free-play grid', () => {
  it('is the twelve influencers the start ensures, in the same order', () => {
    expect(FREE_PLAY_INFLUENCER_IDS).toEqual(
      freePlayInfluencers.map((influencer) => influencer.id),
    );
  });
});
