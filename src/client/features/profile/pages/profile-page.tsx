import { CreditCard, IdCard, Lock, Shield, User } from "lucide-react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import type { PageProps } from "@client/lib/routes";
import { PageHeader } from "@client/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { IdentityCard } from "@client/features/identity";
import { CalendarFeedCard } from "../components/calendar-feed-card";
import { EmailSettingsCard } from "../components/email-settings-card";
import { PaymentDetailsForm } from "../components/payment-details-form";
import { PersonalInfoForm } from "../components/personal-info-form";
import { PrivacyCard } from "../components/privacy-card";
import { PublicNameCard } from "../components/public-name-card";
import { ProfileHeader } from "../components/profile-header";
import { loadProfileRules } from "../components/profile-resolvers";
import { SecurityForm } from "../components/security-form";

/** The tab a link opens (/profile?tab=payment from "Add a payout method"); any other value opens Personal Info. */
const TABS = ["personal", "payment", "security", "privacy", "identity"] as const;

export default function ProfilePage({ user }: PageProps) {
  const asked = new URLSearchParams(useSearch()).get("tab");
  // only players verify their identity (decision 204): the tab is theirs alone
  const isPlayer = user.role === "player";
  const tab = TABS.find((t) => t === asked && (t !== "identity" || isPlayer)) ?? "personal";
  // the forms' rules (zod) arrive after the page has painted, before anyone can submit (decision 110); a failed download is tried again on submit
  useEffect(() => void loadProfileRules().catch(() => undefined), []);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Profile Settings" subtitle="Manage your personal information, payment details and password." />
      <div className="space-y-6">
        <ProfileHeader user={user} />
        <Tabs defaultValue={tab}>
          <TabsList className={`grid h-auto w-full ${isPlayer ? "grid-cols-3 sm:grid-cols-5" : "grid-cols-2 sm:grid-cols-4"}`}>
            <TabsTrigger value="personal" className="gap-2 px-1 text-xs sm:px-3 sm:text-sm">
              <User className="hidden h-4 w-4 sm:block" /> Personal Info
            </TabsTrigger>
            <TabsTrigger value="payment" className="gap-2 px-1 text-xs sm:px-3 sm:text-sm">
              <CreditCard className="hidden h-4 w-4 sm:block" /> Payment Details
            </TabsTrigger>
            <TabsTrigger value="security" className="gap-2 px-1 text-xs sm:px-3 sm:text-sm">
              <Shield className="hidden h-4 w-4 sm:block" /> Security
            </TabsTrigger>
            <TabsTrigger value="privacy" className="gap-2 px-1 text-xs sm:px-3 sm:text-sm">
              <Lock className="hidden h-4 w-4 sm:block" /> Privacy
            </TabsTrigger>
            {isPlayer && (
              <TabsTrigger value="identity" className="gap-2 px-1 text-xs sm:px-3 sm:text-sm">
                <IdCard className="hidden h-4 w-4 sm:block" /> Identity
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="personal">
            <PersonalInfoForm user={user} />
            <div className="mt-6">
              <EmailSettingsCard />
            </div>
            <div className="mt-6">
              <CalendarFeedCard />
            </div>
            {isPlayer && (
              <div className="mt-6">
                <PublicNameCard user={user} />
              </div>
            )}
          </TabsContent>
          <TabsContent value="payment">
            <PaymentDetailsForm user={user} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityForm />
          </TabsContent>
          <TabsContent value="privacy">
            <PrivacyCard />
          </TabsContent>
          {isPlayer && (
            <TabsContent value="identity">
              <IdentityCard />
            </TabsContent>
          )}
        </Tabs>
      </div>
    </div>
  );
}
