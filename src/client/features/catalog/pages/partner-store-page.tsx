import {
  Clock,
  Glasses,
  Mail,
  MapPin,
  Navigation,
  Phone,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Brand } from '../../../../shared/contracts/catalog';
import { resolveImagePath, sizedCopies } from '../../../../shared/image-path';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { SiteFooter } from '../../../components/site-footer';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  mapsSearchUrl,
  PARTNER_STORE,
  partnerStoreAddress,
  phoneLinkText,
} from '../../../lib/shop-info';
import { useBrands } from '../api/get-brands';
import { useProducts } from '../api/get-products';
import { eyewearBrands } from '../lib/eyewear-brands';

export function PartnerStorePage() {
  const address = partnerStoreAddress();

  return (
    <div className="flex flex-col">
      <PageMeta
        title={`${PARTNER_STORE.name}, our partner store`}
        description={`Visit ${PARTNER_STORE.name} on Pacific Coast Hwy in Laguna Beach: polarized sunglasses, fittings and the eyewear brands sold on Social Market. Open Mon-Sat 10-6, Sun 11-5.`}
      />
      <header className="relative overflow-hidden bg-ocean-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgba(248,92,58,0.4),transparent_40%),linear-gradient(160deg,#0f3a50_0%,#0a2535_70%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-ocean-100 ring-1 ring-white/15">
            <Glasses aria-hidden="true" className="size-3.5 text-coral-300" />
            Our partner eyewear store
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">
            {PARTNER_STORE.name}
          </h1>
          <p className="mt-3 max-w-2xl text-ocean-100 sm:text-lg">
            A neighbourhood optical shop on Pacific Coast Hwy, and the home of every pair of
            sunglasses on Social Market.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/scoreboard">Shop Now</Link>
            </Button>
            <Button
              asChild
              size="lg"
              className="bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20"
            >
              <Link to="/">Return to Home</Link>
            </Button>
          </div>
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:py-14">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-2xl font-extrabold tracking-tight text-ocean-950">
              About the store
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <p>
                {PARTNER_STORE.name} has fitted Laguna Beach with sunglasses made for the glare off
                the Pacific: polarized lenses, frames that survive sand and salt, and adjustments
                while you wait.
              </p>
              <p>
                Every pair in our sunglasses gallery comes from their shelves. Buy online and it
                reaches your door free in 2-3 hours anywhere in ZIP 92651, or drop by to try frames
                on first. Purchases are covered by our 30-day money-back guarantee.
              </p>
            </div>
            <ul className="mt-5 grid gap-3 text-sm sm:grid-cols-3">
              {[
                { icon: Glasses, text: 'Try frames on before you buy' },
                { icon: Sparkles, text: 'Adjustments while you wait' },
                { icon: ShieldCheck, text: '30-day money-back guarantee' },
              ].map(({ icon: Icon, text }) => (
                <li
                  key={text}
                  className="flex items-center gap-2.5 rounded-xl bg-white p-3 text-slate-700 ring-1 ring-slate-200/80"
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-coral-500" />
                  {text}
                </li>
              ))}
            </ul>
          </section>

          <BrandList />
        </div>

        <aside aria-labelledby="visit-title" className="lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardContent className="p-5 sm:p-6">
              <h2 id="visit-title" className="text-xl font-extrabold text-ocean-950">
                Visit us
              </h2>
              <address className="mt-4 flex gap-3 not-italic text-slate-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-500" />
                <span>
                  {PARTNER_STORE.street}
                  <br />
                  {PARTNER_STORE.city}
                </span>
              </address>

              <div className="mt-5">
                <h3 className="flex items-center gap-2 text-sm font-bold text-slate-900">
                  <Clock aria-hidden="true" className="size-4 text-coral-500" />
                  Opening hours
                </h3>
                <table className="mt-2 w-full text-sm">
                  <caption className="sr-only">Opening hours</caption>
                  <thead className="sr-only">
                    <tr>
                      <th scope="col">Days</th>
                      <th scope="col">Hours</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {PARTNER_STORE.hours.map((row) => (
                      <tr key={row.days}>
                        <th scope="row" className="py-2 text-left font-medium text-slate-600">
                          <abbr title={row.label} className="no-underline">
                            {row.days}
                          </abbr>
                        </th>
                        <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
                          {row.time}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>

              <div className="mt-5 space-y-2 text-sm">
                <h3 className="font-bold text-slate-900">Contact</h3>
                <a
                  href={PARTNER_STORE.phoneHref}
                  className="flex min-h-6 items-center gap-2.5 rounded-sm text-slate-700 hover:text-ocean-800"
                >
                  <Phone aria-hidden="true" className="size-4 text-coral-500" />
                  {phoneLinkText(PARTNER_STORE.phone)}
                </a>
                <a
                  href={`mailto:${PARTNER_STORE.email}`}
                  className="flex min-h-6 items-center gap-2.5 rounded-sm break-all text-slate-700 hover:text-ocean-800"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-coral-500" />
                  {PARTNER_STORE.email}
                </a>
              </div>

              <Button asChild className="mt-6 w-full">
                <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden="true" />
                  Get Directions
                  <span className="sr-only"> (opens Google Maps in a new tab)</span>
                </a>
              </Button>
            </CardContent>
          </Card>
        </aside>
      </div>
      <SiteFooter />
    </div>
  );
}

function BrandList() {
  const brands = useBrands();
  const sunglasses = useProducts({ types: ['sunglasses'] });
  // Wait for both, so the list does not shrink from every brand to the eyewear ones.
  const settling = sunglasses.isPending;

  return (
    <section aria-labelledby="brands-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="brands-title" className="text-2xl font-extrabold tracking-tight text-ocean-950">
          Brands in store
        </h2>
        <Link
          to="/sunglass-gallery"
          className="inline-flex min-h-6 items-center rounded-md text-sm font-semibold text-ocean-700 hover:text-ocean-900"
        >
          Shop sunglasses
        </Link>
      </div>
      {brands.isPending || settling ? (
        <ul aria-label="Loading brands" className="mt-4 grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <li
              key={index}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200/80"
            >
              <Skeleton className="h-16 w-32 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-4/5" />
              </div>
            </li>
          ))}
        </ul>
      ) : brands.error || !brands.data ? (
        <div className="mt-4">
          <LoadError
            error={brands.error}
            onRetry={() => brands.refetch()}
            title="We couldn't load the brands"
          />
        </div>
      ) : (
        <BrandCards brands={eyewearBrands(brands.data, sunglasses.data)} />
      )}
    </section>
  );
}

function BrandCards({ brands }: { brands: Brand[] }) {
  if (brands.length === 0) {
    return (
      <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm font-medium text-slate-600">
        Our brand list is coming soon. Drop by the store to see what's on the shelves.
      </p>
    );
  }
  return (
    <ul aria-label="Brands" className="mt-4 grid gap-3 sm:grid-cols-2">
      {brands.map((brand) => (
        <li
          key={brand.id}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80"
        >
          {brand.logoUrl ? (
            <img
              src={resolveImagePath(brand.logoUrl)}
              {...sizedCopies(resolveImagePath(brand.logoUrl), 'logo')}
              alt={`${brand.name} logo`}
              width={128}
              height={64}
              loading="lazy"
              className="h-16 w-32 rounded-xl object-contain ring-1 ring-slate-100"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-16 w-32 items-center justify-center rounded-xl bg-ocean-50 text-2xl font-extrabold text-ocean-800"
            >
              {brand.name.charAt(0)}
            </span>
          )}
          <div className="min-w-0">
            <h3 className="font-bold text-slate-900">{brand.name}</h3>
            {brand.description && (
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{brand.description}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
