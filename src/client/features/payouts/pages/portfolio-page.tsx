import { PageHeader } from "@client/components/page-header";

export default function PortfolioPage() {
  return <PageHeader title="My Portfolio" />;
}
