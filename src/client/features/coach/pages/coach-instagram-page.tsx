import {
  Bookmark,
  Camera,
  Flame,
  Gem,
  Glasses,
  Heart,
  Image as ImageIcon,
  Lock,
  MessageCircle,
  Palmtree,
  Rocket,
  Send,
  ShoppingBag,
  Sparkles,
  Star,
  Sun,
  Trophy,
  Waves,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  INSTAGRAM_FILTER_BONUS,
  type InstagramFilter,
  instagramBoost,
  instagramFilters,
  LIMITS,
} from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import { coachMessages } from '../../../../shared/contracts/coach';
import { PageMeta } from '../../../components/page-meta';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { productImageAlt } from '../../../lib/product-display';
import { toast } from '../../../lib/toast';
import { useRecordCampaign } from '../api/record-campaign';
import { CoachProductList } from '../components/coach-product-list';
import { CoachToolHeader } from '../components/coach-tool-header';
import { COPY_FAILED, copyText } from '../lib/clipboard';
import { formatBoost } from '../lib/coach-platforms';
import { coachEmptyStates } from '../lib/coach-products';
import {
  type CaptionStyle,
  DEFAULT_INSTAGRAM_USERNAME,
  INSTAGRAM_LOCATION,
  instagramFilterCss,
  nextProduct,
  productCaption,
  randomProduct,
} from '../lib/instagram-post';
import { usePreparedFlag } from '../lib/use-prepared-flag';
import { useCoachProducts } from '../lib/video-products';

/** The most an Instagram campaign can boost (section 9). */
const INSTAGRAM_BOOST_CAP = 20;

