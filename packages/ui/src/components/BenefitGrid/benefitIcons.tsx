import { createIcon } from '../../icons/createIcon.tsx';
import { IconCoin, IconCrown, IconDarkWeb, IconHeadset, IconUser } from '../../icons/icons.tsx';

// The three benefits the shared icon set has no picture for.
const IconHd = createIcon(
  'IconHd',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M7 9v6M7 12h4M11 9v6M14 9v6h1.5a2.5 2.5 0 0 0 2.5-2.5v-1A2.5 2.5 0 0 0 15.5 9z" />
  </>,
);
const IconRoute = createIcon('IconRoute', <path d="M13 2L4 14h7l-1 8 9-12h-7z" />);
const IconNoAds = createIcon(
  'IconNoAds',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </>,
);

/**
 * The eight VIP benefits in docs/product.md's order: free coin videos, free VIP videos, free
 * dark-web content, avatar and nickname editing, HD video, dedicated routes, no ads,
 * dedicated support.
 */
export const benefitIcons = [IconCoin, IconCrown, IconDarkWeb, IconUser, IconHd, IconRoute, IconNoAds, IconHeadset] as const;
