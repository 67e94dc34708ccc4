import { useState } from 'react';
import { userCalls } from '@veritag/api';
import type { User } from '@veritag/domain';
import { Button, showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { api } from '#app/session/api-client';
import * as styles from './UserEdit.css';

/**
 * Ours (decision 0119): a new link to set the password, for a user whose first link expired or was
 * lost; older links stop working. Only for a user with an email, where the mail can go.
 */
export function PasswordLink({ user }: { user: User }) {
  const allowed = useAllowed();
  const [sending, setSending] = useState(false);
  if (!user.email || !allowed(userCalls.sendInvitation)) return null;
  const send = async () => {
    setSending(true);
    try {
      const reply = await api.call(userCalls.sendInvitation, { params: { id: user.id } });
      showToast({ tone: 'success', detail: reply.message, subject: 'invitation' });
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={styles.passwordLink} aria-label="Password link">
      <p className={styles.hint}>
        A new link to set the password goes to {user.email}; older links stop working.
      </p>
      <Button variant="secondary" onPress={() => void send()} isPending={sending}>
        Send Password Link
      </Button>
    </section>
  );
}
