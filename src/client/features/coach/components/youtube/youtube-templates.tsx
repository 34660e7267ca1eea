import { Lightbulb, PackageOpen } from 'lucide-react';
import type { Product } from '../../../../../shared/contracts/catalog';
import {
  type VideoIdea,
  YOUTUBE_RECOMMENDED_LENGTH,
  youtubeVideoIdeas,
} from '../../lib/video-campaigns';
import type { useTicketProducts } from '../../lib/video-products';
import { TicketProductPicker } from './ticket-product-picker';
import { VideoIdeaList } from './video-idea-list';

/** The YouTube helper's Templates tab: the filtered first 5 products and 3 video ideas. */
export function YoutubeTemplates({
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
      <section aria-labelledby="youtube-products" className="flex flex-col gap-3">
        <h2
          id="youtube-products"
          className="flex items-center gap-2 text-lg font-bold text-ocean-950"
        >
          <PackageOpen aria-hidden="true" className="size-5 text-coral-500" />
          Promote a product
        </h2>
        <TicketProductPicker
          tickets={tickets}
          selectedId={selectedId}
          onSelect={onSelectProduct}
          hint="Tap to fill a video template"
        />
      </section>

      <section aria-labelledby="youtube-ideas" className="flex flex-col gap-3">
        <h2 id="youtube-ideas" className="flex items-center gap-2 text-lg font-bold text-ocean-950">
          <Lightbulb aria-hidden="true" className="size-5 text-coral-500" />
          Video ideas
        </h2>
        <VideoIdeaList
          ideas={youtubeVideoIdeas}
          recommendedLength={YOUTUBE_RECOMMENDED_LENGTH}
          onUse={onUseIdea}
        />
      </section>
    </div>
  );
}
