import { Flame, PackageOpen, Send, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS, twitterBoost } from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { useCurrentUser } from '../../../lib/current-user';
import { productName } from '../../../lib/product-display';
import { toast } from '../../../lib/toast';
import { useProducts } from '../../catalog';
import { useRecordCampaign } from '../api/record-campaign';
import { CoachProductList } from '../components/coach-product-list';
import { CoachSwitch } from '../components/coach-switch';
import { CoachToolHeader } from '../components/coach-tool-header';
import { formatBoost } from '../lib/coach-platforms';
import { coachEmptyStates } from '../lib/coach-products';
import {
  composePost,
  isOverLimit,
  postLength,
  productPromoText,
  TWITTER_HASHTAGS,
  TWITTER_LOCATION,
  TWITTER_TEMPLATE_PRODUCTS,
  tweetIntentUrl,
  viralTemplates,
} from '../lib/twitter-post';

type Tab = 'compose' | 'templates';

export function CoachTwitterPage() {
  const { user } = useCurrentUser();
  const products = useProducts({});
  const record = useRecordCampaign();
  const [tab, setTab] = useState<Tab>('compose');
  const [text, setText] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [includeHashtags, setIncludeHashtags] = useState(true);
  const [addLocation, setAddLocation] = useState(false);
  const textId = useId();
  const counterId = useId();

  const post = composePost(text, { includeHashtags, addLocation });
  const length = postLength(post);
  const tooLong = isOverLimit(post);

  const share = () => {
    if (!text.trim()) {
      toast.error('Post is empty', {
        description: 'Please write some content before sharing to X',
      });
      return;
    }
    if (tooLong) return;
    // noopener: X's page gets no handle back to the shop.
    window.open(tweetIntentUrl(post), '_blank', 'noopener,noreferrer');
    toast.success('Opening X (Twitter)', { description: 'Finish and send your post on X.' });
    if (user) {
      record.mutate(
        { platform: 'twitter', productId: product?.id ?? null, text: post },
        {
          onError: (error) =>
            toast.error('Campaign not recorded', { description: getErrorMessage(error) }),
        },
      );
    }
  };

  const pickProduct = (picked: Product) => {
    setText(productPromoText(picked, window.location.origin).slice(0, LIMITS.xPost));
    setProduct(picked);
    setTab('compose');
  };

  const pickTemplate = (templateText: string) => {
    setText(templateText);
    setProduct(null);
    setTab('compose');
    toast.success('Template copied!');
  };

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta
        title="X (Twitter) campaign"
        description="Write and share an X post for a product."
      />
      <CoachToolHeader
        platform="twitter"
        title="X (Twitter)"
        subtitle="Write a post and share it to X."
        boost={formatBoost(twitterBoost(text))}
      />

      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="max-w-md">
            <TabsTrigger value="compose">Compose</TabsTrigger>
            <TabsTrigger value="templates">Templates</TabsTrigger>
          </TabsList>

          <TabsContent value="compose" className="flex flex-col gap-4">
            {product && (
              <div className="flex items-center gap-2 self-start rounded-full bg-ocean-50 py-1 pr-1 pl-3 text-sm text-ocean-900 ring-1 ring-ocean-100">
                <span className="truncate">Promoting {productName(product)}</span>
                <button
                  type="button"
                  onClick={() => setProduct(null)}
                  aria-label="Stop promoting this product"
                  className="flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-ocean-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </div>
            )}
            <Card className="flex flex-col gap-2 p-4">
              <label htmlFor={textId} className="text-sm font-semibold text-slate-800">
                Your post
              </label>
              <textarea
                id={textId}
                value={text}
                onChange={(event) => setText(event.target.value)}
                maxLength={LIMITS.xPost}
                rows={6}
                aria-describedby={counterId}
                placeholder="What's happening at Social Market?"
                className="w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-ocean-500 focus-visible:outline-2 focus-visible:outline-ocean-200"
              />
              <div className="flex items-start justify-between gap-3 text-xs">
                <p className={cn('text-slate-500', tooLong && 'font-medium text-red-700')}>
                  {tooLong
                    ? 'Too long for X: shorten your post or turn off hashtags or location.'
                    : 'Hashtags and location count too.'}
                </p>
                <p
                  id={counterId}
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    tooLong ? 'text-red-700' : 'text-slate-600',
                  )}
                >
                  {`${length}/${LIMITS.xPost}`}
                  <span className="sr-only"> characters</span>
                </p>
              </div>
            </Card>

            <div className="grid gap-3 sm:grid-cols-2">
              <CoachSwitch
                label="Include hashtags"
                description={TWITTER_HASHTAGS}
                checked={includeHashtags}
                onCheckedChange={setIncludeHashtags}
              />
              <CoachSwitch
                label="Add location"
                description={TWITTER_LOCATION}
                checked={addLocation}
                onCheckedChange={setAddLocation}
              />
            </div>

            {post && (
              <section
                aria-label="Post preview"
                className="rounded-2xl bg-slate-950 p-4 text-white"
              >
                <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
                  Preview
                </p>
                <p className="mt-2 text-sm break-words whitespace-pre-wrap">{post}</p>
              </section>
            )}

            <Button
              size="lg"
              onClick={share}
              disabled={text.length === 0 || tooLong}
              className="bg-slate-950 hover:bg-slate-800 active:bg-black"
            >
              <Send aria-hidden="true" /> Share on X (Twitter)
            </Button>
            {!user && (
              <p className="text-center text-xs text-slate-500">
                Sign in to have your shared posts count toward your social boost.
              </p>
            )}
          </TabsContent>

          <TabsContent value="templates" className="flex flex-col gap-8">
            <section aria-labelledby="x-products" className="flex flex-col gap-3">
              <h2
                id="x-products"
                className="flex items-center gap-2 text-lg font-bold text-ocean-950"
              >
                <PackageOpen aria-hidden="true" className="size-5 text-coral-500" />
                Promote a product
              </h2>
              <CoachProductList
                label="Products to promote"
                products={(products.data ?? []).slice(0, TWITTER_TEMPLATE_PRODUCTS)}
                isLoading={products.isPending}
                emptyText={coachEmptyStates.noProducts}
                onSelect={pickProduct}
                selectedId={product?.id ?? null}
                hint="Tap to write a promo post"
              />
            </section>

            <section aria-labelledby="x-viral" className="flex flex-col gap-3">
              <h2 id="x-viral" className="flex items-center gap-2 text-lg font-bold text-ocean-950">
                <Flame aria-hidden="true" className="size-5 text-coral-500" />
                Viral templates
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {viralTemplates.map((template) => (
                  <li key={template.id}>
                    <button
                      type="button"
                      onClick={() => pickTemplate(template.text)}
                      className="flex h-full w-full cursor-pointer flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-xs transition-colors hover:border-ocean-300 hover:bg-ocean-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500"
                    >
                      <span className="text-sm font-semibold text-slate-900">{template.title}</span>
                      <span className="text-sm text-slate-600">{template.text}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
