import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { Profile } from '../../../../shared/contracts/profile';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  ApplePayButton,
  CardForm,
  type CardResult,
  isApplePayAvailable,
  paymentConfigQueryOptions,
  paymentToasts,
  toPaymentMethodInput,
  useApplePayAvailable,
} from '../../payments';
import { useUpdateProfile } from '../api/update-profile';

function SavedCard({ card }: { card: NonNullable<Profile['paymentMethod']> }) {
  const month = String(card.expMonth).padStart(2, '0');
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-gradient-to-br from-ocean-800 to-ocean-950 p-4 text-white shadow-sm">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10">
        <CreditCard aria-hidden="true" className="size-6" />
      </div>
      <div className="min-w-0">
        <p className="font-semibold tracking-wide">
          {card.cardBrand} <span className="font-mono">•••• {card.lastFourDigits}</span>
        </p>
        <p className="text-sm text-ocean-100">
          Expires {month}/{card.expYear}
        </p>
      </div>
      <span className="ml-auto rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold">
        On file
      </span>
    </div>
  );
}

/**
 * The Payment tab: the card on file, the card form to add or replace it, and Apple Pay where this
 * device can use it.
 */
export function PaymentTab({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [checkingApplePay, setCheckingApplePay] = useState(false);
  const applePayAvailable = useApplePayAvailable();
  const card = profile.paymentMethod;

  // Saving a card sets type credit_card and submits the profile at once (shopper.md section 4).
  const onCard = (result: CardResult) =>
    update.mutate(
      { paymentMethod: toPaymentMethodInput(result) },
      {
        onSuccess: (saved) => {
          setEditing(false);
          const brand = saved.paymentMethod?.cardBrand ?? result.cardBrand;
          const last4 = saved.paymentMethod?.lastFourDigits ?? result.lastFourDigits;
          toast.success('Payment Method Added', {
            description: `Your ${brand} card ending in ${last4} has been added.`,
          });
        },
        onError: (error) =>
          toast.error(paymentToasts.paymentError.title, { description: getErrorMessage(error) }),
      },
    );

  const connectApplePay = async () => {
    setCheckingApplePay(true);
    try {
      const config = await queryClient.fetchQuery(paymentConfigQueryOptions()).catch(() => null);
      const available = config ? await isApplePayAvailable(config) : false;
      if (!available) {
        toast.error(paymentToasts.applePayNotAvailable.title, {
          description: paymentToasts.applePayNotAvailable.description,
        });
        return;
      }
      // Connecting sets type apple_pay and submits at once; it is charged per purchase.
      update.mutate(
        { paymentMethod: { type: 'apple_pay' } },
        {
          onSuccess: () =>
            toast.success(paymentToasts.applePayConnected.title, {
              description: paymentToasts.applePayConnected.description,
            }),
          onError: () =>
            toast.error('Error', {
              description: 'Could not update your profile. Please try again.',
            }),
        },
      );
    } finally {
      setCheckingApplePay(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5 p-5 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="font-semibold text-slate-900">Payment Method</h3>
              <p className="text-sm text-slate-600">
                The card we charge when you buy or play. Card numbers are never stored by us.
              </p>
            </div>
            {editing ? null : (
              <Button variant={card ? 'outline' : 'accent'} onClick={() => setEditing(true)}>
                {card ? (
                  <>
                    <RefreshCw aria-hidden="true" /> Update Card
                  </>
                ) : (
                  <>
                    <Plus aria-hidden="true" /> Add Card
                  </>
                )}
              </Button>
            )}
          </div>

          {card ? (
            <SavedCard card={card} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600">
              No payment method on file yet. Add a card to play or purchase products.
            </p>
          )}

          {editing ? (
            <div className="rounded-xl border border-slate-200 p-4 sm:p-5">
              <h4 className="mb-4 font-semibold text-slate-900">
                {card ? 'Update your card' : 'Add a card'}
              </h4>
              <CardForm
                onCard={onCard}
                processing={update.isPending}
                submitLabel="Save Card"
                onCancel={() => setEditing(false)}
              />
            </div>
          ) : null}
        </CardContent>
      </Card>

      {/* Offered only where this device can pay with it (decision 0071). */}
      {applePayAvailable && (
        <Card>
          <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h3 className="font-semibold text-slate-900">Apple Pay</h3>
              <p className="text-sm text-slate-600">
                Pay with Apple Pay at checkout on this device.
              </p>
            </div>
            <ApplePayButton
              pending={checkingApplePay}
              onClick={connectApplePay}
              className="w-full sm:w-auto"
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
