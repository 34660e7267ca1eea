import {
  ArrowRight,
  Banknote,
  Clock,
  CreditCard,
  Gavel,
  Gift,
  type LucideIcon,
  ShieldCheck,
  Ticket,
  Trophy,
  Truck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DELIVERY_PROMISE,
  DELIVERY_TIME,
  DELIVERY_ZIP,
  PRIZE_PRICE_TEXT,
  TAX_RATE_PERCENT,
} from '../../../../shared/pricing';
import { BID_EXPLAINED } from '../../../../shared/purchase-modes';
import { MONEY_BACK_DAYS, RETURN_POLICY_ANCHOR } from '../../../../shared/shop';
import { PageMeta } from '../../../components/page-meta';
import { SiteFooter } from '../../../components/site-footer';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ScoreFormula } from '../components/score-formula';

/** Tab ids as the specification names them (admin-vendor-coach-games.md section 2). */
const tabs = [
  { value: 'howItWorks', label: 'How it works' },
  { value: 'playOption', label: 'Play' },
  { value: 'payOption', label: 'Pay' },
  { value: 'faqs', label: 'FAQs' },
] as const;
type TutorialTab = (typeof tabs)[number]['value'];

export function TutorialPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TutorialTab =
    tabs.find((known) => known.value === searchParams.get('tab'))?.value ?? 'howItWorks';

  // The tab lives in the URL so a link can open the FAQs directly.
  const selectTab = (value: string) =>
    setSearchParams(value === 'howItWorks' ? {} : { tab: value }, { replace: true });

  return (
    <div className="flex flex-col">
      <PageMeta
        title="How it works"
        description="How Social Market works: pay full price with 2-3 hour delivery in Laguna Beach, or play for a product with a $1 entry and a team of 5 influencers in a one-hour game."
      />
      <header className="bg-linear-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-300 uppercase">
            Tutorial
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Pay for it, or play for it
          </h1>
          <p className="mt-3 max-w-2xl text-ocean-100 sm:text-lg">
            Every product at Social Market can be bought at full price or won in a one-hour social
            game, and some are also up for auction. Here's how each works.
          </p>
        </div>
      </header>

      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Tutorial sections" className="auto-cols-auto">
            {tabs.map((item) => (
              <TabsTrigger key={item.value} value={item.value} className="px-2 text-xs sm:text-sm">
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="howItWorks">
            <HowItWorks />
          </TabsContent>
          <TabsContent value="playOption">
            <PlayOption />
          </TabsContent>
          <TabsContent value="payOption">
            <PayOption />
          </TabsContent>
          <TabsContent value="faqs">
            <Faqs />
          </TabsContent>
        </Tabs>

        <p className="mt-10 text-sm text-slate-600">
          The full terms of every game are in the{' '}
          <Link
            to="/official-rules"
            className="rounded-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
          >
            official rules
          </Link>
          .
        </p>
      </div>
      <SiteFooter />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <h2 className="text-2xl font-extrabold tracking-tight text-ocean-950">{title}</h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
      </CardContent>
    </Card>
  );
}

function Fact({
  icon: Icon,
  title,
  children,
  id,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** An anchor a link points at (the return policy's, which the product data links). */
  id?: string;
}) {
  return (
    <li id={id} className="flex gap-3.5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-bold text-slate-900">{title}</h3>
        <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  );
}

function HowItWorks() {
  return (
    <Section title="Pay, Play or Bid: your choice on every product page">
      <p>
        Social Market is Laguna Beach's local social-commerce store: sunglasses, t-shirts, shoes,
        books, coffee, tea and designer handbags. On every product page you choose how you want it.
      </p>
      <ul className="grid gap-5 pt-2 sm:grid-cols-2">
        <Fact icon={CreditCard} title="Pay">
          Buy it at full price by card, Apple Pay or cash on delivery. It reaches your door in{' '}
          {DELIVERY_TIME}, delivered free.
        </Fact>
        <Fact icon={Ticket} title="Play">
          Pay a $1 entry, pick exactly 5 influencers, and if your team gains the most social-media
          score in a one-hour game, the product is yours for {PRIZE_PRICE_TEXT}.
        </Fact>
        <Fact icon={Gavel} title="Bid">
          {BID_EXPLAINED} A product up for auction shows its current price, the time left and a
          Place bid button; you set the most you would pay and the shop bids for you up to it.
        </Fact>
        <Fact icon={Truck} title="Local delivery">
          {DELIVERY_PROMISE} (Laguna Beach), free on every order. We're growing into the wider
          Orange County area.
        </Fact>
        <Fact
          id={RETURN_POLICY_ANCHOR}
          icon={ShieldCheck}
          title={`${MONEY_BACK_DAYS}-day money-back guarantee`}
        >
          Not happy with something you bought? Return it within {MONEY_BACK_DAYS} days for your
          money back.
        </Fact>
      </ul>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild>
          <Link to="/home">Start shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/scoreboard">
            Live games
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

const playSteps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Ticket,
    title: 'Enter for $1',
    text: 'Press Play on a product and pay the entry: $1 on every product, charged to your card.',
  },
  {
    icon: Users,
    title: 'Pick exactly 5 influencers',
    text: 'Your team is the 5 influencers you choose. Pick the ones you expect to be busiest and most loved during the game.',
  },
  {
    icon: Clock,
    title: 'Wait for the top of the hour',
    text: 'A game needs enough players: the price divided by the entry fee (a $24 bag of coffee with a $1 entry needs 24 players). Once they have joined, the game starts at the next top of the hour and lasts 1 hour.',
  },
  {
    icon: Trophy,
    title: 'Score and win',
    text: 'The team with the highest score when the hour is up wins. A tie goes to the earliest paid entry.',
  },
  {
    icon: Gift,
    title: `Buy it for ${PRIZE_PRICE_TEXT}, or donate it`,
    text: `The winner may buy the product for ${PRIZE_PRICE_TEXT}, delivered free, or donate it.`,
  },
];

function PlayOption() {
  return (
    <Section title="Play: win it with a $1 entry">
      <ol className="space-y-5">
        {playSteps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-3.5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-coral-50 text-coral-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">
                <span className="text-coral-600">{index + 1}.</span> {title}
              </h3>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>

      <div className="rounded-2xl bg-ocean-50 p-4 sm:p-5">
        <h3 className="font-bold text-ocean-950">How scores are counted</h3>
        <p className="mt-1 text-sm">
          Only what an influencer gains <em>during</em> the game counts:
        </p>
        <ScoreFormula className="mt-3" />
        <p className="mt-3 text-sm">
          Your team score is the sum of your 5 influencers' scores. For example, an influencer who
          gains 3 posts, 1,200 likes, 40 shares and 60 comments adds 30 + 1,200 + 80 + 90 ={' '}
          <strong>1,400</strong> points to your team.
        </p>
      </div>
      <Button asChild variant="accent">
        <Link to="/scoreboard">Find a game</Link>
      </Button>
    </Section>
  );
}

function PayOption() {
  return (
    <Section title="Pay: buy it today">
      <p>
        Prefer to just have it? Press Pay Now on any product and buy it at full price, no game
        needed.
      </p>
      <ul className="grid gap-5 pt-2 sm:grid-cols-2">
        <Fact icon={CreditCard} title="Card">
          Pay securely by card at checkout.
        </Fact>
        <Fact icon={Banknote} title="Cash on delivery">
          Or pay our driver when your order arrives.
        </Fact>
        <Fact icon={Truck} title={`${DELIVERY_PROMISE}, free`}>
          Delivery is limited to ZIP {DELIVERY_ZIP} (Laguna Beach) for now; Orange County is next.
        </Fact>
        <Fact icon={ShieldCheck} title="30-day money-back guarantee">
          Changed your mind? You have 30 days to return it for a refund.
        </Fact>
      </ul>
      <Button asChild>
        <Link to="/home">Browse products</Link>
      </Button>
    </Section>
  );
}

const faqs: { q: string; a: ReactNode }[] = [
  {
    q: 'Where do you deliver?',
    a: `Only to ZIP ${DELIVERY_ZIP} (Laguna Beach) for now, within ${DELIVERY_TIME} and free on every order. We're growing into the wider Orange County area.`,
  },
  {
    q: 'Who can play?',
    a: 'Anyone 18 or older with a signed-in Social Market account and a delivery address in ZIP 92651.',
  },
  {
    q: 'How much does it cost to play?',
    a: `The entry is $1 on every product. You pay nothing else unless you win and choose to buy the product for ${PRIZE_PRICE_TEXT}, delivered free.`,
  },
  {
    q: 'Can I enter the same game more than once?',
    a: 'No: one entry per person per competition, with exactly 5 influencers.',
  },
  {
    q: 'When does a game start?',
    a: 'At the next top of the hour once enough players have joined (the price divided by the entry fee). Every game lasts 1 hour.',
  },
  {
    q: 'What if a game never fills?',
    a: 'Every game has a deadline, shown before you enter. If it has not filled by then, the game is cancelled, every entry is refunded to the card it was paid with, and each player is told.',
  },
  {
    q: 'How is the winner decided?',
    a: 'Each influencer scores posts × 10 + likes + shares × 2 + comments × 1.5, counting only what they gain during the game. Your team score is the sum of your 5, and the highest team wins. A tie goes to the earliest paid entry.',
  },
  {
    q: 'What if my entry payment fails?',
    a: 'Then no entry is made and you are not in the game. You can try again while the game is still open.',
  },
  {
    q: 'What do I get if I win?',
    a: `The right to buy the product for ${PRIZE_PRICE_TEXT}, delivered free, or to donate it instead.`,
  },
  {
    q: 'How do auctions work?',
    a: `Some products are also up for auction, shown with a BID label. ${BID_EXPLAINED} You enter the most you would pay and the shop bids for you, only as high as needed to keep you in the lead. The winning price is charged with ${TAX_RATE_PERCENT}% tax to your card on file, and the product is delivered free.`,
  },
  {
    q: "What if I don't like something I bought?",
    a: 'Every purchase has a 30-day money-back guarantee.',
  },
];

function Faqs() {
  return (
    <Section title="Frequently asked questions">
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {faqs.map((item) => (
          <details key={item.q} className="group px-4 py-1 sm:px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.q}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-coral-500 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 text-sm leading-relaxed text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
