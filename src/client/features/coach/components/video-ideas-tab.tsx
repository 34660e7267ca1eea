import { Lightbulb, PackageOpen } from 'lucide-react';
import type { Product } from '../../../../shared/contracts/catalog';
import {
  TIKTOK_RECOMMENDED_LENGTH,
  tiktokVideoIdeas,
  type VideoIdea,
  YOUTUBE_RECOMMENDED_LENGTH,
  youtubeVideoIdeas,
} from '../lib/video-campaigns';
import type { useTicketProducts } from '../lib/video-products';
import { TicketProductPicker } from './youtube/ticket-product-picker';
import { VideoIdeaList } from './youtube/video-idea-list';

/** What differs between the video helpers' idea tabs: their ideas, length and picker hint. */
const platforms = {
  tiktok: {
    ideas: tiktokVideoIdeas,
    recommendedLength: TIKTOK_RECOMMENDED_LENGTH,
    hint: 'Tap to fill a caption',
  },
  youtube: {
    ideas: youtubeVideoIdeas,
    recommendedLength: YOUTUBE_RECOMMENDED_LENGTH,
    hint: 'Tap to fill a video template',
  },
} as const;

/**
 * A video helper's ideas tab (TikTok's Video Ideas, YouTube's Templates): the filtered first
 * products to promote, then 3 video ideas.
 */
export function VideoIdeasTab({
  platform,
  tickets,
  selectedId,
  onSelectProduct,
  onUseIdea,
}: {
  platform: keyof typeof platforms;
  tickets: ReturnType<typeof useTicketProducts>;
  selectedId: number | null;
  onSelectProduct: (product: Product) => void;
  onUseIdea: (idea: VideoIdea) => void;
}) {
  const { ideas, recommendedLength, hint } = platforms[platform];
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${platform}-products`} className="flex flex-col gap-3">
        <h2
          id={`${platform}-products`}
          className="flex items-center gap-2 text-lg font-bold text-ocean-950"
        >
          <PackageOpen aria-hidden="true" className="size-5 text-coral-500" />
          Promote a product
        </h2>
        <TicketProductPicker
          tickets={tickets}
          selectedId={selectedId}
          onSelect={onSelectProduct}
          hint={hint}
        />
      </section>

      <section aria-labelledby={`${platform}-ideas`} className="flex flex-col gap-3">
        <h2
          id={`${platform}-ideas`}
          className="flex items-center gap-2 text-lg font-bold text-ocean-950"
        >
          <Lightbulb aria-hidden="true" className="size-5 text-coral-500" />
          Video ideas
        </h2>
        <VideoIdeaList ideas={ideas} recommendedLength={recommendedLength} onUse={onUseIdea} />
      </section>
    </div>
  );
}
