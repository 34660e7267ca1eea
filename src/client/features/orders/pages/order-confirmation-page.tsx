import { CircleCheckBig, Gift, MapPin, PackageX, Truck, Wallet } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Order } from '../../../../shared/contracts/orders';
import { discountLineLabel } from '../../../../shared/discount-rules';
import { freeEntryEarnedText } from '../../../../shared/free-entry';
import { formatCents, formatDollars, toCents } from '../../../../shared/money';
import { shippingPriceText, TAX_RATE_PERCENT } from '../../../../shared/pricing';
import { formatShopDateTime } from '../../../../shared/shop-time';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { ProductImage } from '../../../components/product-image';
import { OrderStatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api';
import { useOrder } from '../api/get-order';
import { orderPaymentLabel, orderShippingLabel, productTypeName } from '../lib/order-display';

/** The order history, where 'View my orders' goes. */
export const ORDERS_PATH = '/profile?tab=orders';

/**
 * /order-confirmation/:id: the thank-you page. It stays until the shopper leaves it (the
 * specification's 5-second redirect took it away while it was being read; issue 21).
 */
export function OrderConfirmationPage() {
  const { id = '' } = useParams();
  // Only positive whole numbers can be orders; anything else is not found without asking.
  const validId = /^[1-9]\d{0,9}$/.test(id);
  return validId ? <LoadedConfirmation id={id} /> : <OrderNotFound />;
}

function LoadedConfirmation({ id }: { id: string }) {
  const query = useOrder(id);
  if (query.isPending) return <PageSpinner label="Loading your order" />;
  if (isNotFound(query.error)) return <OrderNotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <PageMeta title="Order confirmation" />
        <h1 className="sr-only">Order confirmation</h1>
        <LoadError
          error={query.error}
          onRetry={() => query.refetch()}
          title="We couldn't load your order"
        />
      </div>
    );
  }
  return <Confirmation order={query.data} />;
}

/** Buy one, play free: the free entries this order earned, with the way to use them. */
function FreeEntries({ order }: { order: Order }) {
  const earned = order.freeEntries.filter(
    (entry) => entry.state === 'unused' || entry.state === 'waiting',
  );
  if (earned.length === 0) return null;
  return (
    <ul className="mt-4 flex w-full flex-col gap-2">
      {earned.map((entry) => {
        const item = order.items.find((line) => line.productId === entry.productId);
        const name = item ? `${item.product.brand} ${item.product.model}` : 'this product';
        return (
          <li
            key={entry.productId}
            data-testid="free-entry-earned"
            className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-2xl bg-coral-50 px-4 py-3 text-sm font-medium text-coral-800"
          >
            <Gift aria-hidden="true" className="size-4 shrink-0" />
            <span>{freeEntryEarnedText(name, entry.state === 'waiting')}</span>
            {entry.state === 'unused' && (
              <Link
                to={`/social-play/${entry.productId}`}
                className="inline-flex min-h-6 items-center font-semibold text-ocean-700 underline underline-offset-4"
              >
                Play free now
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Confirmation({ order }: { order: Order }) {
  const cashOnDelivery = order.paymentMethod === 'cod';
  const { shipping } = order;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title="Order confirmed" description="Thank you for your order at Social Market." />

      <Card className="overflow-hidden">
        <CardContent className="flex flex-col items-center px-5 pt-8 pb-6 text-center sm:px-8">
          <div className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheckBig aria-hidden="true" className="size-9" />
          </div>
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
            Thank you for your order!
          </h1>
          <p className="mt-2 text-slate-600">
            Order <span className="font-semibold text-slate-900">#{order.orderId}</span> is
            confirmed
            {cashOnDelivery
              ? `. Please have ${formatDollars(order.total)} ready in cash when it arrives.`
              : ' and paid.'}
          </p>
          <OrderStatusBadge status={order.status} className="mt-3 py-1" />

          <p
            data-testid="delivery-promise"
            className="mt-5 flex items-center justify-center gap-2 text-sm font-medium text-slate-700"
          >
            <Truck aria-hidden="true" className="size-4 shrink-0 text-ocean-600" />
            {orderShippingLabel(shipping.method)}
          </p>
          <FreeEntries order={order} />
          <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild>
              <Link to={ORDERS_PATH}>View my orders</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/products">Continue shopping</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card className="mt-6">
        <CardContent className="p-5 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-bold text-ocean-950">Order summary</h2>
            <p className="text-sm text-slate-500">Placed {formatShopDateTime(order.createdAt)}</p>
          </div>
          <ul aria-label="Ordered items" className="mt-4 divide-y divide-slate-100">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-center gap-4 py-3">
                <div className="shrink-0 overflow-hidden rounded-xl border border-slate-200/80 bg-sand-100">
                  <ProductImage src={item.product.imageUrl} alt="" className="size-14" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold wrap-anywhere text-slate-900">{item.product.brand}</p>
                  <p className="text-sm wrap-anywhere text-slate-600">
                    {[
                      item.product.model,
                      item.size ? `Size ${item.size}` : null,
                      productTypeName(item.product.productType),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-sm text-slate-500 tabular-nums">
                    {item.quantity} × {formatDollars(item.price)}
                  </p>
                </div>
                <p className="font-semibold text-slate-900 tabular-nums">
                  {formatCents(toCents(item.price) * item.quantity)}
                </p>
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-slate-200 pt-4 text-sm">
            <SummaryRow label="Subtotal" value={formatDollars(order.subtotal)} />
            {order.discount > 0 && (
              <SummaryRow
                label={discountLineLabel(order.discountCode)}
                value={formatDollars(-order.discount)}
              />
            )}
            <SummaryRow
              label={orderShippingLabel(shipping.method)}
              value={shippingPriceText(toCents(shipping.cost))}
            />
            <SummaryRow label={`Tax (${TAX_RATE_PERCENT}%)`} value={formatDollars(order.tax)} />
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-ocean-950">
              <dt>Total</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {formatDollars(order.total)}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Card>
          <CardContent className="p-5 sm:p-6">
            <h2 className="flex items-center gap-2 text-base font-bold text-ocean-950">
              <MapPin aria-hidden="true" className="size-4 text-ocean-600" />
              Delivery
            </h2>
            <address className="mt-3 text-sm leading-relaxed wrap-anywhere text-slate-700 not-italic">
              <span className="font-semibold text-slate-900">{shipping.name}</span>
              <br />
              {shipping.line1}
              <br />
              {shipping.city}, {shipping.state} {shipping.postalCode}
              <br />
              {shipping.phone}
              <br />
              {shipping.email}
            </address>
            <p className="mt-3 text-sm text-slate-600">{orderShippingLabel(shipping.method)}</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="p-5 sm:p-6">
            <h2 className="flex items-center gap-2 text-base font-bold text-ocean-950">
              <Wallet aria-hidden="true" className="size-4 text-ocean-600" />
              Payment
            </h2>
            <p className="mt-3 text-sm font-semibold text-slate-900" data-testid="order-payment">
              {orderPaymentLabel(order)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {cashOnDelivery
                ? `${formatDollars(order.total)} due in cash on delivery.`
                : `${formatDollars(order.total)} charged.`}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function OrderNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Order Not Found" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <PackageX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Order Not Found
      </h1>
      <p className="mt-3 text-slate-600">
        We couldn't find this order. The link may be wrong, or the order belongs to another account.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={ORDERS_PATH}>View my orders</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">Continue shopping</Link>
        </Button>
      </div>
    </div>
  );
}
