/**
 * TanStack Form reports every form event to its devtools through this client. The console
 * ships no devtools, so in the production build the client is this no-op: 4 kB less on the
 * login route, whose budget is 150 kB (decision 0087).
 */
export class EventClient {
  emit(): void {}
  on(): () => void {
    return () => undefined;
  }
}
