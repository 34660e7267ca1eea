import type { Message } from '../../../../shared/contracts/coach';
import { formatShopStamp } from '../../../../shared/shop-time';
import { cn } from '../../../lib/class-names';
import { useNowAtRender } from '../../../lib/use-now';

/**
 * A chat thread as bubbles, the reader's own on the right: the shopper's panel and the
 * influencer's inbox show the same thread, each from its own side.
 */
export function MessageBubbles({
  messages,
  reader,
  otherName,
  label,
  className,
  testIdOf,
}: {
  messages: Message[];
  /** Whose messages are the reader's own ('You:'). */
  reader: Message['from'];
  /** What a screen reader hears before the other side's messages. */
  otherName: string;
  label: string;
  /** The list's height limit, e.g. 'max-h-72'. */
  className?: string;
  testIdOf: (mine: boolean) => string;
}) {
  const now = useNowAtRender();
  return (
    <ol
      aria-label={label}
      className={cn('flex flex-col gap-2 overflow-y-auto rounded-2xl bg-sand-50 p-3', className)}
    >
      {messages.map((message) => {
        const mine = message.from === reader;
        return (
          <li
            key={message.id}
            className={cn('max-w-[85%]', mine ? 'ml-auto' : 'mr-auto')}
            data-testid={testIdOf(mine)}
          >
            <p className="sr-only">{mine ? 'You:' : `${otherName}:`}</p>
            <p
              className={cn(
                'rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
                mine
                  ? 'rounded-br-md bg-ocean-800 text-white'
                  : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
              )}
            >
              {message.body}
            </p>
            <p className={cn('mt-0.5 text-[11px] text-slate-600', mine && 'text-right')}>
              {formatShopStamp(message.createdAt, now)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
