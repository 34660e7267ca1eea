import type { InfluencerDetail } from '../../../../shared/contracts/influencers';
import { formatCount } from '../../../../shared/plural';
import { abbreviate } from '../../../lib/competition-display';
import { scoreChart } from '../lib/profile';

// Drawn in a 100 × 100 box stretched to the chart's size; the dots and labels are drawn apart, in
// SVG of the chart's own size placed by percentage (attributes, no inline style), so they stay
// round and legible at any width.
const BOX = { width: 100, height: 100, pad: 0 };

/** A small line chart of the last days' daily scores (plain SVG, no chart library). */
export function ScoreChart({ history }: { history: InfluencerDetail['scoreHistory'] }) {
  const chart = scoreChart(history, BOX);
  if (chart.points.length === 0) {
    return (
      <p className="rounded-2xl bg-sand-50 px-4 py-8 text-center text-sm text-slate-600">
        No daily scores yet.
      </p>
    );
  }
  const summary = chart.points
    .map((point) => `${point.label} ${formatCount(Math.round(point.score))}`)
    .join(', ');

  return (
    <figure>
      <div role="img" aria-label={`Daily scores: ${summary}`} className="px-3">
        <div className="relative h-36 sm:h-44">
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            className="absolute inset-0 size-full overflow-visible"
          >
            <defs>
              <linearGradient
                id="score-area"
                x1="0"
                x2="0"
                y1="0"
                y2="1"
                className="text-coral-400"
              >
                <stop offset="0%" stopColor="currentColor" stopOpacity="0.35" />
                <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
              </linearGradient>
            </defs>
            <line
              x1="0"
              x2={BOX.width}
              y1={BOX.height}
              y2={BOX.height}
              vectorEffect="non-scaling-stroke"
              className="stroke-slate-200"
            />
            <path d={chart.area} fill="url(#score-area)" />
            <path
              d={chart.line}
              fill="none"
              vectorEffect="non-scaling-stroke"
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
              className="stroke-coral-500"
            />
          </svg>
          <svg aria-hidden="true" className="absolute inset-0 size-full overflow-visible">
            {chart.points.map((point) => (
              <circle
                key={point.date}
                cx={`${point.x}%`}
                cy={`${point.y}%`}
                r="4"
                strokeWidth="2"
                className="fill-white stroke-coral-500"
              >
                <title>{`${point.date}: ${formatCount(Math.round(point.score))} points`}</title>
              </circle>
            ))}
          </svg>
        </div>
        <svg
          aria-hidden="true"
          className="mt-2 block h-4 w-full overflow-visible fill-slate-500 text-xs"
        >
          {chart.points.map((point) => (
            <text key={point.date} x={`${point.x}%`} y="12" textAnchor="middle">
              {point.label}
            </text>
          ))}
        </svg>
      </div>
      <figcaption className="mt-2 text-xs text-slate-500">
        Best day: {abbreviate(Math.round(chart.max))} points
      </figcaption>
    </figure>
  );
}
