import { useQueryClient } from '@tanstack/react-query';
import { Lock, MessageCircle, RotateCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_CHAT_REPLY_DAYS, replyWindowText } from '../../../../shared/chat-rules';
import { CHAT_UNLOCK_PRICE_CENTS } from '../../../../shared/coach-rules';
import type { ChatAccess, Message } from '../../../../shared/contracts/coach';
import { liveTopics } from '../../../../shared/live-topics';
import { formatCents, formatDollars } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { useCurrentUser } from '../../../lib/current-user';
import { useLiveQuery } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { authPathFor } from '../../../lib/safe-path';
import { toast } from '../../../lib/toast';
import { useNowAtRender } from '../../../lib/use-now';
import {
  ChargeConfirmDialog,
  chargeCardLabel,
  chargedText,
  createPaymentAttempts,
} from '../../payments';
import { profileQueryOptions } from '../../profile';
import { useChatAccess } from '../api/get-chat-access';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useUnlockChat } from '../api/unlock-chat';
import { classifyUnlockError, messageTime } from '../lib/chat';
import { MessageBubbles } from './message-bubbles';
import { MessageComposer } from './message-composer';

interface ChatInfluencer {
  id: string;
  name: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The direct-message panel: locked until 'Unlock Chat Access' ($5 once, charged to the saved card),
 * then the whole thread (the influencer's replies arrive live) and the message box. A first
 * message left unanswered for the reply window is refunded; the panel says so
 * before the charge. Visitors are sent to sign in first.
 */
export function ChatPanel({
  influencer,
  className,
}: {
  influencer: ChatInfluencer;
  className?: string;
}) {
  const { user, isLoading } = useCurrentUser();
  const access = useChatAccess(influencer.id, user?.id ?? null);
  // A reply, a refund or a block: the thread and the access are read again.
  useLiveQuery(
    queryKeys.chat.access(influencer.id, user?.id ?? 0),
    user ? liveTopics.chat(user.id) : null,
  );

  if (isLoading || (user && access.isPending)) {
    return (
      <div className={cn('flex flex-col gap-3', className)} aria-busy="true">
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }
  if (user && access.error) {
    return (
      <div
        role="alert"
        className={cn('flex flex-col items-center gap-3 py-6 text-center', className)}
      >
        <p className="text-sm text-slate-700">{getErrorMessage(access.error)}</p>
        <Button size="sm" variant="outline" onClick={() => access.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (user && access.data?.unlocked) {
    return (
      <UnlockedChat
        influencer={influencer}
        userId={user.id}
        access={access.data}
        className={className}
      />
    );
  }
  const price =
    access.data !== undefined
      ? formatDollars(access.data.price)
      : formatCents(CHAT_UNLOCK_PRICE_CENTS);
  return (
    <LockedChat
      influencer={influencer}
      userId={user?.id ?? null}
      price={price}
      replyWindow={access.data?.replyWindow ?? replyWindowText(DEFAULT_CHAT_REPLY_DAYS)}
      refunded={access.data?.refunded ?? false}
      className={className}
    />
  );
}

function LockedChat({
  influencer,
  userId,
  price,
  replyWindow,
  refunded,
  className,
}: {
  influencer: ChatInfluencer;
  userId: number | null;
  price: string;
  replyWindow: string;
  refunded: boolean;
  className?: string;
}) {
  const refundPromise = `If ${firstName(influencer.name)} doesn't reply to your first message within ${replyWindow}, the ${price} is refunded.`;
  const navigate = useNavigate();
  const location = useLocation();
  const unlock = useUnlockChat(influencer.id, userId ?? 0);
  // One Idempotency-Key per attempt, kept only while the last attempt's outcome is unknown.
  const attempts = useRef(createPaymentAttempts());
  const inputId = useId();
  const queryClient = useQueryClient();
  /** The card the $5 will be charged to, while the confirm step is open. */
  const [confirmCard, setConfirmCard] = useState<string | null>(null);
  const [checkingCard, setCheckingCard] = useState(false);
  const returnTo = authPathFor(`${location.pathname}${location.search}`);

  /** 'Unlock Chat Access': finds the card on file, then asks to confirm the charge. */
  const start = async () => {
    if (userId === null) {
      navigate(returnTo);
      return;
    }
    setCheckingCard(true);
    try {
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
      if (!profile.paymentMethod) {
        toast.error('Payment method required', {
          description: 'Add a payment card in your profile to unlock chats.',
        });
        navigate('/profile?tab=payment');
        return;
      }
      setConfirmCard(chargeCardLabel(profile.paymentMethod));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        navigate(returnTo);
        return;
      }
      toast.error('Unlock failed', { description: getErrorMessage(error) });
    } finally {
      setCheckingCard(false);
    }
  };

  /** Confirm: the only place the unlock is charged. */
  const confirm = async () => {
    const cardLabel = confirmCard;
    if (!cardLabel) return;
    setConfirmCard(null);
    const attempt = attempts.current.attemptFor(influencer.id);
    try {
      // mutateAsync: this panel is replaced by the open chat on success, before mutate's callbacks.
      await unlock.mutateAsync(attempt.key);
      attempts.current.settle();
      toast.success('Chat unlocked', {
        description: `${chargedText(CHAT_UNLOCK_PRICE_CENTS, cardLabel)} You can now message ${firstName(influencer.name)}.`,
      });
    } catch (error) {
      attempts.current.settle(error);
      const failure = classifyUnlockError(error);
      switch (failure.kind) {
        case 'sign-in':
          navigate(returnTo);
          return;
        case 'payment-method':
          toast.error('Payment method required', { description: failure.message });
          navigate('/profile?tab=payment');
          return;
        case 'declined':
          toast.error('Payment declined', { description: failure.message });
          return;
        case 'unknown':
        case 'refused':
          toast.error('Unlock failed', { description: failure.message });
          return;
      }
    }
  };

  return (
    <div className={cn('flex flex-col gap-4', className)} data-testid="chat-locked">
      <div className="flex items-start gap-3 rounded-2xl bg-ocean-50 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ocean-900 text-white">
          <Lock aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ocean-950">Chat is locked</p>
          <p className="mt-0.5 text-sm text-slate-600">
            Unlock direct messages with {firstName(influencer.name)} for a one-time {price}
            {userId === null ? '. Sign in first.' : ', charged to your saved card.'}
          </p>
          <p className="mt-1 text-sm text-slate-600">{refundPromise}</p>
        </div>
      </div>
      {refunded && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Your last chat went unanswered, so your {price} was refunded. Unlock again to write.
        </p>
      )}
      <Button
        variant="accent"
        onClick={() => void start()}
        disabled={unlock.isPending || checkingCard}
      >
        <Lock aria-hidden="true" />
        Unlock Chat Access
      </Button>
      {unlock.isPending && (
        <p role="status" className="-mt-2 text-center text-xs text-slate-500">
          Processing the {price} payment…
        </p>
      )}
      <ChargeConfirmDialog
        charge={
          confirmCard === null
            ? null
            : {
                title: 'Unlock chat access?',
                description: `A one-time ${price} to message ${firstName(influencer.name)} directly. ${refundPromise}`,
                amountCents: CHAT_UNLOCK_PRICE_CENTS,
                cardLabel: confirmCard,
                confirmText: `Pay ${formatCents(CHAT_UNLOCK_PRICE_CENTS)} and unlock`,
              }
        }
        onCancel={() => setConfirmCard(null)}
        onConfirm={() => void confirm()}
      />
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <textarea
        id={inputId}
        disabled
        rows={3}
        placeholder="Unlock chat access to send a message"
        className="w-full resize-none rounded-xl border border-slate-300 bg-slate-50 px-3.5 py-2.5 text-base text-slate-900 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
      />
    </div>
  );
}

function UnlockedChat({
  influencer,
  userId,
  access,
  className,
}: {
  influencer: ChatInfluencer;
  userId: number;
  access: ChatAccess;
  className?: string;
}) {
  const messages = useMessages(influencer.id, userId, true);
  useLiveQuery(queryKeys.chat.messages(influencer.id, userId), liveTopics.chat(userId));
  const send = useSendMessage(influencer.id, userId);
  const now = useNowAtRender();

  const sendMessage = (body: string, sent: () => void) => {
    send.mutate(body, {
      onSuccess: () => {
        sent();
        toast.success('Message Sent', {
          description: `Your message to ${firstName(influencer.name)} has been sent.`,
        });
      },
      onError: (error) => {
        toast.error('Message not sent', { description: getErrorMessage(error) });
        if (error instanceof ApiError && error.status === 403) void messages.refetch();
      },
    });
  };

  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="chat-unlocked">
      <Thread
        messages={messages.data}
        isPending={messages.isPending}
        error={messages.error}
        onRetry={() => messages.refetch()}
        name={influencer.name}
      />
      {access.replyDueAt && (
        <p className="text-xs text-slate-600">
          {firstName(influencer.name)} has until {messageTime(access.replyDueAt, now)} to reply, or
          your {formatDollars(access.price)} is refunded.
        </p>
      )}
      {access.blocked ? (
        <p role="status" className="rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {firstName(influencer.name)} isn't taking messages from you.
        </p>
      ) : (
        <MessageComposer
          formLabel={`Message ${influencer.name}`}
          fieldLabel="Message"
          placeholder={`Write to ${firstName(influencer.name)}…`}
          submitLabel="Send"
          pending={send.isPending}
          onSend={sendMessage}
        />
      )}
    </div>
  );
}

function Thread({
  messages,
  isPending,
  error,
  onRetry,
  name,
}: {
  messages: Message[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  name: string;
}) {
  if (isPending) return <Skeleton className="h-24 rounded-2xl" />;
  if (error || !messages) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-2xl bg-red-50 p-3"
      >
        <p className="text-sm text-slate-700">{getErrorMessage(error)}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-sand-50 px-4 py-5 text-sm text-slate-600">
        <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-ocean-600" />
        No messages yet. Say hello to {firstName(name)}!
      </p>
    );
  }
  return (
    <MessageBubbles
      messages={messages}
      reader="shopper"
      otherName={firstName(name)}
      label="Your messages"
      className="max-h-72"
      testIdOf={(mine) => (mine ? 'chat-message' : 'chat-reply')}
    />
  );
}
