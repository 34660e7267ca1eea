import { AtSign, Building2, Globe, Mail, Phone } from 'lucide-react';
import { businessTypeLabels } from '../../../../shared/contracts/business-applications';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBusinessApplications } from '../api/get-business-applications';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The partner applications sent from /business-portal, newest first (admin panel). */
export function BusinessApplicationsList() {
  const applications = useBusinessApplications();

  if (applications.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading applications">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (applications.isError) {
    return (
      <div
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        role="alert"
      >
        <p>Failed to fetch applications</p>
        <Button
          className="mt-3"
          size="sm"
          variant="outline"
          onClick={() => void applications.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (applications.data.length === 0) {
    return <p className="py-10 text-center text-slate-600">No partner applications yet.</p>;
  }
  return (
    <ul className="space-y-3">
      {applications.data.map((application) => (
        <li
          key={application.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Building2 className="size-4 text-slate-500" aria-hidden="true" />
                {application.businessName}
              </h3>
              <p className="text-sm text-slate-600">
                {businessTypeLabels[application.businessType]} · {application.contactName} ·{' '}
                {application.address}, {application.city} {application.zipCode}
              </p>
            </div>
            <time className="text-xs text-slate-500" dateTime={application.createdAt}>
              {dateFormat.format(new Date(application.createdAt))}
            </time>
          </div>
          <p className="mt-2 text-sm text-slate-700">{application.description}</p>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <a
              className="inline-flex items-center gap-1 hover:underline"
              href={`mailto:${application.email}`}
            >
              <Mail className="size-4" aria-hidden="true" />
              {application.email}
            </a>
            <span className="inline-flex items-center gap-1">
              <Phone className="size-4" aria-hidden="true" />
              {application.phone}
            </span>
            {application.website ? (
              <span className="inline-flex items-center gap-1">
                <Globe className="size-4" aria-hidden="true" />
                {application.website}
              </span>
            ) : null}
            {application.instagramHandle ? (
              <span className="inline-flex items-center gap-1">
                <AtSign className="size-4" aria-hidden="true" />
                {application.instagramHandle}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
