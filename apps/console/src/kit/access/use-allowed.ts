import { isAllowed, type Access } from '@veritag/domain';
import { useSignedIn } from '#app/session/session-context';

/** A contract call (its `access` is the rule) or a rule itself. */
export type AccessSource = Access | { readonly access?: Access };

const ruleOf = (source: AccessSource): Access | undefined =>
  'kind' in source ? source : source.access;

/**
 * Whether the signed-in user may do what a call does, by the rule the server enforces on
 * that call: the console shows a button or opens a screen only when the server would agree.
 * A call that declares no rule is not served yet, so nobody may make it.
 */
export function useAllowed(): (source: AccessSource) => boolean {
  const { role, privileges } = useSignedIn();
  return (source) => {
    const rule = ruleOf(source);
    return rule !== undefined && isAllowed({ role, privileges }, rule);
  };
}
