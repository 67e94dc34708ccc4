import { notices } from '@veritag/domain';
import { StatusPage } from '#app/app/StatusPage';

export default function AccessDeniedPage() {
  return (
    <StatusPage
      title={notices.accessDeniedPage}
      description="You do not have permission to see this page."
    />
  );
}
