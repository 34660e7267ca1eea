/** What a payment is for: each paid action names its kind, and the kind decides its receipt. */
export type PaymentPurpose =
  | { kind: 'order'; description: string }
  | { kind: 'entry'; competitionId: number }
  | { kind: 'auction'; auctionId: number }
  | { kind: 'chat_unlock'; influencerId: string };

/** The payment's purpose as stored on its row and sent to the provider (at most 500 characters). */
export function purposeText(purpose: PaymentPurpose): string {
  switch (purpose.kind) {
    case 'order':
      return `order: ${purpose.description}`.slice(0, 500);
    case 'entry':
      return `play: competition ${purpose.competitionId}`;
    case 'auction':
      return `auction: ${purpose.auctionId}`;
    case 'chat_unlock':
      return `chat: ${purpose.influencerId}`.slice(0, 500);
  }
}

/** The receipt email a paid purpose sends: an order's (with its invoice), an entry's, or none. */
export function receiptOf(purpose: PaymentPurpose): 'order' | 'play' | null {
  switch (purpose.kind) {
    case 'order':
    case 'auction':
      return 'order';
    case 'entry':
      return 'play';
    case 'chat_unlock':
      return null;
  }
}
