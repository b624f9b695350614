import { useQuery } from '@tanstack/react-query';
import { BookOpen, CreditCard, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { childrenQueryOptions } from '../../features/children/api/children';
import { ChildrenSection } from '../../features/children/components/children-section';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { dashboardMessages } from '../../features/dashboard/messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { firstName } from '../../features/session/user-name';
import { useSession } from '../../features/session/use-session';
import { subscriptionQueryOptions } from '../../features/subscription/api/subscription';
import { ExpiryBanner } from '../../features/subscription/components/expiry-banner';
import { TrialBadge } from '../../features/subscription/components/trial-badge';
import { TrialWelcomeModal } from '../../features/subscription/components/trial-welcome-modal';
import { shouldOfferTrial } from '../../features/subscription/trial-state';
import { Suggestions } from '../../features/suggestions/suggestions';
import { termsCheckQueryOptions } from '../../features/terms/api/terms';
import { useOnline } from '../../lib/offline/online';
import { fmt, messages } from '../../locales/pt-BR/messages';

// The invitation form validates with its contract's schema (zod): it loads when it opens, not with
// the dashboard (docs/architecture.md, "Fast by construction").
const InviteProfessionalModal = lazy(() =>
  import('../../features/invitations/components/invite-professional-modal').then((m) => ({
    default: m.InviteProfessionalModal,
  })),
);
// The assistant's widget loads on its own, after the page (docs/product.md#ai-chat).
const ChatWidget = lazy(() =>
  import('../../features/chat/components/chat-widget').then((m) => ({ default: m.ChatWidget })),
);
// A child's requests for rewards, after the page, with the stars feature's chunk (docs/product.md#stars-and-the-reward-shop).
const RewardRequestsPanel = lazy(() =>
  import('../../features/stars/stars-parts').then((m) => ({ default: m.RewardRequestsPanel })),
);

/** /dashboard (docs/product.md#dashboard). */
export function DashboardRoute() {
  const { user } = useSession();
  const t = dashboardMessages;
  const subscription = useQuery(subscriptionQueryOptions);
  const children = useQuery(childrenQueryOptions);
  const terms = useQuery(termsCheckQueryOptions);
  const [trialDismissed, setTrialDismissed] = useState(false);
  const [inviting, setInviting] = useState(false);
  // Inviting and the assistant need the server (docs/product.md#offline-play).
  const online = useOnline();
  // Greeted by name, or neutrally: never by the e-mail.
  const name = user ? firstName(user) : null;
  const hasChildren = (children.data?.length ?? 0) > 0;
  // The terms come before anything else; the trial welcome waits for them.
  const offerTrial = terms.data?.hasAccepted === true && !trialDismissed && shouldOfferTrial(subscription);

  const welcome = (
    <div>
      <h1 className="text-3xl font-bold">{name ? fmt(t.welcome, { name }) : t.welcomeNoName}</h1>
      <p className="mt-1 text-lg text-muted">{t.welcomeText}</p>
    </div>
  );
  // The welcome shows at once. The trial badge (beside it, or below it on a phone) and the expiry
  // banner come with the subscription: until then the loading text holds the rest of the page,
  // so nothing that is already drawn moves when they show.
  if (subscription.isPending) {
    return (
      <>
        {welcome}
        <Spinner label={messages.common.loading} />
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {welcome}
        {subscription.data && <TrialBadge subscription={subscription.data} />}
      </div>
      <ExpiryBanner subscription={subscription.data} />
      {/* A child waiting for an answer comes first (docs/product.md#stars-and-the-reward-shop); it shows
          only when there is a request, and answering needs the server (docs/product.md#offline-play). */}
      {online && (
        <Suspense fallback={null}>
          <RewardRequestsPanel />
        </Suspense>
      )}
      <StatCards />
      <ChildrenSection />
      {children.data?.map((c) => (
        <Suggestions key={c.id} childId={c.id} name={c.name} className="mt-10" />
      ))}

      <section aria-labelledby="quick-title" className="mt-10">
        <h2 id="quick-title" className="mb-4 text-2xl font-bold">
          {t.quickAccess}
        </h2>
        <div className="flex flex-wrap gap-3">
          <ButtonLink variant="secondary" to={paths.activities()}>
            <BookOpen aria-hidden className="size-5" />
            {t.library}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.subscription}>
            <CreditCard aria-hidden className="size-5" />
            {t.manageSubscription}
          </ButtonLink>
          <Button
            variant="secondary"
            disabled={!hasChildren || !online}
            aria-describedby={!online ? 'invite-offline' : hasChildren ? undefined : 'invite-hint'}
            onClick={() => setInviting(true)}
          >
            <UserPlus aria-hidden className="size-5" />
            {t.inviteProfessional}
          </Button>
        </div>
        {!hasChildren && children.isSuccess && (
          <p id="invite-hint" className="mt-2 text-sm text-muted">
            {t.inviteNeedsChild}
          </p>
        )}
        {!online && (
          <p id="invite-offline" className="mt-2 text-sm text-muted">
            {connectionMessages.title}
          </p>
        )}
      </section>

      {user && (
        <Suspense fallback={null}>
          <ChatWidget userId={user.id} unavailable={online ? undefined : connectionMessages.title} />
        </Suspense>
      )}
      {offerTrial && <TrialWelcomeModal onClose={() => setTrialDismissed(true)} />}
      {inviting && children.data && (
        <Suspense fallback={null}>
          <InviteProfessionalModal
            childOptions={children.data.map((c) => ({ id: c.id, name: c.name }))}
            ownEmail={user?.email}
            onClose={() => setInviting(false)}
          />
        </Suspense>
      )}
    </>
  );
}
