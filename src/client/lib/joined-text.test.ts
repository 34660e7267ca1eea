import { describe, expect, it } from 'vitest';
import { joinAdjacentText } from './joined-text';

const element = { type: 'b' };

describe('joinAdjacentText', () => {
  it('joins the texts the browser parser joins, numbers included', () => {
    expect(joinAdjacentText(['Pay in ', '2-3 hours', ', or play'])).toEqual([
      'Pay in 2-3 hours, or play',
    ]);
    expect(joinAdjacentText(['Only ', 2, ' left'])).toEqual(['Only 2 left']);
  });

  it('joins over nothing (null, undefined, booleans) between two texts, and keeps elements apart', () => {
    expect(joinAdjacentText(['a', false, null, 'b', element, 'c', undefined, true, 'd'])).toEqual([
      'ab',
      element,
      'cd',
    ]);
  });

  it('leaves nothing that is not between two texts where it is', () => {
    expect(joinAdjacentText([null, 'a', 'b', false, element, false])).toEqual([
      null,
      'ab',
      false,
      element,
      false,
    ]);
  });

  it('answers null when no two texts meet, so the children stay as they are', () => {
    expect(joinAdjacentText(['a', element, 'b'])).toBeNull();
    expect(joinAdjacentText([element, null, element])).toBeNull();
    expect(joinAdjacentText([['a', 'b'], 'c'])).toBeNull();
  });
});
