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
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        404 Page Not Found
      </h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}
