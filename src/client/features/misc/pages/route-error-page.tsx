import { TriangleExclamationPoint } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';

/** Shown in place of a page that crashed while rendering; the header and tab bar stay usable. */
export function RouteErrorPage() {
  const error = useRouteError();
  // The details help a developer; shoppers get a plain sentence.
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Something went wrong" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleExclamationPoint aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page ran into a problem. Reloading usually fixes it.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to="/">Go to Home</Link>
        </Button>
      </div>
    </div>
  );
}