export function CoachInstagramPage() {
  const { user, products, games, competingIds } = useCoachProducts();
  const record = useRecordCampaign();
  const { prepared, markPrepared } = usePreparedFlag();
  const [product, setProduct] = useState<Product | null>(null);
  const [caption, setCaption] = useState('');
  // The caption last written for a picked product: replaced on the next pick, unless edited.
  const [autoCaption, setAutoCaption] = useState('');
  const [filter, setFilter] = useState<InstagramFilter>('Normal');
  const captionId = useId();

  const all = products.data ?? [];
  // Until the catalogue (and a signed-in user's games) arrive, a pick would find nothing and say
  // there is nothing to promote: the buttons wait for them.
  const catalogueLoading = products.isPending;
  const competitionsLoading = user !== null && (products.isPending || games.isPending);
  // The server counts the trimmed caption; so does the readout.
  const boost = instagramBoost(caption.trim(), filter);
  const username = user?.username ?? DEFAULT_INSTAGRAM_USERNAME;

  const pick = (picked: Product | undefined, style: CaptionStyle = 'default') => {
    if (!picked) return;
    setProduct(picked);
    if (caption === autoCaption || !caption.trim()) {
      const next = productCaption(picked, style).slice(0, LIMITS.instagramCaption);
      setCaption(next);
      setAutoCaption(next);
    }
  };

  const pickCompetition = () => {
    if (!user) {
      toast.error('Sign in first', {
        description: 'Sign in to promote the products you compete for.',
      });
      return;
    }
    const competing = all.filter((candidate) => competingIds.has(candidate.id));
    if (competing.length === 0) {
      toast.error('No competitions yet', {
        description: 'Enter a competition to promote it here.',
      });
      return;
    }
    pick(nextProduct(competing, product?.id ?? null), 'competition');
  };

  const pickShopWithMe = () => {
    const others = all.filter((candidate) => !competingIds.has(candidate.id));
    if (others.length === 0) {
      toast.error(coachEmptyStates.none);
      return;
    }
    pick(nextProduct(others, product?.id ?? null), 'shop-with-me');
  };

  const pickRandom = () => {
    if (all.length === 0) {
      toast.error(coachEmptyStates.none);
      return;
    }
    pick(randomProduct(all, product?.id ?? null));
  };

  const prepare = async () => {
    if (!product || !caption.trim()) {
      toast.error('Campaign not ready', { description: coachMessages.instagramNeedsCaption });
      return;
    }
    try {
      await copyText(caption);
    } catch {
      toast.error(COPY_FAILED.title, { description: COPY_FAILED.description });
      return;
    }
    markPrepared();
    toast.success('Campaign Ready!', {
      description: 'Caption copied: paste it into Instagram with the product photo.',
    });
    if (user) {
      record.mutate(
        { platform: 'instagram', productId: product.id, caption, filter },
        {
          onError: (error) =>
            toast.error('Campaign not recorded', { description: getErrorMessage(error) }),
        },
      );
    }
  };

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta
        title="Instagram campaign"
        description="Preview an Instagram post for a product and copy its caption."
      />
      <CoachToolHeader
        platform="instagram"
        title="Instagram"
        subtitle="Pick a product, style the photo, copy the caption."
        boost={formatBoost(boost)}
      />

      <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4 px-4 py-6 sm:px-6 md:grid-cols-2 md:gap-x-6">
        <div className="grid grid-cols-2 gap-2 md:col-start-2">
          <Button variant="outline" onClick={pickRandom} disabled={catalogueLoading}>
            <Camera aria-hidden="true" /> Camera
          </Button>
          <Button variant="outline" onClick={pickRandom} disabled={catalogueLoading}>
            <ImageIcon aria-hidden="true" /> Gallery
          </Button>
          <Button variant="outline" onClick={pickCompetition} disabled={competitionsLoading}>
            <Trophy aria-hidden="true" /> My Competitions
          </Button>
          <Button variant="outline" onClick={pickShopWithMe} disabled={catalogueLoading}>
            <ShoppingBag aria-hidden="true" /> Shop With Me
          </Button>
        </div>
        <div className="self-start md:sticky md:top-20 md:col-start-1 md:row-span-7 md:row-start-1">
          <PostPreview product={product} username={username} caption={caption} filter={filter} />
        </div>
        <fieldset className="flex flex-col gap-2 md:col-start-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Filter</legend>
          <div className="grid grid-cols-3 gap-2">
            {instagramFilters.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border bg-white p-2 text-xs font-semibold text-slate-800 transition-colors',
                  'hover:border-ocean-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
                  filter === option ? 'border-ocean-500 ring-2 ring-ocean-200' : 'border-slate-200',
                )}
              >
                <span
                  className="block aspect-square w-full overflow-hidden rounded-lg bg-linear-to-br from-amber-200 via-coral-300 to-ocean-400"
                  style={{ filter: instagramFilterCss[option] }}
                >
                  {product && (
                    <ProductImage
                      src={product.imageUrl}
                      alt=""
                      shape="card"
                      className="size-full"
                    />
                  )}
                </span>
                {option}
                <span className="font-medium text-emerald-700">
                  {`+${INSTAGRAM_FILTER_BONUS[option]}`}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
        <Card className="flex flex-col gap-2 p-4 md:col-start-2">
          <label htmlFor={captionId} className="text-sm font-semibold text-slate-800">
            Caption
          </label>
          <textarea
            id={captionId}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            maxLength={LIMITS.instagramCaption}
            rows={5}
            placeholder="Write a caption, or pick a product to start one."
            className="w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-ocean-200"
          />
          <p className="self-end text-xs font-semibold text-slate-600 tabular-nums">
            {`${caption.length}/${LIMITS.instagramCaption}`}
          </p>
        </Card>
        <BoostReadout caption={caption} filter={filter} boost={boost} className="md:col-start-2" />
        <div className="flex flex-col gap-2 md:col-start-2">
          <Button
            size="lg"
            onClick={prepare}
            className="bg-linear-to-r from-amber-500 via-pink-600 to-purple-700 hover:opacity-95"
          >
            <Sparkles aria-hidden="true" />
            {prepared ? 'Campaign Prepared!' : 'Paid Pop Pro'}
          </Button>
          <p className="text-center text-xs text-slate-500">
            Copies your caption, ready to paste into Instagram.
            {!user && ' Sign in to have it count toward your social boost.'}
          </p>
          <Button asChild variant="accent" size="lg">
            <Link to="/coach">
              <Rocket aria-hidden="true" /> Pop The Shop
            </Link>
          </Button>
        </div>
        <PremiumOverlay className="md:col-start-2" />

        <section aria-labelledby="ig-products" className="flex flex-col gap-3 md:col-start-2">
          <h2 id="ig-products" className="text-lg font-bold text-ocean-950">
            Choose a product
          </h2>
          <CoachProductList
            label="Products"
            products={all}
            isLoading={products.isPending}
            emptyText={coachEmptyStates.none}
            onSelect={(picked) => pick(picked)}
            selectedId={product?.id ?? null}
            className="max-h-[32rem] overflow-y-auto pr-1"
          />
        </section>
      </div>
    </div>
  );
}

