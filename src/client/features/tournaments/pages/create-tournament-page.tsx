import { PageHeader } from "@client/components/page-header";

export default function CreateTournamentPage() {
  return <PageHeader title="Create Tournament" />;
}
