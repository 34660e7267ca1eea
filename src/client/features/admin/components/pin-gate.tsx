import { useQueryClient } from '@tanstack/react-query';
import { Clock, LoaderCircle, LockKeyhole } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PIN_LENGTH, adminErrorCodes } from '../../../../shared/contracts/admin';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError, getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useAdminSession } from '../api/admin-session';
import { useVerifyPin } from '../api/verify-pin';

const invalidPinInline = 'Invalid PIN. Please try again.';

/** How long before the step-up ends the panel warns (issue 37, item 6). */
export const PIN_WARNING_SECONDS = 120;
export const pinExpiredReason =
  'Your admin session has expired. Please verify your admin PIN to continue.';
export const pinExtendReason =
  'Enter your admin PIN to keep the admin panel open for another 30 minutes.';

/**
 * The PIN step-up form: a 12-digit password field, Cancel and Verify PIN. Cancel goes home, or
 * calls `onCancel` where the form is an extension the admin may decline.
 */
function PinGateCard({
  reason,
  onCancel,
  onVerified,
}: {
  reason?: string;
  onCancel?: () => void;
  onVerified?: () => void;
}) {
  const navigate = useNavigate();
  const verify = useVerifyPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const titleId = `${inputId}-title`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    verify.mutate(pin, {
      onSuccess: () => onVerified?.(),
      onError: (failure) => {
        setPin('');
        const isInvalidPin =
          failure instanceof ApiError &&
          failure.status === 403 &&
          failure.code !== adminErrorCodes.pinNotConfigured;
        if (isInvalidPin) {
          toast.error('Access denied', { description: failure.detail });
          setError(invalidPinInline);
        } else {
          const message = getErrorMessage(failure);
          toast.error('Access denied', { description: message });
          setError(message);
        }
      },
    });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </div>
      <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
        Admin Authentication
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {reason ?? 'Enter your 12-digit admin PIN to open the admin panel.'}
      </p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Admin PIN</Label>
          <Input
            id={inputId}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ADMIN_PIN_LENGTH}
            placeholder="12-digit PIN"
            value={pin}
            autoFocus
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="tracking-[0.3em]"
          />
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => (onCancel ? onCancel() : navigate('/'))}>
            Cancel
          </Button>
          <Button type="submit" disabled={verify.isPending || pin.length === 0}>
            {verify.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Verify PIN
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * Admin screens behind the PIN step-up: the gate shows until GET /api/admin/session reports an
 * elevated session. Two minutes before the step-up ends (the server's count of what is left) a
 * banner says so, with a button to enter the PIN again; when it has ended the gate opens over the
 * screen and says so, as it does when a write answers PIN_REQUIRED, so a half-filled form survives
 * re-entering the PIN.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const elevated = session.data?.elevated === true;
  const [unlocked, setUnlocked] = useState(false);
  const [extending, setExtending] = useState(false);
  if (elevated && !unlocked) setUnlocked(true);
  // The server's "seconds left", counted from when its answer arrived, on this device's clock.
  const endsAt = elevated
    ? session.dataUpdatedAt + (session.data?.remainingSeconds ?? 0) * 1000
    : 0;

  if (session.isPending) return <PageSpinner label="Checking admin access" />;
  if (session.isError && !unlocked) {
    return (
      <div className="mx-auto max-w-md px-6 py-20 text-center">
        <p className="text-slate-700">{getErrorMessage(session.error)}</p>
        <Button className="mt-6" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!unlocked) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
        <PageMeta title="Admin Authentication" />
        <PinGateCard />
      </div>
    );
  }
  const lapse = () => {
    setExtending(false);
    queryClient.setQueryData(queryKeys.admin.session, {
      elevated: false,
      elevatedUntil: null,
      remainingSeconds: 0,
    });
  };
  return (
    <>
      {elevated && (
        <PinExpiryWarning
          key={endsAt}
          endsAt={endsAt}
          onLapsed={lapse}
          onExtend={() => setExtending(true)}
        />
      )}
      {children}
      {(!elevated || extending) && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label="Admin Authentication"
          className={cn(
            'fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 px-4 backdrop-blur-sm',
          )}
        >
          {elevated ? (
            <PinGateCard
              key="extend"
              reason={pinExtendReason}
              onCancel={() => setExtending(false)}
              onVerified={() => setExtending(false)}
            />
          ) : (
            <PinGateCard key="expired" reason={pinExpiredReason} />
          )}
        </div>
      )}
    </>
  );
}

/** 'm:ss' of whole seconds. */
function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The banner of the step-up's last two minutes: how long is left, ticking, and a button to enter
 * the PIN again. At the end it hands over to the gate (`onLapsed`).
 */
function PinExpiryWarning({
  endsAt,
  onLapsed,
  onExtend,
}: {
  endsAt: number;
  onLapsed: () => void;
  onExtend: () => void;
}) {
  const now = useNow();
  const left = Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000));
  useEffect(() => {
    if (left === 0) onLapsed();
  }, [left, onLapsed]);
  if (left === 0 || left > PIN_WARNING_SECONDS) return null;
  return (
    <div
      role="status"
      data-testid="pin-expiry-warning"
      className="sticky top-16 z-30 border-b border-amber-300 bg-amber-50 px-4 py-3"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
        <p className="min-w-0 flex-1 text-sm font-medium text-amber-950">
          Your admin session ends in {minutesAndSeconds(left)}. Enter your PIN again to keep working
          without losing your changes.
        </p>
        <Button size="sm" onClick={onExtend}>
          Re-enter PIN
        </Button>
      </div>
    </div>
  );
}
