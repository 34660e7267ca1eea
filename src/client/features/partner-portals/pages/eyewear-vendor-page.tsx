import { AlertTriangle, DollarSign, Eye, Glasses, Package, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { formatCents, formatDollars } from '../../../../shared/money';
import { formatCount } from '../../../../shared/plural';
import { PageMeta } from '../../../components/page-meta';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { useProducts } from '../../catalog';
import { AddModelDialog } from '../components/add-model-dialog';
import { BarChart } from '../components/bar-chart';
import { PortalHeader } from '../components/portal-header';
import { StatCard } from '../components/stat-card';
import { brandsOf, eyewearStats, isLowStock, valueByBrand } from '../lib/eyewear-stats';

const ALL_BRANDS = '';

export function EyewearVendorPage() {
  const sunglasses = useProducts({ types: ['sunglasses'] });
  const [brand, setBrand] = useState(ALL_BRANDS);
  const [adding, setAdding] = useState(false);

  const brands = useMemo(() => brandsOf(sunglasses.data ?? []), [sunglasses.data]);
  const products = useMemo(
    () => (sunglasses.data ?? []).filter((p) => brand === ALL_BRANDS || p.brand === brand),
    [sunglasses.data, brand],
  );
  const stats = eyewearStats(products);

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta title="Eyewear vendor portal" />
      <PortalHeader
        eyebrow="Eyewear vendor portal"
        title={brand || 'All eyewear brands'}
        subtitle="Sunglasses inventory, stock value and models at a glance."
        action={
          <Button variant="accent" onClick={() => setAdding(true)} disabled={brands.length === 0}>
            <Plus aria-hidden="true" /> Add Model
          </Button>
        }
      />

      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
        <div className="mb-5 flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor="vendor-brand-filter">Brand</Label>
          <NativeSelect
            id="vendor-brand-filter"
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
          >
            <option value={ALL_BRANDS}>All brands</option>
            {brands.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>

        {sunglasses.isError ? (
          <Card role="alert" className="p-6 text-center">
            <p className="font-semibold text-slate-900">Failed to fetch products</p>
            <p className="mt-1 text-sm text-slate-600">{getErrorMessage(sunglasses.error)}</p>
            <Button variant="outline" className="mt-4" onClick={() => sunglasses.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <Tabs defaultValue="dashboard">
            <TabsList className="max-w-md">
              <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
              <TabsTrigger value="inventory">Inventory</TabsTrigger>
              <TabsTrigger value="analytics">Analytics</TabsTrigger>
            </TabsList>

            <TabsContent value="dashboard">
              {sunglasses.isPending ? (
                <StatSkeletons />
              ) : (
                <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                  <StatCard label="Models" value={String(stats.models)} icon={Glasses} />
                  <StatCard
                    label="Units in stock"
                    value={formatCount(stats.units)}
                    icon={Package}
                    tone="emerald"
                  />
                  <StatCard
                    label="Stock value"
                    value={formatCents(stats.stockValueCents)}
                    icon={DollarSign}
                    tone="coral"
                  />
                  <StatCard
                    label="Low stock"
                    value={String(stats.lowStock)}
                    hint="Models under 5 units"
                    icon={AlertTriangle}
                    tone="amber"
                  />
                </div>
              )}
              <Card className="mt-6">
                <CardHeader>
                  <CardTitle className="text-lg">Needs restocking</CardTitle>
                  <CardDescription>Models with fewer than 5 pairs left.</CardDescription>
                </CardHeader>
                <CardContent>
                  {products.filter(isLowStock).length === 0 ? (
                    <p className="text-sm text-slate-600">
                      {sunglasses.isPending ? 'Loading...' : 'Every model is well stocked.'}
                    </p>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {products.filter(isLowStock).map((product) => (
                        <li
                          key={product.id}
                          className="flex items-center justify-between gap-3 py-2.5 text-sm"
                        >
                          <span className="min-w-0 truncate">
                            <span className="font-semibold text-slate-900">{product.model}</span>{' '}
                            <span className="text-slate-500">{product.brand}</span>
                          </span>
                          <LowStockTag quantity={product.quantity} />
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
            </TabsContent>

            <TabsContent value="inventory">
              <InventoryTable products={products} loading={sunglasses.isPending} />
            </TabsContent>

            <TabsContent value="analytics">
              <div className="grid gap-6 lg:grid-cols-2">
                <Card>
                  <CardHeader>
                    <CardTitle className="text-lg">Stock per model</CardTitle>
                    <CardDescription>Pairs in stock; amber bars are low.</CardDescription>
                  </CardHeader>
                  <CardContent>
                    {products.length === 0 ? (
                      <EmptyText loading={sunglasses.isPending} />
                    ) : (
                      <BarChart
                        label="Stock per model"
                        bars={[...products]
                          .sort((a, b) => b.quantity - a.quantity)
                          .map((p) => ({
                            label: p.model,
                            value: p.quantity,
                            display: `${p.quantity} units`,
                            highlight: isLowStock(p),
                          }))}
                      />
                    )}
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <CardTitle className="text-lg">Stock value per brand</CardTitle>
                    <CardDescription>Price × quantity of every model.</CardDescription>
                  </CardHeader>
                  <CardContent>
                    {products.length === 0 ? (
                      <EmptyText loading={sunglasses.isPending} />
                    ) : (
                      <BarChart
                        label="Stock value per brand"
                        bars={valueByBrand(products).map((row) => ({
                          label: row.brand,
                          value: row.cents,
                          display: formatCents(row.cents),
                        }))}
                      />
                    )}
                  </CardContent>
                </Card>
              </div>
            </TabsContent>
          </Tabs>
        )}
      </div>

      {brands.length > 0 ? (
        <AddModelDialog
          key={brand}
          open={adding}
          onOpenChange={setAdding}
          brands={brands}
          defaultBrand={brand || brands[0]}
        />
      ) : null}
    </div>
  );
}

function LowStockTag({ quantity }: { quantity: number }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        quantity === 0 ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800',
      )}
    >
      <AlertTriangle aria-hidden="true" className="size-3" />
      {quantity === 0 ? 'Out of stock' : `Low stock: ${quantity}`}
    </span>
  );
}

function EmptyText({ loading }: { loading: boolean }) {
  return <p className="text-sm text-slate-600">{loading ? 'Loading...' : 'No products found'}</p>;
}

function StatSkeletons() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}

function InventoryTable({ products, loading }: { products: readonly Product[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <Card className="p-10 text-center">
        <Glasses aria-hidden="true" className="mx-auto size-10 text-slate-300" />
        <p className="mt-3 font-semibold text-slate-900">No products found</p>
        <p className="mt-1 text-sm text-slate-600">Add your first model with Add Model.</p>
      </Card>
    );
  }
  return (
    <>
      {/* Phones get one card per model: a six-column table does not fit 390 px. */}
      <ul aria-label="Sunglasses inventory" className="flex flex-col gap-3 sm:hidden">
        {products.map((product) => (
          <li key={product.id}>
            <Card className="flex gap-3 p-3">
              <ProductImage
                src={product.imageUrl}
                alt={`${product.brand} ${product.model}`}
                className="size-16 shrink-0 rounded-xl bg-slate-100"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{product.model}</p>
                <p className="text-xs text-slate-500">
                  {product.brand} · {product.size}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold tabular-nums">{formatDollars(product.price)}</span>
                  {isLowStock(product) ? (
                    <LowStockTag quantity={product.quantity} />
                  ) : (
                    <span className="text-slate-600">{product.quantity} in stock</span>
                  )}
                </div>
                <div className="mt-2 flex gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/product/${product.id}`}>
                      <Eye aria-hidden="true" /> View
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/admin/product/${product.id}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Link>
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="hidden overflow-hidden sm:block">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Sunglasses inventory</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Image
                </th>
                <th scope="col" className="px-4 py-3">
                  Model
                </th>
                <th scope="col" className="px-4 py-3">
                  Size
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Price
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Stock
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {products.map((product) => (
                <tr key={product.id} className="align-middle">
                  <td className="px-4 py-2.5">
                    <ProductImage
                      src={product.imageUrl}
                      alt={`${product.brand} ${product.model}`}
                      className="size-12 rounded-lg bg-slate-100"
                    />
                  </td>
                  <td className="px-4 py-2.5">
                    <p className="font-semibold text-slate-900">{product.model}</p>
                    <p className="text-xs text-slate-500">{product.brand}</p>
                  </td>
                  <td className="px-4 py-2.5 text-slate-700">{product.size}</td>
                  <td className="px-4 py-2.5 text-right font-medium tabular-nums">
                    {formatDollars(product.price)}
                  </td>
                  <td className="px-4 py-2.5 text-right tabular-nums">
                    {isLowStock(product) ? (
                      <LowStockTag quantity={product.quantity} />
                    ) : (
                      <span className="font-medium text-slate-900">{product.quantity}</span>
                    )}
                  </td>
                  <td className="px-4 py-2.5">
                    <div className="flex justify-end gap-2">
                      <Button asChild variant="outline" size="sm">
                        <Link to={`/product/${product.id}`} aria-label={`View ${product.model}`}>
                          <Eye aria-hidden="true" /> View
                        </Link>
                      </Button>
                      <Button asChild variant="outline" size="sm">
                        <Link
                          to={`/admin/product/${product.id}`}
                          aria-label={`Edit ${product.model}`}
                        >
                          <Pencil aria-hidden="true" /> Edit
                        </Link>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
