import type { PublicUser } from "@core/contracts/auth";
import { welcomeName } from "@core/user-display";
import { Plus } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { paths } from "@client/lib/routes";
import { DashboardCampaignActions, PlayerCampaignsSection, TrendingCampaignsSection } from "@client/features/campaigns";
import { PerformanceOverviewSection, RecentActivitySection, RoleSummarySection } from "@client/features/payouts";
import { SponsorDashboardSection } from "@client/features/tournaments";
import { SwapsSection } from "@client/features/swaps";
import { LiveStakesSection } from "./live-stakes-section";
import { MySeatsSection } from "./my-seats-section";
import { PaymentDetailsPrompt } from "./payment-details-prompt";
import { RolePicker } from "./role-picker";
import { roleSubtitle } from "./role-subtitle";
import { SponsorRecentActivity } from "./sponsor-activity";

/**
 * An e-mail greeting wraps before its "@" on a phone, not wherever the line ends ("example.co / m!", decision 214);
 * the welcome line itself stays the spec's (first name or e-mail).
 */
function BreakableName({ name }: { name: string }) {
  const at = name.indexOf("@");
  if (at <= 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <wbr />
      {name.slice(at)}
    </>
  );
}

export default function DashboardPage({ user }: { user: PublicUser }) {
  return (
    <div className="space-y-8">
      <PageHeader
        title={
          <>
            {user.signedInBefore ? "Welcome back" : "Welcome"}, <BreakableName name={welcomeName(user)} />!
          </>
        }
        subtitle={roleSubtitle(user.role)}
        actions={
          <>
            {user.role === "investor" && (
              <Button asChild>
                <Link href={paths.openInvestments}>
                  <Plus /> New Investment
                </Link>
              </Button>
            )}
            <DashboardCampaignActions user={user} />
          </>
        }
      />
      {!user.role && <RolePicker />}
      <PaymentDetailsPrompt user={user} />
      {user.role === "investor" && <LiveStakesSection />}
      <RoleSummarySection user={user} />
      {user.role === "player" && <MySeatsSection />}
      {user.role === "player" && <PlayerCampaignsSection user={user} />}
      {user.role === "player" && <SwapsSection />}
      {user.role === "sponsor" && <SponsorDashboardSection user={user} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {/* a sponsor can neither browse nor invest: campaigns they cannot act on are left out (decision 093); their
              wide column is their events' activity instead: who registered, which started, how they finished */}
          {user.role === "sponsor" ? <SponsorRecentActivity /> : <TrendingCampaignsSection user={user} />}
        </div>
        <div className="space-y-6">
          {user.role !== "sponsor" && <RecentActivitySection user={user} />}
          <PerformanceOverviewSection user={user} />
        </div>
      </div>
    </div>
  );
}