function PostPreview({
  product,
  username,
  caption,
  filter,
}: {
  product: Product | null;
  username: string;
  caption: string;
  filter: InstagramFilter;
}) {
  return (
    <Card className="overflow-hidden" aria-label="Post preview" role="region">
      <div className="flex items-center gap-3 px-3 py-2.5">
        <span className="rounded-full bg-linear-to-tr from-amber-400 via-pink-500 to-purple-600 p-0.5">
          <span className="flex size-8 items-center justify-center rounded-full bg-white text-sm font-bold text-slate-900 uppercase">
            {username.charAt(0)}
          </span>
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-sm font-semibold text-slate-900">{username}</span>
          <span className="text-xs text-slate-600">{INSTAGRAM_LOCATION}</span>
        </span>
      </div>
      <div
        data-testid="instagram-photo"
        data-filter={filter}
        className="aspect-square bg-sand-100"
        style={{ filter: instagramFilterCss[filter] }}
      >
        {product ? (
          <ProductImage
            src={product.imageUrl}
            alt={productImageAlt(product)}
            eager
            shape="page"
            className="size-full"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-500">
            <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
            Pick a product to preview your post
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1.5 px-3 py-3">
        <div className="flex items-center gap-3 text-slate-900" aria-hidden="true">
          <Heart className="size-6" />
          <MessageCircle className="size-6" />
          <Send className="size-6" />
          <Bookmark className="ml-auto size-6" />
        </div>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
          <span className="font-semibold">{username}</span> {caption}
        </p>
        <p className="text-[11px] tracking-wide text-slate-500 uppercase">Just now</p>
      </div>
    </Card>
  );
}

function BoostReadout({
  caption,
  filter,
  boost,
  className,
}: {
  caption: string;
  filter: InstagramFilter;
  boost: number;
  className?: string;
}) {
  // The caption's share is the whole boost with the Normal filter (no bonus), so no formula here.
  const captionPart = instagramBoost(caption.trim(), 'Normal');
  return (
    <Card className={cn('flex flex-col gap-2 p-4', className)}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-800">Campaign Boost</h2>
        <p
          data-testid="instagram-boost"
          className="text-2xl font-bold text-emerald-700 tabular-nums"
        >
          {formatBoost(boost)}
        </p>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width]"
          style={{ width: `${(boost / INSTAGRAM_BOOST_CAP) * 100}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">
        {`Caption +${captionPart} · ${filter} filter +${INSTAGRAM_FILTER_BONUS[filter]} · at most ${INSTAGRAM_BOOST_CAP}`}
      </p>
    </Card>
  );
}

/** Decorative sticker shapes behind the lock. */
const stickers = Object.entries({ Waves, Glasses, Sun, Palmtree, Star, Gem, Flame, Heart });

/** Frames and stickers, shown but locked until the paid upgrade arrives. */
function PremiumOverlay({ className }: { className?: string }) {
  return (
    <section aria-labelledby="ig-premium" className={cn('flex flex-col gap-2', className)}>
      <h2 id="ig-premium" className="text-sm font-semibold text-slate-800">
        Frames &amp; Stickers
      </h2>
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <div aria-hidden="true" className="grid grid-cols-4 gap-2 p-3 opacity-60 blur-[2px]">
          {stickers.map(([name, Sticker]) => (
            <span
              key={name}
              className="flex aspect-square items-center justify-center rounded-xl border-4 border-double border-coral-300 bg-sand-100 text-coral-500"
            >
              <Sticker className="size-7" />
            </span>
          ))}
        </div>
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ocean-950/70 p-4 text-center text-white">
          <Lock aria-hidden="true" className="size-6 text-coral-300" />
          <p className="font-semibold">Premium Feature</p>
          <Button variant="accent" size="sm" disabled aria-describedby="ig-premium-note">
            Upgrade for $1
          </Button>
          <p id="ig-premium-note" className="text-xs text-ocean-100">
            Arrives at launch.
          </p>
        </div>
      </div>
    </section>
  );
}
