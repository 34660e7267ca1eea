import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Title bar of an admin portal: back to /admin, the title, and the page's main action. */
export function PortalHeader({
  eyebrow,
  title,
  subtitle,
  action,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  action: ReactNode;
}) {
  return (
    <header className="bg-ocean-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex items-center justify-between gap-3">
          <Button
            asChild
            variant="ghost"
            size="sm"
            className="-ml-3 text-ocean-100 hover:bg-white/10 hover:text-white"
          >
            <Link to="/admin">
              <ArrowLeft aria-hidden="true" /> Admin Panel
            </Link>
          </Button>
          <Button
            asChild
            variant="ghost"
            size="sm"
            className="text-ocean-100 hover:bg-white/10 hover:text-white"
          >
            <Link to="/">Back to Store</Link>
          </Button>
        </div>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-widest text-coral-300 uppercase">
              {eyebrow}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-ocean-100">{subtitle}</p>
          </div>
          {action}
        </div>
      </div>
    </header>
  );
}
