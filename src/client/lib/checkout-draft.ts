/**
 * What a shopper typed into a checkout, kept in the tab's session storage so that Back, a reload,
 * or signing in again (an expired session) comes back to a filled form. One draft per signed-in
 * user and per checkout (the cart's, or one product's). It holds the delivery details and the
 * choices only, never a card number: a card goes straight to the payment provider's form. It is
 * removed once the order is placed, and every draft is removed when the shopper signs out.
 */

const PREFIX = 'checkout-draft:';

export type CheckoutKind = 'cart' | { productId: number };

export interface CheckoutDraft {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  shippingMethod?: string;
  payment?: string;
  saveToProfile?: boolean;
}

const textFields = ['fullName', 'email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

function keyOf(userId: number, kind: CheckoutKind): string {
  return `${PREFIX}${userId}:${kind === 'cart' ? 'cart' : `product-${kind.productId}`}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the checkout works, it just keeps nothing.
    return null;
  }
}

/** The draft, or null when there is none or it is not one this code wrote. */
export function readCheckoutDraft(userId: number, kind: CheckoutKind): CheckoutDraft | null {
  const raw = storage()?.getItem(keyOf(userId, kind));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!textFields.every((field) => typeof record[field] === 'string')) return null;
    const draft = Object.fromEntries(textFields.map((field) => [field, record[field]]));
    return {
      ...(draft as Pick<CheckoutDraft, (typeof textFields)[number]>),
      ...(typeof record.shippingMethod === 'string'
        ? { shippingMethod: record.shippingMethod }
        : {}),
      ...(typeof record.payment === 'string' ? { payment: record.payment } : {}),
      ...(typeof record.saveToProfile === 'boolean' ? { saveToProfile: record.saveToProfile } : {}),
    };
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(userId: number, kind: CheckoutKind, draft: CheckoutDraft): void {
  const picked: CheckoutDraft = {
    ...Object.fromEntries(textFields.map((field) => [field, String(draft[field] ?? '')])),
    shippingMethod: draft.shippingMethod,
    payment: draft.payment,
    saveToProfile: draft.saveToProfile,
  } as CheckoutDraft;
  try {
    storage()?.setItem(keyOf(userId, kind), JSON.stringify(picked));
  } catch {
    // Full or refused: the form still works, unsaved.
  }
}

export function clearCheckoutDraft(userId: number, kind: CheckoutKind): void {
  storage()?.removeItem(keyOf(userId, kind));
}

/** On sign-out: the next person at this tab sees none of it. */
export function clearAllCheckoutDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
