import { LoaderCircle, Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { CardResult } from '../lib/card';

export interface CardFormCommonProps {
  /** Receives the tokenised card; the parent saves or charges it. */
  onCard: (card: CardResult) => void;
  /** True while the parent is saving or charging: the form cannot be submitted again. */
  processing: boolean;
  submitLabel: string;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
}

/** Submit (disabled until the form is ready and while processing) and the optional Cancel. */
export function CardFormActions({
  ready,
  processing,
  submitLabel,
  onCancel,
}: {
  ready: boolean;
  processing: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" variant="accent" disabled={!ready || processing}>
        {processing ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" /> Processing...
          </>
        ) : (
          <>
            <Lock aria-hidden="true" /> {submitLabel}
          </>
        )}
      </Button>
    </div>
  );
}
