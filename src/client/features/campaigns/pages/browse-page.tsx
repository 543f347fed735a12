import { PageHeader } from "@client/components/page-header";

export default function BrowsePage() {
  return <PageHeader title="Browse Campaigns" />;
}
