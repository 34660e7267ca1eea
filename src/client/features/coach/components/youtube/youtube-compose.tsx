import { CircleCheck, Clapperboard, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { LIMITS } from '../../../../../shared/coach-rules';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { cn } from '../../../../lib/class-names';
import {
  parseTags,
  tagsProblem,
  YOUTUBE_MAX_BOOST,
  type YoutubeFields,
} from '../../lib/video-campaigns';
import { type PreparePhase, prepareButtonLabel } from '../../lib/video-prepare';
import { BoostMeter, CharacterCount, textareaClassName } from './video-fields';

/** The YouTube helper's Compose tab: title, description, tags, boost and the prepare button. */
export function YoutubeCompose({
  fields,
  onChange,
  boost,
  phase,
  onPrepare,
  signedIn,
}: {
  fields: YoutubeFields;
  onChange: (fields: YoutubeFields) => void;
  boost: number;
  phase: PreparePhase;
  onPrepare: () => void;
  signedIn: boolean;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const tagsId = useId();
  const tags = parseTags(fields.tags);
  const problem = tagsProblem(tags);

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={titleId}>Video title</Label>
          <Input
            id={titleId}
            value={fields.title}
            onChange={(event) => onChange({ ...fields, title: event.target.value })}
            maxLength={LIMITS.youtubeTitle}
            aria-describedby={`${titleId}-count`}
            placeholder="e.g. Shop With Me: my favourite Laguna Beach finds"
          />
          <div className="flex justify-end">
            <CharacterCount
              id={`${titleId}-count`}
              length={fields.title.length}
              limit={LIMITS.youtubeTitle}
            />
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={descriptionId}>Description</Label>
          <textarea
            id={descriptionId}
            value={fields.description}
            onChange={(event) => onChange({ ...fields, description: event.target.value })}
            maxLength={LIMITS.youtubeDescription}
            rows={7}
            aria-describedby={`${descriptionId}-count`}
            placeholder="What the video shows, the product link and your hashtags."
            className={textareaClassName}
          />
          <div className="flex justify-end">
            <CharacterCount
              id={`${descriptionId}-count`}
              length={fields.description.length}
              limit={LIMITS.youtubeDescription}
            />
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={tagsId}>Tags</Label>
          <Input
            id={tagsId}
            value={fields.tags}
            onChange={(event) => onChange({ ...fields, tags: event.target.value })}
            aria-describedby={`${tagsId}-help`}
            aria-invalid={problem ? true : undefined}
            placeholder="e.g. laguna beach, sunglasses, shop local"
          />
          <p
            id={`${tagsId}-help`}
            className={cn('text-xs', problem ? 'font-medium text-red-700' : 'text-slate-500')}
          >
            {problem ?? 'Separate tags with commas.'}
          </p>
          {tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="max-w-full truncate rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>

      <BoostMeter
        boost={boost}
        max={YOUTUBE_MAX_BOOST}
        hint="A title over 40 characters and a description over 200 give the most."
      />

      <Button
        size="lg"
        onClick={onPrepare}
        disabled={phase === 'preparing'}
        className={cn(
          phase === 'prepared'
            ? 'bg-emerald-600 hover:bg-emerald-600 active:bg-emerald-600'
            : 'bg-red-600 hover:bg-red-700 active:bg-red-800',
        )}
      >
        {phase === 'preparing' ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : phase === 'prepared' ? (
          <CircleCheck aria-hidden="true" />
        ) : (
          <Clapperboard aria-hidden="true" />
        )}
        {prepareButtonLabel(phase, 'Prepare YouTube Campaign')}
      </Button>
      <p className="text-center text-xs text-slate-500">
        {signedIn
          ? 'Preparing copies your title, description and tags and records the campaign.'
          : 'Preparing copies your title, description and tags. Sign in to record campaigns toward your social boost.'}
      </p>
    </div>
  );
}
