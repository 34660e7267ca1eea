import { describe, expect, it } from 'vitest';
import { formatDescription, parseDescription, reviseDescription } from './product-description';

describe('parseDescription', () => {
  it('reads a book: author, then the summary', () => {
    expect(parseDescription('AUTHOR:Joan Didion;;Essays on California and the sixties.')).toEqual({
      author: 'Joan Didion',
      badge: null,
      discount: null,
      text: 'Essays on California and the sixties.',
    });
  });

  it('reads a badge and a discount in any order, trimming spaces', () => {
    expect(
      parseDescription(
        ' BADGE: Best Seller ;; Polarized lenses. ;;DISCOUNT: 10% off with code BEACH',
      ),
    ).toEqual({
      author: null,
      badge: 'Best Seller',
      discount: '10% off with code BEACH',
      text: 'Polarized lenses.',
    });
  });

  it('treats plain descriptions, empty ones and nulls as text only', () => {
    expect(parseDescription('Classic aviators.')).toMatchObject({
      text: 'Classic aviators.',
      badge: null,
    });
    expect(parseDescription('')).toEqual({ author: null, badge: null, discount: null, text: '' });
    expect(parseDescription(null)).toEqual({ author: null, badge: null, discount: null, text: '' });
  });

  it('ignores empty segments and empty markers, keeps text with colons intact', () => {
    expect(parseDescription('BADGE:;;;;Note: hand wash only;;')).toEqual({
      author: null,
      badge: null,
      discount: null,
      text: 'Note: hand wash only',
    });
  });

  it('joins several free-text segments with a blank line', () => {
    expect(parseDescription('First.;;Second.').text).toBe('First.\n\nSecond.');
  });

  it('accepts lower-case markers', () => {
    expect(parseDescription('badge:New').badge).toBe('New');
  });
});

describe('formatDescription', () => {
  it('writes what parseDescription reads back', () => {
    const parts = {
      author: 'Toni Morrison',
      badge: 'Staff Pick',
      discount: '$5 off',
      text: 'A novel.',
    };
    const encoded = formatDescription(parts);
    expect(encoded).toBe('AUTHOR:Toni Morrison;;BADGE:Staff Pick;;DISCOUNT:$5 off;;A novel.');
    expect(parseDescription(encoded)).toEqual(parts);
  });

  it('omits what is empty', () => {
    expect(formatDescription({ text: 'Just text' })).toBe('Just text');
    expect(formatDescription({ badge: ' ', text: '' })).toBe('');
  });
});

describe('reviseDescription', () => {
  it('gives the stored text back word for word when no part changed', () => {
    const stored = 'Soft cotton.;;BADGE:New;;Second paragraph.';
    expect(reviseDescription(stored, { text: 'Soft cotton.\n\nSecond paragraph.' })).toBe(stored);
    expect(
      reviseDescription(stored, { badge: ' New ', text: ' Soft cotton.\n\nSecond paragraph.' }),
    ).toBe(stored);
    expect(reviseDescription(null, { text: '' })).toBe('');
  });

  it('formats anew when a part changed, keeping the parts the form does not show', () => {
    expect(
      reviseDescription('DISCOUNT:10% off;;AUTHOR:Ann Reef;;Old summary.', {
        text: 'New summary.',
      }),
    ).toBe('AUTHOR:Ann Reef;;DISCOUNT:10% off;;New summary.');
    expect(reviseDescription('BADGE:New;;Text.', { badge: '' })).toBe('Text.');
  });
});
