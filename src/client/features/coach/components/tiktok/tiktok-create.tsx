import { CircleCheck, LoaderCircle, Music2 } from 'lucide-react';
import { useId } from 'react';
import { LIMITS, TIKTOK_SOUNDS, type TiktokSoundId } from '../../../../../shared/coach-rules';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { cn } from '../../../../lib/class-names';
import { formatBoost } from '../../lib/coach-platforms';
import { TIKTOK_MAX_BOOST } from '../../lib/video-campaigns';
import { type PreparePhase, prepareButtonLabel } from '../../lib/video-prepare';
import { CoachSwitch } from '../coach-switch';
import { BoostMeter, CharacterCount, textareaClassName } from '../youtube/video-fields';

/** The TikTok helper's Create Video tab: caption, trending sound, sound, boost and prepare. */
export function TiktokCreate({
  caption,
  onCaptionChange,
  trendingSound,
  onTrendingSoundChange,
  soundId,
  onSoundChange,
  boost,
  phase,
  onPrepare,
  signedIn,
}: {
  caption: string;
  onCaptionChange: (caption: string) => void;
  trendingSound: boolean;
  onTrendingSoundChange: (on: boolean) => void;
  /** The sound the campaign uses (the original sound while trending sounds are off). */
  soundId: TiktokSoundId;
  onSoundChange: (soundId: TiktokSoundId) => void;
  boost: number;
  phase: PreparePhase;
  onPrepare: () => void;
  signedIn: boolean;
}) {
  const captionId = useId();
  const soundSelectId = useId();

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-1.5 p-4 sm:p-5">
        <Label htmlFor={captionId}>Caption</Label>
        <textarea
          id={captionId}
          value={caption}
          onChange={(event) => onCaptionChange(event.target.value)}
          maxLength={LIMITS.tiktokCaption}
          rows={5}
          aria-describedby={`${captionId}-count`}
          placeholder="e.g. POV: you found the best sunglasses in Laguna Beach 😎 #fyp"
          className={textareaClassName}
        />
        <div className="flex justify-end">
          <CharacterCount
            id={`${captionId}-count`}
            length={caption.length}
            limit={LIMITS.tiktokCaption}
          />
        </div>
      </Card>

      <div className="grid gap-3 sm:grid-cols-2">
        <CoachSwitch
          label="Use a trending sound"
          description={
            trendingSound
              ? 'On: the trending sound you pick below.'
              : "Off: your video's original sound."
          }
          checked={trendingSound}
          onCheckedChange={onTrendingSoundChange}
        />
        <div className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-3">
          <Label htmlFor={soundSelectId} className="inline-flex items-center gap-1.5">
            <Music2 aria-hidden="true" className="size-4 text-slate-500" />
            Sound
          </Label>
          <NativeSelect
            id={soundSelectId}
            value={soundId}
            disabled={!trendingSound}
            onChange={(event) => onSoundChange(event.target.value as TiktokSoundId)}
          >
            {TIKTOK_SOUNDS.map((sound) => (
              <option key={sound.id} value={sound.id}>
                {`${sound.label} · ${formatBoost(sound.boost)}`}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <BoostMeter
        boost={boost}
        max={TIKTOK_MAX_BOOST}
        hint="A caption over 50 characters and a viral sound give the most."
      />

      <Button
        size="lg"
        onClick={onPrepare}
        disabled={phase === 'preparing'}
        className={cn(
          phase === 'prepared'
            ? 'bg-emerald-600 hover:bg-emerald-600 active:bg-emerald-600'
            : 'bg-slate-950 hover:bg-slate-800 active:bg-black',
        )}
      >
        {phase === 'preparing' ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : phase === 'prepared' ? (
          <CircleCheck aria-hidden="true" />
        ) : (
          <Music2 aria-hidden="true" />
        )}
        {prepareButtonLabel(phase, 'Prepare TikTok Campaign')}
      </Button>
      <p className="text-center text-xs text-slate-500">
        {signedIn
          ? 'Preparing copies your caption and records the campaign.'
          : 'Preparing copies your caption. Sign in to record campaigns toward your social boost.'}
      </p>
    </div>
  );
}
