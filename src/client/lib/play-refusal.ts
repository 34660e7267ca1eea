import { type PlayLimitCode, playLimitCodes } from '../../shared/responsible-play';
import { ApiError } from './api';

/** The headline of each refusal; the server's message says what applied and when it lifts. */
export const refusalTitles: Record<PlayLimitCode, string> = {
  [playLimitCodes.limit]: 'Play limit reached',
  [playLimitCodes.coolOff]: 'You are taking a break',
  [playLimitCodes.selfExcluded]: 'Paid play is closed',
  [playLimitCodes.ageConfirmationRequired]: 'Please confirm your age',
};

const codes = new Set<string>(Object.values(playLimitCodes));

export interface PlayRefusal {
  code: PlayLimitCode;
  title: string;
  message: string;
}

/** A paid entry or bid refused by responsible play (403 with one of its codes), else null. */
export function playRefusalOf(error: unknown): PlayRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.code) return null;
  if (!codes.has(error.code)) return null;
  const code = error.code as PlayLimitCode;
  return { code, title: refusalTitles[code], message: error.detail };
}
