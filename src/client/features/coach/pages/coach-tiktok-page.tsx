import { useState } from 'react';
import { type TiktokSoundId, tiktokBoost } from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import { coachMessages } from '../../../../shared/contracts/coach';
import { PageMeta } from '../../../components/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { getErrorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { productName } from '../../../lib/product-display';
import { toast } from '../../../lib/toast';
import { useActiveDiscountCodes } from '../../catalog';
import { useRecordCampaign } from '../api/record-campaign';
import { CoachToolHeader } from '../components/coach-tool-header';
import { TiktokCreate } from '../components/tiktok/tiktok-create';
import { VideoIdeasTab } from '../components/video-ideas-tab';
import { CampaignConsole } from '../components/youtube/campaign-console';
import { PromotingChip } from '../components/youtube/promoting-chip';
import { COPY_FAILED } from '../lib/clipboard';
import { formatBoost } from '../lib/coach-platforms';
import {
  DEFAULT_TRENDING_SOUND_ID,
  effectiveSoundId,
  soundLabel,
  TIKTOK_IDEA_PRODUCTS,
  tiktokClipboardText,
  tiktokIdeaCaption,
  tiktokProductCaption,
  type VideoIdea,
} from '../lib/video-campaigns';
import { commonLog, tiktokLog, useCampaignLog } from '../lib/video-log';
import { usePrepareSequence } from '../lib/video-prepare';
import { useTicketProducts } from '../lib/video-products';

type Tab = 'create' | 'ideas';

export function CoachTiktokPage() {
  const { user } = useCurrentUser();
  const tickets = useTicketProducts(TIKTOK_IDEA_PRODUCTS);
  const record = useRecordCampaign();
  const log = useCampaignLog();
  const { phase, prepare } = usePrepareSequence();
  const [tab, setTab] = useState<Tab>('create');
  const [caption, setCaption] = useState('');
  const [trendingSound, setTrendingSound] = useState(true);
  const [chosenSound, setChosenSound] = useState<TiktokSoundId>(DEFAULT_TRENDING_SOUND_ID);
  const [product, setProduct] = useState<Product | null>(null);

  const soundId = effectiveSoundId(trendingSound, chosenSound);
  // The server trims before it scores; so does the readout.
  const trimmed = caption.trim();
  const boost = tiktokBoost(trimmed, soundId);

  const activeCodes = useActiveDiscountCodes();
  const selectProduct = (picked: Product) => {
    setCaption(
      tiktokProductCaption(
        picked,
        tickets.competingIds.has(picked.id),
        window.location.origin,
        activeCodes,
      ),
    );
    setProduct(picked);
    setTab('create');
    log.write(commonLog.template(productName(picked)));
  };

  const applyIdea = (idea: VideoIdea) => {
    setCaption(tiktokIdeaCaption(idea, product, window.location.origin));
    setTab('create');
    log.write(commonLog.idea(idea.title));
  };

  const recordPrepared = () => {
    if (!user) {
      log.write(commonLog.notRecorded);
      return;
    }
    record.mutate(
      {
        platform: 'tiktok',
        productId: product?.id ?? null,
        caption: trimmed,
        soundId,
        trendingSound,
      },
      {
        onSuccess: (result) =>
          log.write({ text: commonLog.recorded(result.boost), tone: 'success' }),
        onError: (error) => {
          log.write({ text: commonLog.recordFailed(getErrorMessage(error)), tone: 'error' });
          toast.error('Campaign not recorded', { description: getErrorMessage(error) });
        },
      },
    );
  };

  const onPrepare = () => {
    if (!trimmed) {
      log.write({ text: coachMessages.tiktokNeedsCaption, tone: 'error' });
      toast.error('Missing Information', { description: coachMessages.tiktokNeedsCaption });
      return;
    }
    log.write(
      ...tiktokLog.started({ caption: trimmed, sound: soundLabel(soundId), trendingSound, boost }),
    );
    prepare({
      text: tiktokClipboardText(trimmed),
      onOptimize: () => log.write(...tiktokLog.reminder),
      onCopied: () => {
        log.write({ text: tiktokLog.copied, tone: 'success' });
        toast.success('Campaign Ready!', {
          description: `Caption copied: paste it into TikTok and add ${soundLabel(soundId)}.`,
        });
        recordPrepared();
      },
      onCopyFailed: () => {
        log.write({ text: commonLog.copyFailed, tone: 'error' });
        toast.error(COPY_FAILED.title, { description: COPY_FAILED.description });
      },
    });
  };

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta
        title="TikTok campaign"
        description="Prepare a TikTok caption and sound for a product."
      />
      <CoachToolHeader
        platform="tiktok"
        title="TikTok"
        subtitle="Plan a short video and prepare its caption and sound."
        boost={formatBoost(boost)}
      />

      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
        <CampaignConsole lines={log.lines} name="TikTok campaign" />

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="max-w-md">
            <TabsTrigger value="create">Create Video</TabsTrigger>
            <TabsTrigger value="ideas">Video Ideas</TabsTrigger>
          </TabsList>

          <TabsContent value="create" className="flex flex-col gap-4">
            {product && <PromotingChip product={product} onClear={() => setProduct(null)} />}
            <TiktokCreate
              caption={caption}
              onCaptionChange={setCaption}
              trendingSound={trendingSound}
              onTrendingSoundChange={setTrendingSound}
              soundId={soundId}
              onSoundChange={setChosenSound}
              boost={boost}
              phase={phase}
              onPrepare={onPrepare}
              signedIn={user !== null}
            />
          </TabsContent>

          <TabsContent value="ideas">
            <VideoIdeasTab
              platform="tiktok"
              tickets={tickets}
              selectedId={product?.id ?? null}
              onSelectProduct={selectProduct}
              onUseIdea={applyIdea}
            />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
