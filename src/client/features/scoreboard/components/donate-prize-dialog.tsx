import { AlertDialog } from 'radix-ui';
import { buttonClassName } from '../../../components/ui/button';

interface DonatePrizeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  onConfirm: () => void;
}

/** Asks before the winner donates a prize: it cannot be bought for $1 afterwards. */
export function DonatePrizeDialog({
  open,
  onOpenChange,
  productName,
  onConfirm,
}: DonatePrizeDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            Donate your prize?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {productName} will be donated instead of delivered to you, and its $1 line leaves your
            cart. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('primary')} onClick={onConfirm}>
              Donate
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
