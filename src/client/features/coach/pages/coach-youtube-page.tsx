import { useState } from 'react';
import { youtubeBoost } from '../../../../shared/coach-rules';
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
import { VideoIdeasTab } from '../components/video-ideas-tab';
import { CampaignConsole } from '../components/youtube/campaign-console';
import { PromotingChip } from '../components/youtube/promoting-chip';
import { YoutubeCompose } from '../components/youtube/youtube-compose';
import { COPY_FAILED } from '../lib/clipboard';
import { formatBoost } from '../lib/coach-platforms';
import {
  parseTags,
  tagsProblem,
  type VideoIdea,
  YOUTUBE_TEMPLATE_PRODUCTS,
  type YoutubeFields,
  youtubeClipboardText,
  youtubeIdeaFields,
  youtubeProductTemplate,
} from '../lib/video-campaigns';
import { commonLog, useCampaignLog, youtubeLog } from '../lib/video-log';
import { usePrepareSequence } from '../lib/video-prepare';
import { useTicketProducts } from '../lib/video-products';

type Tab = 'compose' | 'templates';

const emptyFields: YoutubeFields = { title: '', description: '', tags: '' };

export function CoachYoutubePage() {
  const { user } = useCurrentUser();
  const tickets = useTicketProducts(YOUTUBE_TEMPLATE_PRODUCTS);
  const record = useRecordCampaign();
  const log = useCampaignLog();
  const { phase, prepare } = usePrepareSequence();
  const [tab, setTab] = useState<Tab>('compose');
  const [fields, setFields] = useState<YoutubeFields>(emptyFields);
  const [product, setProduct] = useState<Product | null>(null);

  // The server trims before it scores; so does the readout.
  const title = fields.title.trim();
  const description = fields.description.trim();
  const boost = youtubeBoost(title, description);

  const activeCodes = useActiveDiscountCodes();
  const selectProduct = (picked: Product) => {
    setFields(
      youtubeProductTemplate(
        picked,
        tickets.competingIds.has(picked.id),
        window.location.origin,
        activeCodes,
      ),
    );
    setProduct(picked);
    setTab('compose');
    log.write(commonLog.template(productName(picked)));
  };

  const applyIdea = (idea: VideoIdea) => {
    setFields(youtubeIdeaFields(idea, product, window.location.origin));
    setTab('compose');
    log.write(commonLog.idea(idea.title));
  };

  const recordPrepared = (tags: string[]) => {
    if (!user) {
      log.write(commonLog.notRecorded);
      return;
    }
    record.mutate(
      { platform: 'youtube', productId: product?.id ?? null, title, description, tags },
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
    if (!title || !description) {
      log.write({ text: coachMessages.youtubeNeedsText, tone: 'error' });
      toast.error('Missing Information', { description: coachMessages.youtubeNeedsText });
      return;
    }
    const tags = parseTags(fields.tags);
    const problem = tagsProblem(tags);
    if (problem) {
      toast.error('Check your tags', { description: problem });
      return;
    }
    log.write(...youtubeLog.started({ title, description, tags, boost }));
    prepare({
      text: youtubeClipboardText({ title, description, tags }),
      onOptimize: () => log.write(...youtubeLog.reminder),
      onCopied: () => {
        log.write({ text: youtubeLog.copied, tone: 'success' });
        toast.success('Campaign Ready!', {
          description: 'Title, description and tags copied: paste them into YouTube Studio.',
        });
        recordPrepared(tags);
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
        title="YouTube campaign"
        description="Prepare a YouTube video's title, description and tags for a product."
      />
      <CoachToolHeader
        platform="youtube"
        title="YouTube"
        subtitle="Plan a video and prepare its title, description and tags."
        boost={formatBoost(boost)}
      />

      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
        <CampaignConsole lines={log.lines} name="YouTube campaign" />

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="max-w-md">
            <TabsTrigger value="compose">Compose</TabsTrigger>
            <TabsTrigger value="templates">Templates</TabsTrigger>
          </TabsList>

          <TabsContent value="compose" className="flex flex-col gap-4">
            {product && <PromotingChip product={product} onClear={() => setProduct(null)} />}
            <YoutubeCompose
              fields={fields}
              onChange={setFields}
              boost={boost}
              phase={phase}
              onPrepare={onPrepare}
              signedIn={user !== null}
            />
          </TabsContent>

          <TabsContent value="templates">
            <VideoIdeasTab
              platform="youtube"
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
