import { sitePaths } from '../../../common/paths';

/** A link of the site's navigation. */
export type SiteLink = { label: string; to: string; description?: string };

/** docs/product.md §2 Explore menu. */
export const exploreLinks: readonly SiteLink[] = [
  {
    label: 'Production',
    to: sitePaths.exploreProduction,
    description: 'Join the staff as an editor or artist',
  },
  {
    label: 'Affiliate',
    to: sitePaths.exploreAffiliate,
    description: 'Earn 20% commission per sale',
  },
];

/** docs/product.md §2 Learn menu. */
export const learnLinks: readonly SiteLink[] = [
  { label: 'Pricing', to: sitePaths.pricing, description: 'Plans for YouTubers' },
  { label: 'Game', to: sitePaths.games, description: 'Profit shares in our games' },
  {
    label: 'Production',
    to: sitePaths.productionInfo,
    description: 'How edits and thumbnails work',
  },
];

/** The three social links of the footer. */
export const socialLinks = [
  { label: 'Crewcast on YouTube', href: 'https://www.youtube.com/@crewcast', icon: 'youtube' },
  { label: 'Crewcast on X', href: 'https://x.com/crewcast', icon: 'x' },
  { label: 'Crewcast on Discord', href: 'https://discord.gg/crewcast', icon: 'discord' },
] as const;
