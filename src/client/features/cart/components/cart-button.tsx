import { ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { liveTopics } from '../../../../shared/live-topics';
import { useLiveQuery } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { useCart } from '../api/get-cart';
import { cartBadgeText, cartButtonLabel, cartItemCount } from '../lib/cart-lines';

/**
 * The header's cart button with the number of items in the cart (a signed-in shopper's; the
 * visitor's cart is empty). The count follows the cart query, which every cart change refreshes,
 * and the shopper's notifications (a won prize is put in the cart by the server).
 */
export function CartButton({
  userId,
  className,
  ...props
}: { userId: number | null; className: string } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const signedIn = userId !== null;
  const cart = useCart({ enabled: signedIn });
  // A won prize lands in the cart with a notification: the badge follows it.
  useLiveQuery(queryKeys.cart.all, signedIn ? liveTopics.notifications(userId) : null);
  const count = signedIn && cart.data ? cartItemCount(cart.data) : 0;
  const badge = cartBadgeText(count);
  return (
    // Other props (a tooltip's handlers) go to the link.
    <Link
      {...props}
      to="/cart"
      aria-label={cartButtonLabel(count)}
      className={`relative ${className}`}
    >
      <ShoppingCart aria-hidden="true" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute top-0.5 left-[21px] flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-ocean-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
