import { cva } from 'class-variance-authority';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import type { ShellUser } from './shell-types';
import * as styles from './UserProfile.css';

const profile = cva(styles.base, { variants: { placement: styles.placement } });

export interface UserProfileProps {
  user: ShellUser;
  /** The configurator's profile mode: in the side menu or in the top bar. */
  placement: 'inline' | 'top';
  onProfile: () => void;
  onLogout: () => void;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The signed-in user's picture and name with Profile and Logout (spec 000 section 1). */
export function UserProfile({ user, placement, onProfile, onLogout }: UserProfileProps) {
  // The picture is decorative: the name is written beside it.
  const picture = user.imageUrl ? (
    <img className={styles.avatar} src={user.imageUrl} alt="" width={40} height={40} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(user.name)}
    </span>
  );
  const ActionButton = placement === 'inline' ? MenuActionButton : TopActionButton;
  return (
    <div className={profile({ placement })} data-slot="user-profile">
      {picture}
      <span className={styles.name}>{user.name}</span>
      <div className={styles.actions}>
        <ActionButton onPress={onProfile}>Profile</ActionButton>
        <ActionButton onPress={onLogout}>Logout</ActionButton>
      </div>
    </div>
  );
}

function MenuActionButton({ onPress, children }: { onPress: () => void; children: string }) {
  return (
    <AriaButton className={styles.menuAction} onPress={onPress}>
      {children}
    </AriaButton>
  );
}

function TopActionButton({ onPress, children }: { onPress: () => void; children: string }) {
  return (
    <Button size="sm" variant="secondary" onPress={onPress}>
      {children}
    </Button>
  );
}
