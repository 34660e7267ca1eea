import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/coach-rules';
import { Button } from '../../../components/ui/button';
import { canSendMessage } from '../lib/chat';

/**
 * The box a chat message is written in, on both sides of a chat: Enter sends, Shift+Enter starts a
 * new line, a blank message does nothing, and the text stays until the send succeeds.
 */
export function MessageComposer({
  formLabel,
  fieldLabel,
  placeholder,
  submitLabel,
  pending,
  onSend,
}: {
  formLabel: string;
  fieldLabel: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the trimmed text; calls `sent` once it is sent, which empties the box. */
  onSend: (body: string, sent: () => void) => void;
}) {
  const [body, setBody] = useState('');
  const inputId = useId();
  const counterId = useId();
  const sendable = canSendMessage(body);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable || pending) return;
    onSend(body.trim(), () => setBody(''));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={formLabel}>
      <label htmlFor={inputId} className="sr-only">
        {fieldLabel}
      </label>
      <textarea
        id={inputId}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby={counterId}
        placeholder={placeholder}
        // Scrolled into view with the Send row under it, so the button stays above the bottom nav.
        className="w-full scroll-mb-14 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-500/40 sm:text-sm"
      />
      <div className="flex items-center justify-between gap-3">
        <span id={counterId} className="text-xs text-slate-600 tabular-nums">
          {body.length}/{MESSAGE_MAX_LENGTH}
        </span>
        <Button type="submit" size="sm" disabled={!sendable || pending}>
          <Send aria-hidden="true" />
          {pending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
