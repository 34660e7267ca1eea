import type { LucideIcon } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/class-names';
import { buttonClassName } from './ui/button';

/** One line of the figures a confirm step shows: the first is the headline (the amount). */
export interface ConfirmFact {
  label: ReactNode;
  value: ReactNode;
  testId: string;
}

/**
 * The confirm step before money moves (a charge, a bid): an icon, what it is, the figures, then
 * Cancel or Confirm. Only Confirm calls `onConfirm`; Cancel, Escape and the overlay call `onCancel`.
 */
export function ConfirmStepDialog({
  open,
  icon: Icon,
  title,
  description,
  facts,
  confirmText,
  testId,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  facts: readonly ConfirmFact[];
  confirmText: string;
  testId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-coral-50 text-coral-600">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold tracking-tight text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {description}
          </AlertDialog.Description>
          {open && facts.length > 0 && (
            <dl className="mt-4 divide-y divide-slate-100 rounded-2xl bg-sand-100 px-4 text-sm">
              {facts.map((fact, index) => (
                <div key={fact.testId} className="flex items-center justify-between gap-3 py-3">
                  <dt className="text-slate-600">{fact.label}</dt>
                  <dd
                    data-testid={fact.testId}
                    className={cn(
                      'tabular-nums',
                      index === 0
                        ? 'text-lg font-extrabold text-ocean-950'
                        : 'font-semibold text-slate-900',
                    )}
                  >
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Cancel</AlertDialog.Cancel>
            {/* A long confirm text wraps on a phone instead of running out of the button. */}
            <AlertDialog.Action
              className={cn(
                buttonClassName('accent'),
                'h-auto min-h-11 py-2 text-center whitespace-normal',
              )}
              onClick={onConfirm}
            >
              {confirmText}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
