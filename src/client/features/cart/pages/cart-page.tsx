import { useIsMutating, useQuery } from '@tanstack/react-query';
import { ArrowRight, ShoppingCart, Truck, UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '../../../../shared/contracts/cart';
import { profileDetails } from '../../../../shared/contracts/profile';
import { formatCents } from '../../../../shared/money';
import {
  DELIVERY_PROMISE,
  LOCAL_DELIVERY,
  orderTotals,
  shippingPriceText,
  TAX_RATE_PERCENT,
} from '../../../../shared/pricing';
import { missingFor, missingMessage } from '../../../../shared/profile-rules';
import { sizeChoices } from '../../../../shared/sizes';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { queryKeys } from '../../../lib/query-keys';
import { profileQueryOptions } from '../../profile';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartLine } from '../components/cart-line';
import { cartItemCount, pricedLines } from '../lib/cart-lines';
import { toastEmptyCart } from '../lib/empty-cart';

/**
 * /cart (signed-in, under ProtectedRoute). Nobody is sent away to /profile: what
 * the order still needs is named here and asked for by the checkout form.
 */
export function CartPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title="Cart" description="Your Social Market cart." />
      <CartContents />
    </div>
  );
}

function CartContents() {
  const cart = useCart({ fresh: true });

  return (
    <>
      <div className="mb-6 sm:mb-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">Cart</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
          Your Cart
        </h1>
        {cart.data && cart.data.length > 0 && (
          <p className="mt-2 text-slate-600">
            {cartItemCount(cart.data) === 1 ? '1 item' : `${cartItemCount(cart.data)} items`} ready
            for delivery in Laguna Beach.
          </p>
        )}
      </div>
      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <LoadError
          error={cart.error}
          onRetry={() => cart.refetch()}
          title="We couldn't load your cart"
        />
      ) : cart.data.length === 0 ? (
        <EmptyCart />
      ) : (
        <FilledCart items={cart.data} />
      )}
    </>
  );
}

function FilledCart({ items }: { items: CartItem[] }) {
  const navigate = useNavigate();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const editing = useIsMutating({ mutationKey: queryKeys.cart.edit }) > 0;
  const totals = orderTotals(pricedLines(items), LOCAL_DELIVERY.costCents);
  const count = cartItemCount(items);
  const profile = useQuery(profileQueryOptions());
  const purpose = items.some((item) => item.type === 'prize') ? 'claim' : 'buy';
  const missing = profile.data ? missingFor(profileDetails(profile.data), purpose) : [];

  // A won prize sold in sizes has its size chosen here before checkout.
  const [sizeMissing, setSizeMissing] = useState(false);
  const prizeWithoutSize = items.some(
    (item) => item.type === 'prize' && !item.size && sizeChoices(item.product.size).length > 0,
  );

  const proceed = () => {
    if (items.length === 0) return toastEmptyCart();
    if (prizeWithoutSize) return setSizeMissing(true);
    navigate('/checkout');
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <Card>
        <ul aria-label="Cart items" className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <CartLine
                item={item}
                onQuantityChange={(quantity) => update.mutate({ id: item.id, quantity })}
                onRemove={() => remove.mutate(item.id)}
                sizeMissing={sizeMissing}
              />
            </li>
          ))}
        </ul>
      </Card>

      <Card className="lg:sticky lg:top-20">
        <CardContent className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-ocean-950">Summary</h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">
                Subtotal ({count === 1 ? '1 item' : `${count} items`})
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-testid="cart-subtotal">
                {formatCents(totals.subtotalCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{LOCAL_DELIVERY.label}</dt>
              <dd className="font-medium text-slate-900" data-testid="cart-shipping">
                {shippingPriceText(totals.shippingCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Tax ({TAX_RATE_PERCENT}%)</dt>
              <dd className="font-medium text-slate-900 tabular-nums" data-testid="cart-tax">
                {formatCents(totals.taxCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold text-ocean-950">
              <dt>Total</dt>
              <dd className="tabular-nums" data-testid="cart-total">
                {formatCents(totals.totalCents)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 flex gap-2 rounded-xl bg-sand-100 p-3 text-xs leading-relaxed text-slate-600">
            <Truck aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
            <span data-testid="delivery-promise">{DELIVERY_PROMISE}, free on every order.</span>
          </p>
          {missing.length > 0 && (
            <p
              data-testid="missing-details"
              className="mt-3 flex gap-2 rounded-xl bg-coral-50 p-3 text-xs leading-relaxed text-slate-700"
            >
              <UserRoundPen aria-hidden="true" className="size-4 shrink-0 text-coral-700" />
              <span>{missingMessage(purpose, missing)} You can add them at checkout.</span>
            </p>
          )}
          <Button size="lg" className="mt-5 w-full" onClick={proceed} disabled={editing}>
            Proceed to checkout
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button asChild variant="link" className="mt-2 w-full">
            <Link to="/products">Continue shopping</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function EmptyCart() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <ShoppingCart aria-hidden="true" className="size-8" />
        </div>
        <h2 className="text-xl font-bold text-slate-900">Your cart is empty</h2>
        <p className="max-w-sm text-slate-600">
          Find something you love in the shop and add it to your cart.
        </p>
        <Button asChild variant="accent" className="mt-3">
          <Link to="/products">Browse Products</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function CartSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your cart"
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8"
    >
      <Card className="divide-y divide-slate-100">
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-4 p-4 sm:p-5">
            <Skeleton className="size-20 rounded-xl sm:size-24" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-2 h-9 w-28 rounded-full" />
            </div>
          </div>
        ))}
      </Card>
      <Card className="p-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-6 h-12 w-full rounded-full" />
      </Card>
    </div>
  );
}
