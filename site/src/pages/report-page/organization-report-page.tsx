import { useParams } from 'react-router';
import { ReportTargetPage } from './report-target-page.tsx';

/** /organization/{id}/report (§2): report an organization. */
export default function OrganizationReportPage() {
  const { id = '' } = useParams();
  return <ReportTargetPage type="organization" id={id} />;
}
