import { describe, expect, it } from 'vitest';
import { liveTopics, topicAccess } from './live';

describe('topicAccess', () => {
  it('lets anyone follow games, rooms, free-play games, competitions, scores and stock', () => {
    for (const topic of [
      liveTopics.games,
      liveTopics.rooms,
      liveTopics.metrics,
      liveTopics.room('ABC123'),
      liveTopics.freePlay('Z9Y8X7'),
      liveTopics.competition(42),
      liveTopics.auction(3),
      liveTopics.product(66),
    ]) {
      expect(topicAccess(topic)).toEqual({ kind: 'public' });
    }
  });

  it('keeps a user’s notifications to that user', () => {
    expect(topicAccess(liveTopics.notifications(7))).toEqual({ kind: 'user', userId: 7 });
    expect(topicAccess(liveTopics.chat(7))).toEqual({ kind: 'user', userId: 7 });
  });

  it('knows no other topic, nor malformed ids', () => {
    for (const topic of [
      '',
      'secrets',
      'room:abc123',
      'room:ABC12',
      'room:ABC1234',
      'free-play:',
      'competition:0',
      'product:0',
      'product:x1',
      'competition:-1',
      'competition:1e3',
      'notifications:',
      'notifications:0',
      'notifications:7 ',
      'games ',
    ]) {
      expect(topicAccess(topic)).toBeNull();
    }
  });
});
