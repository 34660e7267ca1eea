import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { playRefusalOf } from './play-refusal';

describe('a paid entry or bid refused by responsible play', () => {
  it('reads the four codes of a 403 with their titles and the server words', () => {
    expect(playRefusalOf(new ApiError(403, 'Your daily limit…', 'PLAY_LIMIT'))).toEqual({
      code: 'PLAY_LIMIT',
      title: 'Play limit reached',
      message: 'Your daily limit…',
    });
    expect(playRefusalOf(new ApiError(403, 'x', 'COOL_OFF'))?.title).toBe('You are taking a break');
    expect(playRefusalOf(new ApiError(403, 'x', 'SELF_EXCLUDED'))?.title).toBe(
      'Paid play is closed',
    );
    expect(playRefusalOf(new ApiError(403, 'x', 'AGE_CONFIRMATION_REQUIRED'))?.code).toBe(
      'AGE_CONFIRMATION_REQUIRED',
    );
  });

  it('anything else is not one', () => {
    expect(playRefusalOf(new ApiError(403, 'x', 'PIN_REQUIRED'))).toBeNull();
    expect(playRefusalOf(new ApiError(409, 'x', 'PLAY_LIMIT'))).toBeNull();
    expect(playRefusalOf(new Error('x'))).toBeNull();
  });
});
