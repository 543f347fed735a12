import { PrivacyCloseAccountCard } from "./privacy-close-account-card";
import { PrivacyDataExportCard } from "./privacy-data-export-card";

/** Profile > Privacy: "Download my data" and "Close my account" (decision 229). */
export function PrivacyCard() {
  return (
    <div className="space-y-6">
      <PrivacyDataExportCard />
      <PrivacyCloseAccountCard />
    </div>
  );
}
