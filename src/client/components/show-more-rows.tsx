import { formatCount } from '../../shared/plural';
import { Button } from './ui/button';

/**
 * Under a leaderboard that shows its top 10 (plus the viewer's own row): 'Show more' loads the
 * next rows a page at a time, 'Show top 10' folds them away again.
 */
export function ShowMoreRows({
  shown,
  total,
  hasMore,
  expanded,
  loading,
  onMore,
  onLess,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  expanded: boolean;
  loading: boolean;
  onMore: () => void;
  onLess: () => void;
}) {
  if (total <= shown && !expanded) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
      <p data-testid="leaderboard-count" className="text-sm text-slate-600 tabular-nums">
        {`Showing ${formatCount(shown)} of ${formatCount(total)} players`}
      </p>
      <div className="flex gap-2">
        {expanded && (
          <Button variant="ghost" size="sm" onClick={onLess}>
            Show top 10
          </Button>
        )}
        {hasMore && shown < total && (
          <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
            {loading ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </div>
    </div>
  );
}
