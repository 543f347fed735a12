import { PageHeader } from "@client/components/page-header";

export default function SpecialTournamentsPage() {
  return <PageHeader title="Special Tournaments" />;
}
