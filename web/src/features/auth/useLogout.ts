import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from './Logout.generated';
import { clearSession } from './session';
import { disposeLiveConnection } from '../live/liveConnection';

/**
 * Logs out: revokes the token on the server, then clears the session, closes the live connection
 * (docs/live-updates.md "The web") and the cache and goes to /login, even when the call failed (the
 * user asked to leave).
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutDocument);

  async function logout(): Promise<void> {
    try {
      await mutate();
    } catch {
      // The token is dropped locally either way; the server expires it after 12 h idle.
    } finally {
      clearSession();
      disposeLiveConnection(client);
      await client.clearStore().catch(() => undefined);
      void navigate('/login', { replace: true });
    }
  }

  return { logout, loading };
}
