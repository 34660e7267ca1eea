import { CircleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Link } from 'react-router';
import type { PlayBlock } from '../lib/play-readiness';
import { buttonClassName } from './ui/button';

/** Where a shopper fixes what blocks a paid step: the profile, its card, or the limits. */
export function playBlockLinks(block: PlayBlock): { to: string; label: string }[] {
  if (block.kind === 'limit') {
    return [{ to: '/profile?tab=play', label: 'Responsible play settings' }];
  }
  return [
    ...(block.needsDetails ? [{ to: '/profile', label: 'Complete your profile' }] : []),
    ...(block.needsCard ? [{ to: '/profile?tab=payment', label: 'Add a card' }] : []),
  ];
}

/**
 * Said instead of a confirm step that could only be refused (decision 0067): what is missing or
 * which limit applies, in the server's words, with the way to fix it.
 */
export function PlayBlockedDialog({
  block,
  onClose,
}: {
  block: PlayBlock | null;
  onClose: () => void;
}) {
  const links = block ? playBlockLinks(block) : [];
  return (
    <AlertDialog.Root open={block !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid="play-blocked"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-coral-50 text-coral-600">
            <CircleAlert aria-hidden="true" className="size-6" />
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold tracking-tight text-slate-900">
            {block?.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {block?.message}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Not now</AlertDialog.Cancel>
            {links.map((link, index) => (
              <AlertDialog.Action key={link.to} asChild>
                <Link
                  to={link.to}
                  className={buttonClassName(index === links.length - 1 ? 'accent' : 'outline')}
                >
                  {link.label}
                </Link>
              </AlertDialog.Action>
            ))}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
