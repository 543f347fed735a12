import { PageHeader } from "@client/components/page-header";

export default function CreateCampaignPage() {
  return <PageHeader title="Create Campaign" />;
}
