export const profileTabs = [
  { value: 'personal', label: 'Personal' },
  { value: 'payment', label: 'Payment' },
  { value: 'orders', label: 'Orders' },
  { value: 'bids', label: 'My bids' },
  { value: 'play', label: 'Limits' },
] as const;

export type ProfileTab = (typeof profileTabs)[number]['value'];

/** The tab named by `?tab=` (payment, orders, bids, play), else Personal. */
export function parseProfileTab(value: string | null): ProfileTab {
  return profileTabs.find((tab) => tab.value === value)?.value ?? 'personal';
}
