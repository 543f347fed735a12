import { PageHeader } from "@client/components/page-header";

export default function ProfilePage() {
  return <PageHeader title="Profile Settings" />;
}
