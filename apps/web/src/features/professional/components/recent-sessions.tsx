import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { messages } from '../../../locales/pt-BR/messages';
import { recentSessionsQueryOptions } from '../api/sessions';
import { professionalMessages } from '../messages';
import { LoadError } from '../../../components/ui/load-error';
import { SessionList } from './session-list';

/** "Sessões recentes" on the dashboard: the newest ten. */
export function RecentSessions() {
  const t = professionalMessages.sessions;
  const sessions = useQuery(recentSessionsQueryOptions);
  if (!sessions.data) {
    if (sessions.isError) {
      return (
        <LoadError
          text={t.loadError}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }
  if (sessions.data.sessions.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg">{t.empty}</p>
      </Card>
    );
  }
  return <SessionList sessions={sessions.data.sessions} />;
}
