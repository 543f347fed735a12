import { PageHeader } from "@client/components/page-header";

export default function PayInvestorsPage() {
  return <PageHeader title="Pay Investors" />;
}
