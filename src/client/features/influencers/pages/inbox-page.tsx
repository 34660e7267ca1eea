import { Ban, Flag, Inbox, MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REPORT_REASON_MAX_LENGTH } from '../../../../shared/chat-rules';
import type { InboxConversation } from '../../../../shared/contracts/chat';
import type { Message } from '../../../../shared/contracts/coach';
import { liveTopics } from '../../../../shared/live-topics';
import { formatShopStamp } from '../../../../shared/shop-time';
import { FormDialog } from '../../../components/form-dialog';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { useCurrentUser } from '../../../lib/current-user';
import { useLiveQuery } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useNowAtRender } from '../../../lib/use-now';
import {
  useBlockShopper,
  useInbox,
  useInboxThread,
  useReportConversation,
  useSendReply,
} from '../api/inbox';
import { MessageBubbles } from '../components/message-bubbles';
import { MessageComposer } from '../components/message-composer';

/**
 * /inbox: the paid chats of the influencer this account is linked to, newest
 * first with unread counts; a thread with its reply box, block and report. Live over the account's
 * chat topic. Any other account is told what the page is for.
 */
export function InboxPage() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const inbox = useInbox(userId !== null);
  useLiveQuery(queryKeys.inbox.all, userId === null ? null : liveTopics.chat(userId));
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('with')) || null;
  const conversations = inbox.data ?? [];
  const current = conversations.find((entry) => entry.userId === selected) ?? null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageMeta title="Inbox" />
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight text-slate-900">
        <Inbox aria-hidden="true" className="size-7 text-ocean-700" />
        Inbox
      </h1>
      {inbox.isPending ? (
        <Skeleton className="mt-6 h-40 rounded-2xl" />
      ) : inbox.error ? (
        <NotAnInfluencer error={inbox.error} />
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-[18rem_1fr]">
          <ConversationList
            conversations={conversations}
            selected={selected}
            onSelect={(id) => setParams({ with: String(id) })}
          />
          {current ? (
            <Conversation key={current.userId} conversation={current} />
          ) : (
            <p className="flex items-center gap-2 rounded-2xl bg-sand-50 px-4 py-5 text-sm text-slate-600">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-ocean-600" />
              {conversations.length === 0
                ? 'No messages yet. Shoppers who unlock your chat will write here.'
                : 'Pick a conversation to read and answer it.'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function NotAnInfluencer({ error }: { error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="mt-6 flex flex-col gap-3 rounded-2xl bg-sand-50 p-5">
      <p className="text-slate-800">{getErrorMessage(error)}</p>
      {forbidden && (
        <p className="text-sm text-slate-600">
          Your own chats with influencers are on their profiles in the{' '}
          <Link to="/influencer-directory" className="font-medium text-ocean-700 underline">
            Influencer Directory
          </Link>
          .
        </p>
      )}
    </div>
  );
}

function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: InboxConversation[];
  selected: number | null;
  onSelect: (userId: number) => void;
}) {
  const now = useNowAtRender();
  return (
    <ul aria-label="Conversations" className="flex flex-col gap-2">
      {conversations.map((conversation) => (
        <li key={conversation.userId}>
          <button
            type="button"
            data-testid="inbox-conversation"
            aria-current={conversation.userId === selected ? 'true' : undefined}
            onClick={() => onSelect(conversation.userId)}
            className={cn(
              'flex w-full cursor-pointer items-center justify-between gap-3 rounded-2xl border px-4 py-3 text-left',
              conversation.userId === selected
                ? 'border-ocean-500 bg-ocean-50'
                : 'border-slate-200 bg-white hover:bg-slate-50',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">
                {conversation.username}
              </span>
              <span className="block text-xs text-slate-600">
                {formatShopStamp(conversation.lastMessageAt, now)}
                {conversation.refunded ? ' · refunded' : ''}
                {conversation.blocked ? ' · blocked' : ''}
              </span>
            </span>
            {conversation.unread > 0 && (
              <span
                data-testid="unread-count"
                className="shrink-0 rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white"
              >
                {conversation.unread} unread
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Conversation({ conversation }: { conversation: InboxConversation }) {
  const thread = useInboxThread(conversation.userId);
  const block = useBlockShopper(conversation.userId);
  const [reporting, setReporting] = useState(false);
  const now = useNowAtRender();
  return (
    <section
      aria-label={`Chat with ${conversation.username}`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{conversation.username}</h2>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={block.isPending}
            onClick={() =>
              block.mutate(!conversation.blocked, {
                onSuccess: () =>
                  toast.success(conversation.blocked ? 'Shopper unblocked' : 'Shopper blocked', {
                    description: conversation.blocked
                      ? `${conversation.username} can write to you again.`
                      : `${conversation.username} can't send you more messages.`,
                  }),
                onError: (error) =>
                  toast.error('Not changed', { description: getErrorMessage(error) }),
              })
            }
          >
            <Ban aria-hidden="true" />
            {conversation.blocked ? 'Unblock' : 'Block'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            Report
          </Button>
        </div>
      </div>
      {conversation.replyDueAt && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Reply by {formatShopStamp(conversation.replyDueAt, now)}, or the shopper's chat is
          refunded.
        </p>
      )}
      {thread.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : thread.error ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(thread.error)}
        </p>
      ) : (
        <Thread messages={thread.data} username={conversation.username} />
      )}
      {conversation.refunded ? (
        <p className="rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700">
          This chat went unanswered past its deadline and the shopper was refunded; it is closed.
        </p>
      ) : (
        <ReplyBox shopperId={conversation.userId} username={conversation.username} />
      )}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        shopperId={conversation.userId}
        username={conversation.username}
      />
    </section>
  );
}

function Thread({ messages, username }: { messages: Message[]; username: string }) {
  return (
    <MessageBubbles
      messages={messages}
      reader="influencer"
      otherName={username}
      label="Messages"
      className="max-h-96"
      testIdOf={() => 'inbox-message'}
    />
  );
}

function ReplyBox({ shopperId, username }: { shopperId: number; username: string }) {
  const send = useSendReply(shopperId);
  return (
    <MessageComposer
      formLabel={`Reply to ${username}`}
      fieldLabel="Reply"
      placeholder={`Reply to ${username}…`}
      submitLabel="Send reply"
      pending={send.isPending}
      onSend={(body, sent) =>
        send.mutate(body, {
          onSuccess: () => {
            sent();
            toast.success('Reply sent', { description: `${username} will see it right away.` });
          },
          onError: (error) =>
            toast.error('Reply not sent', { description: getErrorMessage(error) }),
        })
      }
    />
  );
}

function ReportDialog({
  open,
  onOpenChange,
  shopperId,
  username,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopperId: number;
  username: string;
}) {
  const report = useReportConversation(shopperId);
  const [reason, setReason] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    report.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
        onOpenChange(false);
        toast.success('Report sent', { description: 'The shop’s admins will look at this chat.' });
      },
      onError: (error) => toast.error('Report not sent', { description: getErrorMessage(error) }),
    });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report the chat with ${username}`}
      description="The shop's admins read reports."
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          What is wrong?
        </label>
        <textarea
          id={inputId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={REPORT_REASON_MAX_LENGTH}
          className="w-full resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 sm:text-sm"
        />
        <Button type="submit" disabled={!reason.trim() || report.isPending}>
          <Flag aria-hidden="true" />
          Send report
        </Button>
      </form>
    </FormDialog>
  );
}
