import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, Glasses } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { BusinessApplicationsList } from '../../business';
import { productsQueryOptions } from '../../catalog';
import { useHeldUnits } from '../api/get-product-usage';
import { AdminProductList } from '../components/admin-product-list';
import { AuctionsTab } from '../components/auctions-tab';
import { CreatedProductNotice, readCreatedProduct } from '../components/created-product-notice';
import { DiscountsTab } from '../components/discounts-tab';
import { InfluencersTab } from '../components/influencers-tab';
import { OrdersTab } from '../components/orders-tab';
import { ADMIN_LIST_REFRESH_MS } from '../lib/admin-stock';
import { adminTabs } from '../lib/admin-tabs';

function initialTab(state: unknown): string {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return typeof tab === 'string' &&
    (adminTabs.some((entry) => entry.value === tab) ||
      tab === 'auctions' ||
      tab === 'influencers' ||
      tab === 'discounts')
    ? tab
    : 'sunglasses';
}

/** /admin and /manage: every product by type, with add, edit and delete. */
export function AdminPanelPage() {
  const location = useLocation();
  // All live products in one request; each tab filters its own types. Stock moves under the
  // admin's feet (sales, games holding a unit), so the list asks again on every visit, on focus
  // and every 30 s (a 304 when nothing changed) and shows what the shop and the API show.
  const products = useQuery({
    ...productsQueryOptions({}),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: ADMIN_LIST_REFRESH_MS,
  });
  const heldUnits = useHeldUnits(ADMIN_LIST_REFRESH_MS);
  const created = readCreatedProduct(location.state);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <PageMeta title="Admin Panel" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Panel</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/rayban-vendor">
              <Glasses aria-hidden="true" />
              Eyewear Vendor Portal
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/meta-vendor">
              <Building2 aria-hidden="true" />
              Business Portal
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Store
            </Link>
          </Button>
        </div>
      </div>

      {created && <CreatedProductNotice key={created.id} created={created} />}

      <Tabs defaultValue={initialTab(location.state)} className="mt-6">
        <TabsList className="flex justify-start overflow-x-auto">
          {adminTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="shrink-0 grow">
              {tab.label}
            </TabsTrigger>
          ))}
          <TabsTrigger value="orders" className="shrink-0 grow">
            Orders
          </TabsTrigger>
          <TabsTrigger value="auctions" className="shrink-0 grow">
            Auctions
          </TabsTrigger>
          <TabsTrigger value="discounts" className="shrink-0 grow">
            Discounts
          </TabsTrigger>
          <TabsTrigger value="applications" className="shrink-0 grow">
            Applications
          </TabsTrigger>
          <TabsTrigger value="influencers" className="shrink-0 grow">
            Influencers
          </TabsTrigger>
        </TabsList>
        {adminTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <AdminProductList
              tab={tab}
              products={products.data}
              heldUnits={heldUnits.data}
              isLoading={products.isPending}
              isError={products.isError}
            />
          </TabsContent>
        ))}
        <TabsContent value="applications">
          <h2 className="sr-only">Partner applications</h2>
          <BusinessApplicationsList />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="auctions">
          <AuctionsTab products={products.data} />
        </TabsContent>
        <TabsContent value="influencers">
          <InfluencersTab />
        </TabsContent>
        <TabsContent value="discounts">
          <DiscountsTab />
        </TabsContent>
        {/* Settings has no trigger yet (spec section 2). */}
        <TabsContent value="settings">
          <p className="text-slate-600">This feature is coming soon.</p>
        </TabsContent>
      </Tabs>
    </div>
  );
}
