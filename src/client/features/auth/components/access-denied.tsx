import { ShieldExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';

/** Shown to a signed-in user without admin rights on an admin route. */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <PageMeta title="Access Denied" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldExclamationPoint aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-3 font-semibold text-slate-800">Admin Access Required</p>
      <p className="mt-1 text-slate-600">You do not have permission to view this page.</p>
      <Button asChild className="mt-8">
        <Link to="/">Go to Home</Link>
      </Button>
    </div>
  );
}
