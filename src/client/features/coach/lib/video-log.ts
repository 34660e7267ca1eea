import { useCallback, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/coach-rules';
import { formatBoost } from './coach-platforms';
import { TIKTOK_RECOMMENDED_LENGTH, YOUTUBE_RECOMMENDED_LENGTH } from './video-campaigns';

/**
 * The campaign log of the YouTube and TikTok helpers: timestamped lines, newest last. It starts
 * empty and holds only what the shopper's own actions did (a template picked, a campaign
 * prepared, copied, recorded): nothing is written that did not happen.
 */

export type LogTone = 'info' | 'success' | 'error';

export interface LogLine {
  id: number;
  /** 'HH:MM:SS', the local time the line was written. */
  time: string;
  text: string;
  tone: LogTone;
}

export interface LogMessage {
  text: string;
  tone?: LogTone;
}

/** The log keeps its newest lines only. */
export const MAX_LOG_LINES = 60;

/** '09:05:03': 24-hour local time, as a console prints it. */
export function formatLogTime(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** The log with `messages` added at `now`, trimmed to its newest MAX_LOG_LINES lines. */
export function appendLog(
  lines: readonly LogLine[],
  messages: readonly (string | LogMessage)[],
  now: Date,
  firstId: number,
): LogLine[] {
  const time = formatLogTime(now);
  const added = messages.map((message, index) => {
    const { text, tone = 'info' } = typeof message === 'string' ? { text: message } : message;
    return { id: firstId + index, time, text, tone };
  });
  return [...lines, ...added].slice(-MAX_LOG_LINES);
}

/** A log that starts empty and grows with `write(...)`. */
export function useCampaignLog() {
  const nextId = useRef(0);
  const [lines, setLines] = useState<LogLine[]>([]);
  const write = useCallback((...messages: (string | LogMessage)[]) => {
    const firstId = nextId.current;
    nextId.current += messages.length;
    setLines((previous) => appendLog(previous, messages, new Date(), firstId));
  }, []);
  return { lines, write };
}

// The lines each helper writes.

export const youtubeLog = {
  started(fields: { title: string; description: string; tags: readonly string[]; boost: number }) {
    return [
      'Preparing YouTube campaign...',
      `Title: ${fields.title.length}/${LIMITS.youtubeTitle} characters`,
      `Description: ${fields.description.length}/${LIMITS.youtubeDescription} characters`,
      `Tags: ${fields.tags.length ? fields.tags.join(', ') : 'none'}`,
      `Campaign boost: ${formatBoost(fields.boost)}`,
    ];
  },
  /** The prepare's second step: a reminder of the advice (the shop optimises nothing). */
  reminder: [`Recommended video length: ${YOUTUBE_RECOMMENDED_LENGTH}`],
  copied: 'Title, description and tags copied to clipboard',
} as const;

export const tiktokLog = {
  started(fields: { caption: string; sound: string; trendingSound: boolean; boost: number }) {
    return [
      'Preparing TikTok campaign...',
      `Caption: ${fields.caption.length}/${LIMITS.tiktokCaption} characters`,
      `Sound: ${fields.sound}${fields.trendingSound ? '' : ' (trending sounds off)'}`,
      `Campaign boost: ${formatBoost(fields.boost)}`,
    ];
  },
  /** The prepare's second step: a reminder of the advice (the shop matches nothing). */
  reminder: [`Recommended video length: ${TIKTOK_RECOMMENDED_LENGTH}`],
  copied: 'Caption copied to clipboard',
} as const;

/** Lines both helpers share. */
export const commonLog = {
  template: (name: string) => `Template loaded: ${name}`,
  idea: (title: string) => `Video idea loaded: ${title}`,
  recorded: (boost: number) => `Campaign recorded: ${formatBoost(boost)} Social Boost`,
  notRecorded: 'Sign in to record campaigns on your coach stats',
  recordFailed: (message: string) => `Campaign not recorded: ${message}`,
  copyFailed: 'Could not copy to the clipboard',
} as const;
