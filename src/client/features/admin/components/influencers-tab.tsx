import { Flag, Link2, Unlink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AdminInfluencer } from '../../../../shared/contracts/chat';
import { formatShopStamp } from '../../../../shared/shop-time';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { useNow } from '../../../lib/use-now';
import {
  useAdminInfluencers,
  useChangeInfluencerAccount,
  useChatReports,
} from '../api/influencer-accounts';

/**
 * The admin's Influencers tab: which user account answers each influencer's paid
 * chats (link one by username, or unlink it), and the conversations influencers reported.
 */
export function InfluencersTab() {
  const influencers = useAdminInfluencers();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="influencer-accounts-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="influencer-accounts-heading" className="text-lg font-semibold text-slate-900">
            Influencer accounts
          </h2>
          <p className="text-sm text-slate-600">
            The linked account reads and answers the influencer's paid chats in its Inbox.
          </p>
        </div>
        {influencers.isPending ? (
          <Skeleton className="h-24 rounded-2xl" />
        ) : influencers.error ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(influencers.error)}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {influencers.data.map((influencer) => (
              <InfluencerRow key={influencer.id} influencer={influencer} />
            ))}
          </ul>
        )}
      </section>
      <ChatReports />
    </div>
  );
}

function InfluencerRow({ influencer }: { influencer: AdminInfluencer }) {
  const change = useChangeInfluencerAccount();
  const [username, setUsername] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return;
    change.mutate(
      { influencerId: influencer.id, username: username.trim() },
      { onSuccess: () => setUsername('') },
    );
  };
  return (
    <li
      data-testid="admin-influencer"
      data-influencer-id={influencer.id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {influencer.name} <span className="font-normal text-slate-600">{influencer.handle}</span>
        </p>
        <p className="text-sm text-slate-600" data-testid="linked-account">
          {influencer.account ? `Linked to ${influencer.account.username}` : 'No account linked'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <form onSubmit={submit} className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Account username for {influencer.name}
          </label>
          <Input
            id={inputId}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder="Username"
            autoComplete="off"
            className="h-9 w-40"
          />
          <Button type="submit" size="sm" disabled={change.isPending || !username.trim()}>
            <Link2 aria-hidden="true" />
            Link<span className="sr-only"> an account to {influencer.name}</span>
          </Button>
        </form>
        {influencer.account && (
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate({ influencerId: influencer.id, username: null })}
          >
            <Unlink aria-hidden="true" />
            Unlink<span className="sr-only"> {influencer.account.username}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function ChatReports() {
  const reports = useChatReports();
  const now = useNow(60_000);
  return (
    <section aria-labelledby="chat-reports-heading" className="flex flex-col gap-3">
      <h2 id="chat-reports-heading" className="text-lg font-semibold text-slate-900">
        Reported chats
      </h2>
      {reports.isPending ? (
        <Skeleton className="h-16 rounded-2xl" />
      ) : reports.error ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(reports.error)}
        </p>
      ) : reports.data.length === 0 ? (
        <p className="text-sm text-slate-600">No chat has been reported.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reports.data.map((report) => (
            <li
              key={report.id}
              data-testid="chat-report"
              className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
            >
              <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  {report.influencerName} reported {report.username}
                </p>
                <p className="text-sm whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
                  {report.reason}
                </p>
                <p className="text-xs text-slate-600">{formatShopStamp(report.createdAt, now)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
