/**
 * The one module the screens load for the home programme (docs/product.md#home-programme): the
 * parent's child page, the professional's child page and the professional's reports import it
 * lazily, so the feature is one chunk of its own instead of code shared between their chunks, which
 * would land in `common` (docs/architecture.md, "Fast by construction"). The assign dialog loads
 * apart when it opens (zod).
 */
export { AdherenceOverview } from './components/adherence-overview';
export { HomeProgrammeSection } from './components/home-programme-section';
