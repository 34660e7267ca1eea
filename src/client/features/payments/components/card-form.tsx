import { useEffect } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { usePaymentConfig } from '../api/get-payment-config';
import { paymentToasts } from '../lib/payment-toasts';
import { CardFormActions, type CardFormCommonProps } from './card-form-actions';
import { PaymentSetupFailed } from './payment-setup-failed';
import { SquareCardForm } from './square-card-form';
import { TestCardForm } from './test-card-form';

/**
 * The card form for the configured provider: Square's card field, or our own test form. It only
 * tokenises: `onCard` receives the card result and the parent saves or charges it.
 */
export function CardForm({
  onCard,
  processing = false,
  submitLabel = 'Save Card',
  onCancel,
}: Omit<CardFormCommonProps, 'processing' | 'submitLabel'> & {
  processing?: boolean;
  submitLabel?: string;
}) {
  const config = usePaymentConfig();

  useEffect(() => {
    if (config.isError) {
      toast.error(paymentToasts.setupFailed.title, {
        id: 'payment-setup',
        description: paymentToasts.setupFailed.description,
      });
    }
  }, [config.isError]);

  const common = { onCard, processing, submitLabel, onCancel };
  if (config.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-12 rounded-xl" />
        <Skeleton className="h-12 rounded-xl" />
        <CardFormActions {...common} ready={false} />
      </div>
    );
  }
  if (config.isError) return <PaymentSetupFailed onCancel={onCancel} />;
  if (config.data.provider === 'square') return <SquareCardForm config={config.data} {...common} />;
  return <TestCardForm {...common} />;
}
