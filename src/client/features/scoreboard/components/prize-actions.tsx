import { HeartHandshake, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { useDonatePrize } from '../api/donate-prize';
import { DonatePrizeDialog } from './donate-prize-dialog';

interface PrizeActionsProps {
  competitionId: number;
  productName: string;
  /** Show 'Claim for $1 (+ $0.08 tax)' (to the cart); the cart itself shows only Donate. */
  showClaim?: boolean;
  className?: string;
}

/**
 * A won prize's two ways out: buy it for $1 plus tax in the cart (delivered free),
 * or donate it (after a confirmation).
 */
export function PrizeActions({
  competitionId,
  productName,
  showClaim = true,
  className,
}: PrizeActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const donate = useDonatePrize();

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {showClaim && (
        <Button asChild variant="accent" size="sm">
          <Link to="/cart">
            <ShoppingCart aria-hidden="true" />
            Claim for {PRIZE_PRICE_TEXT}
          </Link>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        disabled={donate.isPending}
        aria-label={showClaim ? undefined : `Donate ${productName}`}
      >
        <HeartHandshake aria-hidden="true" />
        {donate.isPending ? 'Donating…' : 'Donate'}
      </Button>
      <DonatePrizeDialog
        open={confirming}
        onOpenChange={setConfirming}
        productName={productName}
        onConfirm={() => donate.mutate({ competitionId, productName })}
      />
    </div>
  );
}
