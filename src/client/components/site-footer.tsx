import { HeartHandshake, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { shopDay } from '../../shared/shop-day';
import { useNowAtRender } from '../lib/use-now';
import { BrandLogo } from './brand-logo';

const footerLinks: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: 'Shop',
    links: [
      { to: '/home', label: 'Shop home' },
      { to: '/products', label: 'All products' },
      { to: '/sunglass-gallery', label: 'Sunglasses' },
      { to: '/coffee-tea-gallery', label: 'Coffee & tea' },
    ],
  },
  {
    heading: 'Play',
    links: [
      { to: '/tutorial', label: 'How it works' },
      { to: '/official-rules', label: 'Official rules' },
      { to: '/scoreboard', label: 'Live games' },
      { to: '/multiplayer', label: 'Play with friends' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/partner-store', label: 'Partner eyewear store' },
      { to: '/business-portal', label: 'Partner with us' },
      { to: '/auth', label: 'Login' },
    ],
  },
];

/**
 * The site footer of the open pages: landing, shop home and the information pages. Below the fold
 * on every page it ends, so it renders when scrolled near.
 */
export function SiteFooter() {
  return <Footer />;
}

function Footer() {
  // The shop's year at the page's render time, on the server as while hydrating.
  const year = shopDay(useNowAtRender()).slice(0, 4);
  return (
    <footer className="render-later border-t border-slate-200 bg-white [--render-later-height:20rem]">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)]">
        <div>
          <BrandLogo />
          <p className="mt-4 max-w-xs text-sm text-slate-600">
            Social Market, the social-commerce store of Laguna Beach, in partnership with our local{' '}
            <Link
              to="/partner-store"
              className="rounded-sm font-medium text-ocean-700 underline-offset-2 hover:underline"
            >
              eyewear boutique
            </Link>
            .
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 text-coral-500" />
            Laguna Beach, CA 92651
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <HeartHandshake aria-hidden="true" className="size-4 text-coral-500" />
            30-day money-back guarantee
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerLinks.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-bold text-slate-900">{group.heading}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-6 items-center rounded-sm text-sm text-slate-600 hover:text-ocean-800"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-500 sm:px-6">
          © {year} Social Market. Delivery limited to ZIP 92651.
        </p>
      </div>
    </footer>
  );
}
