import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';

/** A tab's form as a card: an icon and a title, one line on what the form does, the form. */
export function AdminFormCard({
  titleId,
  icon: Icon,
  title,
  intro,
  children,
}: {
  titleId: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id={titleId}
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
      >
        <Icon aria-hidden="true" className="size-5 text-coral-600" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

/** What the server refused a form for, read out when it appears. */
export function FormServerError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      {message}
    </p>
  );
}

/**
 * A tab's list under its title: placeholders while it loads, the error with 'Try again' when it
 * can't, a sentence when it is empty, else each item in a list.
 */
export function AdminListSection<Item extends { id: number }>({
  titleId,
  title,
  noun,
  empty,
  query,
  renderItem,
}: {
  titleId: string;
  title: string;
  /** What the list holds, in 'Loading …' and 'We couldn't load the …'. */
  noun: string;
  empty: string;
  query: UseQueryResult<readonly Item[]>;
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <div role="status" aria-label={`Loading ${noun}`} className="flex flex-col gap-3">
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </div>
        ) : query.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-8 text-center"
          >
            <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
            <p className="font-semibold text-slate-900">{`We couldn't load the ${noun}`}</p>
            <p className="text-sm text-slate-600">{getErrorMessage(query.error)}</p>
            <Button size="sm" variant="outline" onClick={() => query.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-6 text-center text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
