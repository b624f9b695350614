/**
 * Everything the app shows of the result queue (docs/product.md#offline-play), in one module that
 * the signed-in layout, the top bar and the child page load lazily: the queue's code (and IndexedDB's
 * wrapper) stays out of the entry and the common chunk, and the pieces share one chunk instead of
 * being split into several small ones (docs/architecture.md, "Fast by construction").
 */
export { OfflineQueue } from './queue-offline';
export { QueueStatus } from './queue-indicator';
export { PendingNotCounted, PendingResults } from './queue-pending';
export { SignOutSending, UnsentDialog } from './queue-sign-out';
