import { AtSign, Camera, Link2, Percent, Pin, Share2, Smartphone, ThumbsUp } from 'lucide-react';
import { useMemo } from 'react';
import type { Product } from '../../../../shared/contracts/catalog';
import { resolveImagePath } from '../../../../shared/image-path';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { siteOrigin } from '../../../lib/render-context';
import { toAbsoluteUrl } from '../../../lib/seo';
import { toast } from '../../../lib/toast';
import { useActiveDiscountCodes } from '../api/get-active-discounts';
import {
  buildShareContent,
  buildShareUrls,
  discountClipboardText,
  instagramClipboardText,
} from '../lib/share';

// The texts of shopper.md section 8.
const SHARE_FAILED = {
  title: 'Sharing Failed',
  description: 'Something went wrong when trying to share. Please try again.',
};
const SHARE_UNSUPPORTED = {
  title: 'Sharing not supported',
  description:
    "Your browser doesn't support direct sharing. Try using the copy link option instead.",
};
const COPY_FAILED = { title: 'Copy Failed', description: 'Unable to copy to clipboard' };

async function copyToClipboard(text: string): Promise<void> {
  // Missing outside secure contexts and in some embedded browsers.
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

function openShareWindow(url: string) {
  try {
    // noopener: the platform's page gets no handle back to the shop.
    window.open(url, '_blank', 'noopener,noreferrer,width=640,height=640');
  } catch {
    toast.error(SHARE_FAILED.title, { description: SHARE_FAILED.description });
  }
}

/** The product page's share menu: social platforms, copying and the device's own share sheet. */
export function ShareMenu({ product }: { product: Product }) {
  const activeCodes = useActiveDiscountCodes();
  const content = useMemo(() => {
    const origin = siteOrigin();
    return buildShareContent(
      product,
      {
        url: toAbsoluteUrl(`/product/${product.id}`, origin),
        imageUrl: toAbsoluteUrl(resolveImagePath(product.imageUrl), origin),
      },
      activeCodes,
    );
  }, [product, activeCodes]);
  const urls = useMemo(() => buildShareUrls(content), [content]);

  const copy = async (text: string, success: () => void) => {
    try {
      await copyToClipboard(text);
      success();
    } catch {
      toast.error(COPY_FAILED.title, { description: COPY_FAILED.description });
    }
  };

  const shareNatively = async () => {
    if (typeof navigator.share !== 'function') {
      toast.error(SHARE_UNSUPPORTED.title, { description: SHARE_UNSUPPORTED.description });
      return;
    }
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(SHARE_FAILED.title, { description: SHARE_FAILED.description });
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="lg">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs font-semibold text-slate-500">
          Share this product
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => openShareWindow(urls.twitter)}>
          <AtSign aria-hidden="true" />
          Twitter
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openShareWindow(urls.facebook)}>
          <ThumbsUp aria-hidden="true" />
          Facebook
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openShareWindow(urls.pinterest)}>
          <Pin aria-hidden="true" />
          Pinterest
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            copy(instagramClipboardText(content), () =>
              toast.success('Instagram Sharing', {
                description: 'Image and link copied! Paste in your Instagram story or post.',
              }),
            )
          }
        >
          <Camera aria-hidden="true" />
          Instagram
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {content.discount ? (
          <DropdownMenuItem
            onSelect={() =>
              copy(discountClipboardText(content), () => toast.success('Content Copied!'))
            }
          >
            <Percent aria-hidden="true" />
            Copy with discount
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => copy(content.url, () => toast.success('Copied!'))}>
            <Link2 aria-hidden="true" />
            Copy link
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={shareNatively}>
          <Smartphone aria-hidden="true" />
          Share via device
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
