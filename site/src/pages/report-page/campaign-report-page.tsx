import { useParams } from 'react-router';
import { ReportTargetPage } from './report-target-page.tsx';

/** /report/{id} (§2): report a campaign. */
export default function CampaignReportPage() {
  const { id = '' } = useParams();
  return <ReportTargetPage type="campaign" id={id} />;
}
