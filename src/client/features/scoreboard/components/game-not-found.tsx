import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** An unknown or unavailable game: the game, results and played-game pages say the same. */
export function GameNotFound({ back = '/free-play' }: { back?: string }) {
  return (
    <Card>
      <PageMeta title="Game Not Found" description="This game could not be found." />
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <SearchX aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">Game Not Found</h1>
        <p className="max-w-sm text-slate-600">
          This game doesn't exist or is no longer available.
        </p>
        <Button asChild className="mt-3">
          <Link to={back}>Back to Games</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
