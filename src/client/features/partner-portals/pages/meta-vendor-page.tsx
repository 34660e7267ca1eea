import { CalendarDays, DollarSign, Megaphone, Plus, Target, TrendingUp, Users } from 'lucide-react';
import { useState } from 'react';
import { type Campaign, campaignObjectiveLabels } from '../../../../shared/contracts/campaigns';
import { formatCents, formatDollars } from '../../../../shared/money';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api';
import { useCampaigns } from '../api/campaigns';
import { BarChart } from '../components/bar-chart';
import { CreateCampaignDialog } from '../components/create-campaign-dialog';
import { isPinRequired, PinRequiredNotice } from '../components/pin-required-notice';
import { PortalHeader } from '../components/portal-header';
import { StatCard } from '../components/stat-card';
import { audiencesOf, campaignStats } from '../lib/campaign-stats';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export function MetaVendorPage() {
  const campaigns = useCampaigns();
  const [creating, setCreating] = useState(false);
  const list = campaigns.data ?? [];
  const stats = campaignStats(list);
  const audiences = audiencesOf(list);
  const empty = !campaigns.isPending && list.length === 0;

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta title="Social advertising portal" />
      <PortalHeader
        eyebrow="Social advertising portal"
        title="Meta business campaigns"
        subtitle="Plan sponsored campaigns for the shop and see where the budget goes."
        action={
          <Button variant="accent" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Create Campaign
          </Button>
        }
      />

      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
        {campaigns.isError && isPinRequired(campaigns.error) ? (
          <PinRequiredNotice />
        ) : campaigns.isError ? (
          <Card role="alert" className="p-6 text-center">
            <p className="font-semibold text-slate-900">Failed to fetch campaigns</p>
            <p className="mt-1 text-sm text-slate-600">{getErrorMessage(campaigns.error)}</p>
            <Button variant="outline" className="mt-4" onClick={() => campaigns.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <Tabs defaultValue="dashboard">
            <div>
              <TabsList className="max-w-xl">
                <TabsTrigger value="dashboard" className="px-1.5 text-[13px] sm:px-4 sm:text-sm">
                  Dashboard
                </TabsTrigger>
                <TabsTrigger value="campaigns" className="px-1.5 text-[13px] sm:px-4 sm:text-sm">
                  Campaigns
                </TabsTrigger>
                <TabsTrigger value="analytics" className="px-1.5 text-[13px] sm:px-4 sm:text-sm">
                  Analytics
                </TabsTrigger>
                <TabsTrigger value="audiences" className="px-1.5 text-[13px] sm:px-4 sm:text-sm">
                  Audiences
                </TabsTrigger>
              </TabsList>
            </div>

            <TabsContent value="dashboard">
              {campaigns.isPending ? (
                <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className="h-24 rounded-2xl" />
                  ))}
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                  <StatCard label="Campaigns" value={String(stats.total)} icon={Megaphone} />
                  <StatCard
                    label="Active"
                    value={String(stats.active)}
                    icon={TrendingUp}
                    tone="emerald"
                  />
                  <StatCard
                    label="Total budget"
                    value={formatCents(stats.budgetCents)}
                    icon={DollarSign}
                    tone="coral"
                  />
                  <StatCard
                    label="Daily spend"
                    value={formatCents(stats.dailySpendCents)}
                    hint="Budget ÷ duration, summed"
                    icon={CalendarDays}
                    tone="amber"
                  />
                </div>
              )}
              {empty ? (
                <EmptyCampaigns onCreate={() => setCreating(true)} />
              ) : (
                <Card className="mt-6">
                  <CardHeader>
                    <CardTitle className="text-lg">Latest campaigns</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CampaignList campaigns={list.slice(0, 3)} loading={campaigns.isPending} />
                  </CardContent>
                </Card>
              )}
            </TabsContent>

            <TabsContent value="campaigns">
              {empty ? (
                <EmptyCampaigns onCreate={() => setCreating(true)} />
              ) : (
                <CampaignList campaigns={list} loading={campaigns.isPending} />
              )}
            </TabsContent>

            <TabsContent value="analytics">
              <div className="grid gap-6 lg:grid-cols-2">
                <Card>
                  <CardHeader>
                    <CardTitle className="text-lg">Campaigns by objective</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <BarChart
                      label="Campaigns by objective"
                      bars={stats.byObjective.map((row) => ({
                        label: campaignObjectiveLabels[row.objective],
                        value: row.count,
                        display: String(row.count),
                      }))}
                    />
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <CardTitle className="text-lg">Budget by objective</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <BarChart
                      label="Budget by objective"
                      bars={stats.byObjective.map((row) => ({
                        label: campaignObjectiveLabels[row.objective],
                        value: row.budgetCents,
                        display: formatCents(row.budgetCents),
                      }))}
                    />
                  </CardContent>
                </Card>
              </div>
            </TabsContent>

            <TabsContent value="audiences">
              {audiences.length === 0 ? (
                <Card className="p-10 text-center">
                  <Users aria-hidden="true" className="mx-auto size-10 text-slate-300" />
                  <p className="mt-3 font-semibold text-slate-900">No audiences yet</p>
                  <p className="mt-1 text-sm text-slate-600">
                    Audiences appear here from the target audience of each campaign.
                  </p>
                </Card>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {audiences.map((audience) => (
                    <li key={audience.name}>
                      <Card className="flex h-full items-start gap-3 p-5">
                        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
                          <Target aria-hidden="true" className="size-5" />
                        </div>
                        <div className="min-w-0">
                          <p className="font-semibold break-words text-slate-900">
                            {audience.name}
                          </p>
                          <p className="mt-1 text-sm text-slate-600">
                            {audience.campaigns} campaign{audience.campaigns === 1 ? '' : 's'} ·{' '}
                            {formatCents(audience.budgetCents)}
                          </p>
                          <p className="mt-1 text-xs text-slate-500">
                            {audience.objectives.map((o) => campaignObjectiveLabels[o]).join(', ')}
                          </p>
                        </div>
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        )}
      </div>

      <CreateCampaignDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function EmptyCampaigns({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="mt-6 p-10 text-center">
      <Megaphone aria-hidden="true" className="mx-auto size-10 text-slate-300" />
      <p className="mt-3 font-semibold text-slate-900">No campaigns yet</p>
      <p className="mt-1 text-sm text-slate-600">
        Create your first campaign to reach local shoppers.
      </p>
      <Button variant="accent" className="mt-5" onClick={onCreate}>
        <Plus aria-hidden="true" /> Create Campaign
      </Button>
    </Card>
  );
}

function CampaignList({
  campaigns,
  loading,
}: {
  campaigns: readonly Campaign[];
  loading: boolean;
}) {
  if (loading) {
    return (
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Campaigns" className="flex flex-col gap-3">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <Card className="p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{campaign.name}</h3>
                <p className="mt-0.5 text-sm break-words text-slate-600">{campaign.description}</p>
              </div>
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 capitalize">
                {campaign.status}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-slate-500">Objective</dt>
                <dd className="font-medium text-slate-800">
                  {campaignObjectiveLabels[campaign.objective]}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Budget</dt>
                <dd className="font-medium text-slate-800 tabular-nums">
                  {formatDollars(campaign.budget)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Duration</dt>
                <dd className="font-medium text-slate-800">{campaign.duration} days</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Audience</dt>
                <dd className="truncate font-medium text-slate-800" title={campaign.targetAudience}>
                  {campaign.targetAudience}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-500">
              Created {dateFormat.format(new Date(campaign.createdAt))}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
