import { describe, expect, it } from 'vitest';
import { parseProfileTab } from './profile-tabs';

describe('profile tabs in the URL', () => {
  it('reads ?tab=payment and ?tab=orders, anything else is Personal', () => {
    expect(parseProfileTab('payment')).toBe('payment');
    expect(parseProfileTab('orders')).toBe('orders');
    expect(parseProfileTab('play')).toBe('play');
    expect(parseProfileTab('personal')).toBe('personal');
    expect(parseProfileTab(null)).toBe('personal');
    expect(parseProfileTab('ORDERS')).toBe('personal');
    expect(parseProfileTab('settings')).toBe('personal');
  });
});
