import { describe, expect, it } from 'vitest';
import {
  appendLog,
  commonLog,
  formatLogTime,
  MAX_LOG_LINES,
  tiktokLog,
  youtubeLog,
} from './video-log';

describe('formatLogTime', () => {
  it('prints 24-hour local time with two digits each', () => {
    expect(formatLogTime(new Date(2026, 0, 2, 9, 5, 3))).toBe('09:05:03');
    expect(formatLogTime(new Date(2026, 0, 2, 23, 59, 59))).toBe('23:59:59');
  });
});

describe('appendLog', () => {
  const at = new Date(2026, 0, 2, 14, 30, 0);

  it('adds lines with ids, one time and a tone (info unless given)', () => {
    const lines = appendLog([], ['first', { text: 'done', tone: 'success' }], at, 4);
    expect(lines).toEqual([
      { id: 4, time: '14:30:00', text: 'first', tone: 'info' },
      { id: 5, time: '14:30:00', text: 'done', tone: 'success' },
    ]);
  });

  it('keeps only the newest lines', () => {
    const many = Array.from({ length: MAX_LOG_LINES + 5 }, (_, i) => `line ${i}`);
    const lines = appendLog([], many, at, 0);
    expect(lines).toHaveLength(MAX_LOG_LINES);
    expect(lines[0]?.text).toBe('line 5');
    expect(lines.at(-1)?.text).toBe(`line ${MAX_LOG_LINES + 4}`);
  });
});

describe('the log lines', () => {
  it('reports a YouTube campaign with its counts, tags and boost', () => {
    expect(
      youtubeLog.started({ title: 'Hello', description: 'World!', tags: ['a', 'b'], boost: 1 }),
    ).toEqual([
      'Preparing YouTube campaign...',
      'Title: 5/100 characters',
      'Description: 6/5000 characters',
      'Tags: a, b',
      'Campaign boost: +1',
    ]);
    expect(youtubeLog.started({ title: 'T', description: 'D', tags: [], boost: 0 })[3]).toBe(
      'Tags: none',
    );
    expect(youtubeLog.reminder).toEqual(['Recommended video length: 5-10 minutes']);
  });

  it('reports a TikTok campaign with its caption, sound and boost', () => {
    expect(
      tiktokLog.started({
        caption: 'abc',
        sound: 'Original Sound',
        trendingSound: false,
        boost: 6,
      }),
    ).toEqual([
      'Preparing TikTok campaign...',
      'Caption: 3/2200 characters',
      'Sound: Original Sound (trending sounds off)',
      'Campaign boost: +6',
    ]);
    expect(tiktokLog.reminder).toEqual(['Recommended video length: 15-60 seconds']);
  });

  it('reports the recorded boost', () => {
    expect(commonLog.recorded(14)).toBe('Campaign recorded: +14 Social Boost');
  });
});
