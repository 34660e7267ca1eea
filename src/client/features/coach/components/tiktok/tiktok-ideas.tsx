import { Lightbulb, PackageOpen } from 'lucide-react';
import type { Product } from '../../../../../shared/contracts/catalog';
import {
  TIKTOK_RECOMMENDED_LENGTH,
  tiktokVideoIdeas,
  type VideoIdea,
} from '../../lib/video-campaigns';
import type { useTicketProducts } from '../../lib/video-products';
import { TicketProductPicker } from '../youtube/ticket-product-picker';
import { VideoIdeaList } from '../youtube/video-idea-list';

/** The TikTok helper's Video Ideas tab: the filtered first 4 products and 3 video ideas. */
export function TiktokIdeas({
  tickets,
  selectedId,
  onSelectProduct,
  onUseIdea,
}: {
  tickets: ReturnType<typeof useTicketProducts>;
  selectedId: number | null;
  onSelectProduct: (product: Product) => void;
  onUseIdea: (idea: VideoIdea) => void;
}) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="tiktok-products" className="flex flex-col gap-3">
        <h2
          id="tiktok-products"
          className="flex items-center gap-2 text-lg font-bold text-ocean-950"
        >
          <PackageOpen aria-hidden="true" className="size-5 text-coral-500" />
          Promote a product
        </h2>
        <TicketProductPicker
          tickets={tickets}
          selectedId={selectedId}
          onSelect={onSelectProduct}
          hint="Tap to fill a caption"
        />
      </section>

      <section aria-labelledby="tiktok-ideas" className="flex flex-col gap-3">
        <h2 id="tiktok-ideas" className="flex items-center gap-2 text-lg font-bold text-ocean-950">
          <Lightbulb aria-hidden="true" className="size-5 text-coral-500" />
          Video ideas
        </h2>
        <VideoIdeaList
          ideas={tiktokVideoIdeas}
          recommendedLength={TIKTOK_RECOMMENDED_LENGTH}
          onUse={onUseIdea}
        />
      </section>
    </div>
  );
}
