import { PageHeader } from "@client/components/page-header";

export default function OpenInvestmentsPage() {
  return <PageHeader title="Open Investment Opportunities" />;
}
