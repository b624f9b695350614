/**
 * The one module the screens load for stars and the reward shop (docs/product.md#stars-and-the-reward-shop):
 * the dashboard, the child page and the two shop routes import it lazily, so the feature is one
 * chunk of its own instead of code shared between their chunks, which would land in `common`
 * (docs/architecture.md, "Fast by construction"). The reward form loads apart when it opens (zod).
 */
export { ChildShopScreen } from './components/child-shop-screen';
export { RewardRequestsPanel } from './components/reward-requests-panel';
export { RewardShopScreen } from './components/reward-shop-screen';
export { StarsSection } from './components/stars-section';
