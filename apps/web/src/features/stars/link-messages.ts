/**
 * The child page's way to the reward shop: a module apart from the feature's texts (which load with
 * `stars-parts.ts`) and imported by the child page alone, so its chunk carries this label and nothing
 * lands in `common`.
 */
export const starsLinkMessages = {
  rewardShop: 'Loja de recompensas',
} as const;
