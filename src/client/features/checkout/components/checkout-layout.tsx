import type { ReactNode } from 'react';
import { DELIVERY_PROMISE } from '../../../../shared/pricing';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The page title block of both checkouts. */
export function CheckoutHeader({ subtitle }: { subtitle?: string }) {
  return (
    <div className="mb-6 sm:mb-8">
      <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
        Secure checkout
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
        Checkout
      </h1>
      <p className="mt-2 text-slate-600">
        {subtitle ?? `${DELIVERY_PROMISE} (Laguna Beach), free on every order.`}
      </p>
    </div>
  );
}

/** One numbered part of the checkout form. */
export function CheckoutSection({
  step,
  title,
  action,
  children,
}: {
  step: number;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `checkout-step-${step}`;
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <section aria-labelledby={headingId}>
          <div className="mb-5 flex items-center justify-between gap-3">
            <h2
              id={headingId}
              className="flex items-center gap-2.5 text-lg font-bold text-ocean-950"
            >
              <span
                aria-hidden="true"
                className="flex size-7 items-center justify-center rounded-full bg-ocean-800 text-sm font-bold text-white"
              >
                {step}
              </span>
              {title}
            </h2>
            {action}
          </div>
          {children}
        </section>
      </CardContent>
    </Card>
  );
}

/** Two columns on wide screens: the form, and the summary beside it. */
export const checkoutGridClass =
  'grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8';

export function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading checkout" className={checkoutGridClass}>
      <div className="flex flex-col gap-6">
        <Card className="p-6">
          <Skeleton className="h-6 w-48" />
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <div key={key} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-11 w-full rounded-xl" />
              </div>
            ))}
          </div>
        </Card>
        <Card className="p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-5 h-16 w-full rounded-xl" />
          <Skeleton className="mt-3 h-16 w-full rounded-xl" />
        </Card>
      </div>
      <Card className="p-6">
        <Skeleton className="h-6 w-36" />
        <Skeleton className="mt-5 h-14 w-full" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-6 h-12 w-full rounded-full" />
      </Card>
    </div>
  );
}
