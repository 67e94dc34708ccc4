import { notices } from '@veritag/domain';
import { StatusPage } from '#app/app/StatusPage';

export default function ExceptionPage() {
  return (
    <StatusPage
      title={notices.errorPage}
      description="Something went wrong. Please contact your administrator."
    />
  );
}
