import { describe, expect, it } from 'vitest';
import {
  coachToolPath,
  formatBoost,
  lastCampaignLabel,
  preparingMessage,
  readyMessage,
} from './coach-platforms';

describe('hub platform messages', () => {
  it('prepares, then is ready, in the spec words', () => {
    expect(preparingMessage('twitter')).toBe('Preparing Twitter campaign module...');
    expect(readyMessage('twitter')).toBe('Twitter platform ready for campaign deployment');
    expect(preparingMessage('youtube')).toBe('Preparing YouTube campaign module...');
    expect(readyMessage('tiktok')).toBe('TikTok platform ready for campaign deployment');
    expect(readyMessage('instagram')).toBe('Instagram platform ready for campaign deployment');
  });

  it('leads each platform to its helper', () => {
    expect(coachToolPath('twitter')).toBe('/coach/twitter');
    expect(coachToolPath('instagram')).toBe('/coach/instagram');
    expect(coachToolPath('youtube')).toBe('/coach/youtube');
    expect(coachToolPath('tiktok')).toBe('/coach/tiktok');
  });
});

describe('hub figures', () => {
  it('writes the social boost with a plus sign, +0 at the start', () => {
    expect(formatBoost(0)).toBe('+0');
    expect(formatBoost(8)).toBe('+8');
    expect(formatBoost(-3)).toBe('+0');
  });

  it('names the last campaign platform, or None', () => {
    expect(lastCampaignLabel(null)).toBe('None');
    expect(lastCampaignLabel({ platform: 'twitter' })).toBe('Twitter');
    expect(lastCampaignLabel({ platform: 'tiktok' })).toBe('TikTok');
  });
});
