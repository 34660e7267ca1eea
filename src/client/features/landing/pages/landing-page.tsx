import {
  ArrowRight,
  BookOpen,
  Coffee,
  Footprints,
  Glasses,
  Handshake,
  type LucideIcon,
  MapPin,
  PackageCheck,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  Ticket,
  Timer,
  Trophy,
  Truck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { DELIVERY_PROMISE, DELIVERY_TIME, PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { PageMeta } from '../../../components/page-meta';
import { SiteFooter } from '../../../components/site-footer';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { GameShowcase, useSomeGameLive } from '../components/game-showcase';

export function LandingPage() {
  return (
    <div className="flex flex-col">
      <PageMeta
        title="Pay full price or play for $1"
        description="Laguna Beach's social-commerce shop. Buy with free local delivery in 2-3 hours to ZIP 92651, or pay a $1 entry, pick 5 influencers and win the product in a one-hour game."
      />
      <Hero />
      <Promises />
      {/* Below the fold on a phone: rendered when scrolled near (render-later, decision 0046). */}
      <HowItWorks />
      <PayOrPlay />
      <Categories />
      <LiveGamesBand />
      <SiteFooter />
    </div>
  );
}

/** Pulses only while a game is being played: no live signal without a live game. */
function LiveDot() {
  const live = useSomeGameLive();
  return (
    <span data-testid="live-dot" data-live={live} className="relative flex size-2.5">
      {live && (
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-coral-400 opacity-75 motion-reduce:animate-none" />
      )}
      <span
        className={cn(
          'relative inline-flex size-2.5 rounded-full',
          live ? 'bg-coral-500' : 'bg-ocean-300',
        )}
      />
    </span>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-ocean-950 text-white"
    >
      {/* Sunset glow and sea: decoration only. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(248,92,58,0.45),transparent_38%),radial-gradient(circle_at_10%_90%,rgba(61,155,192,0.35),transparent_45%),linear-gradient(160deg,#0f3a50_0%,#0a2535_60%)]"
      />
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-16 w-full text-sand-50 sm:h-24"
        viewBox="0 0 1440 96"
        preserveAspectRatio="none"
      >
        <path
          fill="currentColor"
          d="M0 64c120-21 240-32 360-21s240 43 360 43 240-32 360-43 240 0 360 21v32H0z"
        />
      </svg>

      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 pt-12 pb-24 sm:px-6 sm:pt-16 sm:pb-32 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-ocean-100 ring-1 ring-white/15">
            <MapPin aria-hidden="true" className="size-3.5 text-coral-300" />
            Laguna Beach · ZIP 92651
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Pay full price. <span className="text-coral-400">Or play for it with $1.</span>
          </h1>
          <p className="mt-5 max-w-xl text-base text-ocean-100 sm:text-lg">
            Social Market is Laguna Beach's local social-commerce store. Buy sunglasses, tees,
            shoes, books, coffee and more with free local delivery in {DELIVERY_TIME}, or enter a
            one-hour social game and win the product.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/products">
                Shop all products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              className="bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20"
            >
              <Link to="/tutorial">How it works</Link>
            </Button>
          </div>
          <Link
            to="/scoreboard"
            className="mt-6 inline-flex min-h-6 items-center gap-2 rounded-md text-sm font-semibold text-ocean-100 hover:text-white"
          >
            <LiveDot />
            Live games
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <GameShowcase />
      </div>
    </section>
  );
}

const promises: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Truck,
    title: `Delivered free in ${DELIVERY_TIME}`,
    text: `${DELIVERY_PROMISE} (Laguna Beach), free on every order.`,
  },
  {
    icon: Ticket,
    title: '$1 to play',
    text: 'Pick 5 influencers and play for the product you want.',
  },
  {
    icon: ShieldCheck,
    title: '30-day money-back guarantee',
    text: "Not happy with a purchase? You're covered for 30 days.",
  },
];

function Promises() {
  return (
    <section aria-label="Our promises" className="relative -mt-8 sm:-mt-12">
      <ul className="mx-auto grid max-w-6xl gap-3 px-4 sm:grid-cols-3 sm:gap-4 sm:px-6">
        {promises.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
              <Icon aria-hidden="true" className="size-5.5" />
            </span>
            <div>
              <h2 className="font-bold text-slate-900">{title}</h2>
              <p className="mt-0.5 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Pick your team',
    text: 'Choose exactly 5 influencers. Your team score is the sum of their social-media score gains.',
  },
  {
    icon: Ticket,
    title: 'Pay the $1 entry',
    text: 'Games start at the top of the hour once enough players have joined, and last one hour.',
  },
  {
    icon: Trophy,
    title: 'Win the product',
    text: `The team with the biggest score gain wins. Buy the product for ${PRIZE_PRICE_TEXT}, or donate it.`,
  },
];

function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className="render-later mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-coral-600 uppercase">Play</p>
        <h2
          id="how-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl"
        >
          Three steps from $1 to a new favourite thing
        </h2>
        <p className="mt-3 text-slate-600">
          Buy any product outright, or play for it wherever its page shows Play. Playing turns
          shopping into a game you win with a good eye for who's trending.
        </p>
      </div>
      <ol className="mt-10 grid gap-4 md:grid-cols-3 md:gap-6">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="relative rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-50 text-coral-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span aria-hidden="true" className="text-5xl font-black text-slate-100">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-bold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
      <Link
        to="/tutorial"
        className="mt-8 inline-flex items-center gap-1.5 rounded-md font-semibold text-ocean-700 hover:text-ocean-900"
      >
        How it works, step by step
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

function PayOrPlay() {
  return (
    <section aria-labelledby="pay-or-play-title" className="render-later bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="pay-or-play-title"
          className="text-center text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl"
        >
          Your choice on every product
        </h2>
        <div className="mt-10 grid gap-5 md:grid-cols-2 md:gap-6">
          <div className="flex flex-col rounded-3xl border border-slate-200 bg-sand-50 p-6 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-ocean-800 text-white">
              <PackageCheck aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-2xl font-extrabold text-ocean-950">Pay full price</h3>
            <p className="mt-2 text-slate-600">
              Buy it now and have it at your door the same afternoon.
            </p>
            <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
              <Check>{`${DELIVERY_PROMISE}, free`}</Check>
              <Check>30-day money-back guarantee</Check>
              <Check>Pay by card, Apple Pay or cash on delivery</Check>
            </ul>
            <Button asChild className="mt-8 self-start">
              <Link to="/products">Shop all products</Link>
            </Button>
          </div>
          <div className="flex flex-col rounded-3xl bg-linear-to-br from-coral-500 to-coral-700 p-6 text-white shadow-lg sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15 text-white">
              <Trophy aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-2xl font-extrabold">Play for $1</h3>
            <p className="mt-2 text-coral-50">Back 5 influencers in a one-hour game and win it.</p>
            <ul className="mt-5 flex-1 space-y-2.5 text-sm text-white">
              <Check light>Pick exactly 5 influencers for your team</Check>
              <Check light>Games start at the top of the hour once enough players join</Check>
              <Check light>{`Winners buy the product for ${PRIZE_PRICE_TEXT}, or donate it`}</Check>
            </ul>
            <Button asChild className="mt-8 self-start bg-white text-coral-700 hover:bg-coral-50">
              <Link to="/scoreboard">Live games</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Check({ children, light = false }: { children: string; light?: boolean }) {
  return (
    <li className="flex gap-2.5">
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
          light ? 'bg-white/20 text-white' : 'bg-ocean-100 text-ocean-800',
        )}
      >
        ✓
      </span>
      {children}
    </li>
  );
}

const categories: { to: string; label: string; hint: string; icon: LucideIcon; tint: string }[] = [
  {
    to: '/sunglass-gallery',
    label: 'Sunglasses',
    hint: 'From our eyewear partner',
    icon: Glasses,
    tint: 'from-ocean-100 to-ocean-50 text-ocean-700',
  },
  {
    to: '/products?type=tshirt',
    label: 'T-shirts',
    hint: 'Beach-town basics',
    icon: Shirt,
    tint: 'from-coral-100 to-coral-50 text-coral-700',
  },
  {
    to: '/products?type=shoe',
    label: 'Shoes',
    hint: 'Sand to street',
    icon: Footprints,
    tint: 'from-amber-100 to-amber-50 text-amber-700',
  },
  {
    to: '/products?type=book',
    label: 'Books',
    hint: 'Local picks',
    icon: BookOpen,
    tint: 'from-emerald-100 to-emerald-50 text-emerald-700',
  },
  {
    to: '/coffee-tea-gallery',
    label: 'Coffee & Tea',
    hint: 'Roasted nearby',
    icon: Coffee,
    tint: 'from-sand-200 to-sand-100 text-amber-900',
  },
  {
    to: '/products?type=handbag',
    label: 'Handbags',
    hint: 'Designer pieces',
    icon: ShoppingBag,
    tint: 'from-violet-100 to-violet-50 text-violet-700',
  },
];

function Categories() {
  return (
    <section
      aria-labelledby="categories-title"
      className="render-later mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-coral-600 uppercase">Shop</p>
          <h2
            id="categories-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl"
          >
            Shop by category
          </h2>
        </div>
        <Link
          to="/products"
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-ocean-700 hover:text-ocean-900"
        >
          Shop all products
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {categories.map(({ to, label, hint, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-ocean-200 hover:shadow-md"
            >
              <span
                className={cn(
                  'flex aspect-[4/3] items-center justify-center rounded-xl bg-linear-to-br',
                  tint,
                )}
              >
                <Icon
                  aria-hidden="true"
                  className="size-10 transition-transform group-hover:scale-110"
                />
              </span>
              <span className="mt-3 font-bold text-slate-900">{label}</span>
              <span className="text-xs text-slate-500">{hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/partner-store"
        className="group mt-4 flex items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm transition hover:border-ocean-200 hover:shadow-md sm:p-5"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ocean-900 text-coral-300">
          <Glasses aria-hidden="true" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-slate-900">Visit our partner eyewear store</span>
          <span className="block text-sm text-slate-600">
            Try frames on in person on Pacific Coast Hwy, open seven days a week.
          </span>
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-ocean-700 transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </section>
  );
}

function LiveGamesBand() {
  return (
    <section
      aria-labelledby="partner-title"
      className="render-later mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24"
    >
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="flex flex-col justify-between gap-6 rounded-3xl bg-ocean-900 p-6 text-white sm:p-8">
          <div>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white/10 text-coral-300">
              <Timer aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-extrabold">A new game every hour</h2>
            <p className="mt-2 text-ocean-100">
              Join a game that's filling up, or follow the live leaderboard as scores move.
            </p>
          </div>
          <Button asChild variant="accent" className="self-start">
            <Link to="/scoreboard">Live games</Link>
          </Button>
        </div>
        <div className="flex flex-col justify-between gap-6 rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
          <div>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-50 text-coral-600">
              <Handshake aria-hidden="true" className="size-6" />
            </span>
            <h2 id="partner-title" className="mt-5 text-2xl font-extrabold text-ocean-950">
              Run a shop in Laguna Beach?
            </h2>
            <p className="mt-2 text-slate-600">
              Put your products in front of local shoppers and the creators they follow.
            </p>
          </div>
          <Button asChild variant="outline" className="self-start">
            <Link to="/business-portal">Partner with us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
