import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { ListenHandlers } from './db/listen';
import { createNoticeSender } from './db/notices';
import type { Clock } from './lib/clock';
import { CATALOGUE_CHANGED, createCatalogue, followCatalogue, type Catalogue } from './modules/activities/catalogue';
import { createSessionCache, SESSION_CHANGES_CHANNEL, type SessionCache } from './modules/auth/session-cache';
import { createChildAccessService, type ChildAccessService } from './modules/children/child-access';
import { createMailOutbox, type MailOutbox } from './modules/mail/outbox';
import { createSettingsService, followSettings, type SettingsService } from './modules/settings/settings-service';
import { createSubscriptionService, type SubscriptionService } from './modules/subscription/subscription-service';

/**
 * Everything a service is built from, made once in app.ts. Each module exports
 * `createXService(deps)` taking only the part it needs (`Pick<AppDeps, 'db' | 'clock'>`), so a
 * test builds one from a test app, and a service never reaches for the system time or a global.
 */
export interface AppDeps {
  db: Db;
  /** The one "now" of product rules (lib/clock.ts). */
  clock: Clock;
  config: AppConfig;
  /** Seals secrets at rest (docs/product.md#secrets). */
  secretsKey: Buffer;
  // Services other services build on, made once so their caches are shared.
  settings: SettingsService;
  subscriptions: SubscriptionService;
  childAccess: ChildAccessService;
  outbox: MailOutbox;
  /**
   * Signed-in users kept in memory (docs/decisions/015-session-cache.md). A service that writes
   * a user, a session or a subscription calls `forgetUser` after its write, so this server's next
   * request reads it; other servers learn it from the database's change notice.
   */
  sessionCache: SessionCache;
  /**
   * Tells every server (this one at once) that a child of this parent has a new progress entry,
   * after it committed (docs/decisions/016-progress-notices-after-commit.md): the reads that count
   * progress (the dashboard) are dropped. Rarer changes notify from a database trigger.
   */
  progressChanged: (parentUserId: number) => Promise<void>;
  /** The active catalogue, kept in memory for a few seconds and shared by every service that reads it. */
  catalogue: Catalogue;
  /**
   * This server's own committed write to the catalogue: the catalogue and every read built from it
   * are dropped here at once; the other servers hear the trigger's notice (modules/activities/catalogue.ts).
   */
  catalogueChanged: () => void;
  /** What app.ts listens to the change channel with: the session cache, the catalogue and the settings. */
  changeHandlers: ListenHandlers;
  /** Where work that no request waits on reports a failure (the app's log). */
  onBackgroundError: (err: unknown, what: string) => void;
}

export type BaseDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey'> &
  Partial<Pick<AppDeps, 'onBackgroundError'>>;

export function createAppDeps({ onBackgroundError = () => {}, ...base }: BaseDeps): AppDeps {
  const sessionCache = createSessionCache();
  const notify = createNoticeSender(base.db, SESSION_CHANGES_CHANNEL, (err) =>
    onBackgroundError(err, 'change notice not sent'),
  );
  const catalogue = createCatalogue(base);
  const settings = createSettingsService(base);
  const changeHandlers = followSettings(followCatalogue(sessionCache.handlers, catalogue), settings);
  return {
    ...base,
    onBackgroundError,
    progressChanged: (parentUserId) => {
      sessionCache.forgetProgressOf(parentUserId);
      return notify(`progress:${parentUserId}`);
    },
    catalogue,
    catalogueChanged: () => changeHandlers.onMessage(CATALOGUE_CHANGED),
    changeHandlers,
    settings,
    subscriptions: createSubscriptionService({ ...base, sessionCache }),
    childAccess: createChildAccessService({ ...base, sessionCache }),
    outbox: createMailOutbox(base),
    sessionCache,
  };
}
