import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paymentToasts } from '../lib/payment-toasts';

/** The card form could not be set up (provider config or SDK script did not load): refresh. */
export function PaymentSetupFailed({ onCancel }: { onCancel?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="block font-semibold">{paymentToasts.setupFailed.title}</span>
          {paymentToasts.setupFailed.description}
        </span>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button size="sm" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </div>
    </div>
  );
}
