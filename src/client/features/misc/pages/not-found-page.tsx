import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Page not found" description="This page doesn't exist on Social Market." />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <Compass aria-hidden="true" className="size-8" />
      </div>
      <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">Error 404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        We can't find that page
      </h1>
      <p className="mt-3 text-slate-600">
        The link may be old or mistyped. Everything in the shop is still one tap away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/home">Back to the shop</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/scoreboard">See live games</Link>
        </Button>
      </div>
    </div>
  );
}
