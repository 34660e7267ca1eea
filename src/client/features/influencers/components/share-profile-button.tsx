import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toAbsoluteUrl } from '../../../lib/seo';
import { toast } from '../../../lib/toast';
import { shareLink } from '../lib/profile';

/**
 * Shares the profile (section 8): the device's share sheet ('Profile Shared'), else the clipboard
 * ('Link Copied'), else a 10-second toast showing the link to copy by hand.
 */
export function ShareProfileButton({ influencer }: { influencer: { id: string; name: string } }) {
  const share = async () => {
    const url = toAbsoluteUrl(
      `/influencer/${encodeURIComponent(influencer.id)}`,
      window.location.origin,
    );
    const outcome = await shareLink(
      {
        title: `${influencer.name} on Social Market`,
        text: `Check out ${influencer.name}'s profile on Social Market.`,
        url,
      },
      {
        share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
        writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
      },
    );
    if (outcome === 'shared') toast.success('Profile Shared');
    else if (outcome === 'copied') {
      toast.success('Link Copied', { description: 'Profile link copied to clipboard.' });
    } else if (outcome === 'manual') {
      toast('Share Profile', { description: url, duration: 10_000 });
    }
  };

  return (
    <Button variant="outline" onClick={() => void share()} className="flex-1 sm:flex-none">
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
