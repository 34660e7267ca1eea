import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import {
  type CoffeeTeaSearch,
  type CoffeeTeaTab,
  coffeeTeaTabs,
  coffeeTeaTypes,
  parseCoffeeTeaSearch,
  SEARCH_MAX_LENGTH,
} from '../lib/gallery-params';

const SEARCH_DELAY_MS = 300;

const tabLabels: Record<CoffeeTeaTab, string> = { all: 'All', coffee: 'Coffee', tea: 'Tea' };

function toSearchParams(search: CoffeeTeaSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.tab !== 'all') params.set('tab', search.tab);
  if (search.q) params.set('q', search.q);
  return params;
}

export function CoffeeTeaGalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseCoffeeTeaSearch(searchParams);
  const [text, setText] = useState(search.q);
  const debouncedText = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  // The box owns ?q=. Typing replaces the history entry: Back should not replay every keystroke.
  useEffect(() => {
    if (debouncedText === search.q) return;
    setSearchParams(
      (current) => toSearchParams({ ...parseCoffeeTeaSearch(current), q: debouncedText }),
      { replace: true },
    );
  }, [debouncedText, search.q, setSearchParams]);

  const query = useProducts(
    { types: coffeeTeaTypes(search.tab), q: search.q },
    { keepPrevious: true },
  );
  const count = query.data?.length;

  const selectTab = (value: string) => {
    const tab = coffeeTeaTabs.find((known) => known === value) ?? 'all';
    setSearchParams(toSearchParams({ ...search, tab }));
  };

  return (
    <div className="flex flex-col">
      <PageMeta
        title="Coffee & Tea"
        description="Freshly roasted coffee and loose-leaf tea from Laguna Beach's social-commerce shop: light to espresso roasts, green, black, oolong and herbal teas."
      />
      <header className="bg-linear-to-br from-amber-950 via-[#4a2c1d] to-ocean-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-300 uppercase">
            Roasted & steeped nearby
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Coffee & Tea</h1>
          <p className="mt-2 max-w-xl text-amber-50/90">
            Single origins, house blends and loose-leaf teas, delivered free in 2-3 hours across
            Laguna Beach.
          </p>
        </div>
      </header>

      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex flex-col gap-1.5 md:max-w-md">
          <Label htmlFor="coffee-tea-search">Search coffee and tea</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="coffee-tea-search"
              type="search"
              value={text}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder="Brand, blend, origin, flavour…"
              autoComplete="off"
              className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
            />
            {text && (
              <button
                type="button"
                onClick={() => setText('')}
                aria-label="Clear search"
                className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
        </div>

        <Tabs value={search.tab} onValueChange={selectTab} className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="Coffee or tea" className="max-w-xs">
              {coffeeTeaTabs.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {tabLabels[tab]}
                </TabsTrigger>
              ))}
            </TabsList>
            <p aria-live="polite" className="text-sm text-slate-600">
              {count === undefined ? '' : `${count} ${count === 1 ? 'product' : 'products'}`}
            </p>
          </div>
          {coffeeTeaTabs.map((tab) => (
            <TabsContent key={tab} value={tab}>
              <ProductGrid
                label={tabLabels[tab] === 'All' ? 'Coffee and tea' : tabLabels[tab]}
                products={query.data}
                isPending={query.isPending}
                isRefreshing={query.isPlaceholderData}
                error={query.error}
                onRetry={() => query.refetch()}
                emptyMessage="No products found"
                skeletons={8}
                renderCard={(product, index) => (
                  <ProductCard product={product} headingLevel={2} eagerImage={index < 4} />
                )}
              />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
