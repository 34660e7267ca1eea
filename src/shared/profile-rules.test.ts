import { describe, expect, it } from 'vitest';
import { isProfileComplete, type Profile, profileDetails } from './contracts/profile';
import { missingFor, missingMessage, type ProfileDetails } from './profile-rules';

const full: ProfileDetails = {
  name: 'Casey Shopper',
  email: 'casey@example.com',
  phone: '9495550123',
  address: { line1: '123 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
  hasCard: true,
};

/** A shopper who saved only a card: not enough to enter, bid or have anything delivered. */
const cardOnly: ProfileDetails = {
  name: null,
  email: null,
  phone: null,
  address: { line1: null, city: null, state: null, postalCode: null },
  hasCard: true,
};

describe('the completeness rule', () => {
  it('asks the same of an entry as of a bid: the card, the contact and a delivery address', () => {
    expect(missingFor(full, 'enter')).toEqual([]);
    expect(missingFor(cardOnly, 'enter')).toEqual(['name', 'email', 'phone', 'address']);
    expect(missingFor(cardOnly, 'enter')).toEqual(missingFor(cardOnly, 'bid'));
    expect(missingFor({ ...full, hasCard: false }, 'enter')).toEqual(['card']);
    expect(missingMessage('enter', ['card'])).toBe('To enter a game, we need a card on file.');
    expect(missingMessage('enter', missingFor(cardOnly, 'enter'))).toBe(
      'To enter a game, we need your name, your email, your phone number and a delivery address in ZIP 92651.',
    );
  });

  it('asks of an order the same contact and address, and the card when it pays', () => {
    const noCard = { ...full, hasCard: false };
    expect(missingFor(noCard, 'buy', { payByCardOnFile: true })).toEqual(
      missingFor(noCard, 'enter'),
    );
    expect(missingFor(cardOnly, 'buy', { payByCardOnFile: true })).toEqual(
      missingFor(cardOnly, 'bid'),
    );
  });

  it('asks a winner who entered with only a card for the delivery details, by name', () => {
    expect(missingFor(cardOnly, 'claim')).toEqual(['name', 'email', 'phone', 'address']);
    expect(missingMessage('claim', missingFor(cardOnly, 'claim'))).toBe(
      'To claim your prize, we need your name, your email, your phone number and a delivery address in ZIP 92651.',
    );
  });

  it('applies the same requirements to buying as to claiming', () => {
    expect(missingFor(cardOnly, 'buy')).toEqual(missingFor(cardOnly, 'claim'));
    expect(missingFor({ ...full, phone: ' ' }, 'buy')).toEqual(['phone']);
    expect(missingMessage('buy', ['phone'])).toBe('To buy, we need your phone number.');
  });

  it('needs the card for an order only when the order is paid with it', () => {
    const noCard = { ...full, hasCard: false };
    expect(missingFor(noCard, 'buy')).toEqual([]);
    expect(missingFor(noCard, 'buy', { payByCardOnFile: true })).toEqual(['card']);
    expect(missingFor(noCard, 'claim', { payByCardOnFile: true })).toEqual(['card']);
  });

  it('counts an address outside 92651 as no delivery address', () => {
    const elsewhere = { ...full, address: { ...full.address, postalCode: '92660' } };
    expect(missingFor(elsewhere, 'buy')).toEqual(['address']);
    expect(
      missingFor(
        { ...elsewhere, address: { ...elsewhere.address, postalCode: '92651-1234' } },
        'buy',
      ),
    ).toEqual([]);
  });

  it('calls a profile complete when every step is ready, with a card on file', () => {
    expect(missingFor(full, 'all')).toEqual([]);
    expect(missingFor(cardOnly, 'all')).toEqual(['name', 'email', 'phone', 'address']);
    const profile: Profile = {
      name: full.name ?? null,
      email: full.email ?? null,
      phone: full.phone ?? null,
      address: {
        line1: '123 Ocean Ave',
        city: 'Laguna Beach',
        state: 'CA',
        postalCode: '92651',
        country: 'USA',
      },
      paymentMethod: {
        type: 'card',
        cardBrand: 'VISA',
        lastFourDigits: '1111',
        expMonth: 12,
        expYear: 2030,
      },
      preferences: { receiveNotifications: true, newsletterSubscription: false },
    };
    expect(isProfileComplete(profile)).toBe(true);
    expect(profileDetails(profile).hasCard).toBe(true);
    expect(isProfileComplete({ ...profile, paymentMethod: null })).toBe(false);
    expect(
      isProfileComplete({ ...profile, address: { ...profile.address, postalCode: '92660' } }),
    ).toBe(false);
  });
});
