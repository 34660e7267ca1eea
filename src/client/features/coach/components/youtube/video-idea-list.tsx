import { Clock, Lightbulb } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { VideoIdea } from '../../lib/video-campaigns';

/** A helper's three video ideas, each with the recommended length and a button filling the form. */
export function VideoIdeaList({
  ideas,
  recommendedLength,
  onUse,
}: {
  ideas: readonly VideoIdea[];
  recommendedLength: string;
  onUse: (idea: VideoIdea) => void;
}) {
  return (
    <ul aria-label="Video ideas" className="flex flex-col gap-2">
      {ideas.map((idea) => (
        <li
          key={idea.id}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
            <Lightbulb aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{idea.title}</h3>
            <p className="text-sm text-slate-600">{idea.summary}</p>
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-ocean-700">
              <Clock aria-hidden="true" className="size-3.5" />
              {`Recommended length: ${recommendedLength}`}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onUse(idea)}
            aria-label={`Use idea: ${idea.title}`}
            className="self-start sm:self-center"
          >
            Use idea
          </Button>
        </li>
      ))}
    </ul>
  );
}
