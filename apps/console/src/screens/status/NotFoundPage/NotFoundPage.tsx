import { notices } from '@veritag/domain';
import { StatusPage } from '#app/app/StatusPage';

export default function NotFoundPage() {
  return (
    <StatusPage title={notices.notFoundPage} description="The page you asked for does not exist." />
  );
}
