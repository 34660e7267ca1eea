import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PaymentConfig } from '../../../../shared/contracts/orders';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { paymentToasts } from '../lib/payment-toasts';
import {
  getSquarePayments,
  type SquareCard,
  SquareScriptLoadError,
  squareCardResult,
} from '../lib/square-sdk';
import { CardFormActions, type CardFormCommonProps } from './card-form-actions';
import { PaymentSetupFailed } from './payment-setup-failed';

type SetupState = 'loading' | 'ready' | 'failed' | 'error';

/** Square's Web Payments SDK card field: the card number never touches our page or server. */
export function SquareCardForm({
  config,
  onCard,
  processing,
  submitLabel,
  onCancel,
}: CardFormCommonProps & { config: PaymentConfig }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<SquareCard | null>(null);
  const [state, setState] = useState<SetupState>('loading');
  const [tokenizing, setTokenizing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let instance: SquareCard | null = null;
    setState('loading');
    (async () => {
      try {
        const payments = await getSquarePayments(config);
        const created = await payments.card();
        if (cancelled || !containerRef.current) {
          // Unmounted while Square was starting (e.g. the form was cancelled).
          void created.destroy();
          return;
        }
        instance = created;
        await instance.attach(containerRef.current);
        if (cancelled) return;
        cardRef.current = instance;
        setState('ready');
      } catch (error) {
        if (cancelled) return;
        if (error instanceof SquareScriptLoadError) {
          setState('failed');
          toast.error(paymentToasts.setupFailed.title, {
            id: 'payment-setup',
            description: paymentToasts.setupFailed.description,
          });
        } else {
          setState('error');
          toast.error(paymentToasts.setupError.title, {
            id: 'payment-setup',
            description: paymentToasts.setupError.description,
          });
        }
      }
    })();
    return () => {
      cancelled = true;
      cardRef.current = null;
      void instance?.destroy();
    };
  }, [config]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing || tokenizing) return;
    const card = cardRef.current;
    if (state !== 'ready' || !card) {
      toast.error(paymentToasts.formNotReady.title, {
        description: paymentToasts.formNotReady.description,
      });
      return;
    }
    setTokenizing(true);
    try {
      const result = await card.tokenize();
      const cardResult = squareCardResult(result);
      if (!cardResult) {
        toast.error(paymentToasts.cardValidationFailed.title, {
          description:
            result.errors?.find((entry) => entry.message)?.message ??
            paymentToasts.cardValidationFailed.description,
        });
        return;
      }
      onCard(cardResult);
    } catch {
      toast.error(paymentToasts.cardValidationFailed.title, {
        description: paymentToasts.cardValidationFailed.description,
      });
    } finally {
      setTokenizing(false);
    }
  };

  if (state === 'failed') return <PaymentSetupFailed onCancel={onCancel} />;

  return (
    <form noValidate aria-label="Card details" onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="relative min-h-[5.5rem]">
        {state === 'loading' ? (
          <Skeleton className="absolute inset-x-0 top-0 h-12 rounded-xl" />
        ) : null}
        {/* Square renders its secure card field (an iframe) into this element. */}
        <div ref={containerRef} />
      </div>
      {state === 'error' ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {paymentToasts.setupError.description}
        </p>
      ) : null}
      <CardFormActions
        ready={state === 'ready'}
        processing={processing || tokenizing}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
