import { PageHeader } from "@client/components/page-header";

export default function MyTournamentsPage() {
  return <PageHeader title="My Tournaments" />;
}
