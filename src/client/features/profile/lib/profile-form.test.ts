import { describe, expect, it } from 'vitest';
import {
  type Profile,
  profileFormSchema,
  profileMessages,
} from '../../../../shared/contracts/profile';
import { toPersonalFormValues, toPersonalPatch } from './profile-form';

const emptyProfile: Profile = {
  name: null,
  email: null,
  phone: null,
  address: { line1: null, city: null, state: null, postalCode: null, country: 'USA' },
  paymentMethod: null,
  preferences: { receiveNotifications: true, newsletterSubscription: false },
};

describe('the Personal form', () => {
  it('starts a new shopper with empty fields, country USA, card type and default preferences', () => {
    expect(toPersonalFormValues(emptyProfile)).toEqual({
      name: '',
      email: '',
      phone: '',
      address: { line1: '', city: '', state: '', postalCode: '', country: 'USA' },
      paymentMethod: { type: 'card' },
      preferences: { receiveNotifications: true, newsletterSubscription: false },
    });
  });

  it('shows every section-5 message for an empty form', () => {
    const values = toPersonalFormValues(emptyProfile);
    const result = profileFormSchema.safeParse({
      ...values,
      address: { ...values.address, country: '' },
      paymentMethod: { type: '' },
    });
    expect(result.success).toBe(false);
    const messages = new Set(result.error?.issues.map((issue) => issue.message));
    for (const message of Object.values(profileMessages)) expect(messages).toContain(message);
  });

  it('sends contact, address and preferences but not the hidden payment type', () => {
    const values = profileFormSchema.parse({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '9495550100',
      address: { line1: '123 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
      paymentMethod: { type: 'card' },
      preferences: { receiveNotifications: false, newsletterSubscription: true },
    });
    expect(toPersonalPatch(values)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '9495550100',
      address: {
        line1: '123 Ocean Ave',
        city: 'Laguna Beach',
        state: 'CA',
        postalCode: '92651',
        country: 'USA',
      },
      preferences: { receiveNotifications: false, newsletterSubscription: true },
    });
  });
});
