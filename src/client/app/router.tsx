import { safeNextPath } from "@core/safe-next";
import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from "react";
import { Redirect, Route, Switch, useSearch } from "wouter";
import { FullPageSpinner, Spinner } from "@client/components/ui/spinner";
import { useCurrentUser } from "@client/lib/auth/current-user";
import { useAuth } from "@client/lib/auth/use-auth";
import { useDocumentTitle } from "@client/lib/document-title";
import LandingPage from "@client/features/landing/landing-page";
// the signed-in frame (menus, dialogs) is not part of the landing page either
import { LazyAppLayout as AppLayout } from "@client/components/layout/lazy-app-layout";
import { paths, type PageProps } from "@client/lib/routes";
import { MEMBER_PAGES, PAGE_IDS, PAGES, type MemberPageId, type PageId } from "@core/routes";

// pages are lazy so the landing page stays small
const page = lazy as (load: () => Promise<{ default: ComponentType<PageProps> }>) => ComponentType<PageProps>;
const publicPage = lazy as (load: () => Promise<{ default: ComponentType<object> }>) => ComponentType;

const NotFoundPage = publicPage(() => import("@client/app/not-found-page"));
const AuthPage = publicPage(() => import("@client/features/auth/auth-page"));
const ResetPasswordPage = publicPage(() => import("@client/features/auth/reset-password-page"));
const VerifyEmailPage = publicPage(() => import("@client/features/auth/verify-email-page"));
const DashboardPage = page(() => import("@client/features/dashboard/dashboard-page"));
const BrowsePage = page(() => import("@client/features/campaigns/pages/browse-page"));
const CreateCampaignPage = page(() => import("@client/features/campaigns/pages/create-campaign-page"));
const OpenInvestmentsPage = page(() => import("@client/features/campaigns/pages/open-investments-page"));
const StakingPage = page(() => import("@client/features/campaigns/pages/staking-page"));
const StakingMainPage = publicPage(() => import("@client/features/campaigns/pages/staking-main-page"));
const DemoPage = publicPage(() => import("@client/features/campaigns/pages/demo-page"));
const InvestDetailPage = publicPage(() => import("@client/features/campaigns/pages/invest-detail-page"));
const PortfolioPage = page(() => import("@client/features/payouts/pages/portfolio-page"));
const PayInvestorsPage = page(() => import("@client/features/payouts/pages/pay-investors-page"));
const ProfilePage = page(() => import("@client/features/profile/pages/profile-page"));
const MyTournamentsPage = page(() => import("@client/features/tournaments/pages/my-tournaments-page"));
const CreateTournamentPage = page(() => import("@client/features/tournaments/pages/create-tournament-page"));
const SpecialTournamentsPage = page(() => import("@client/features/tournaments/pages/special-tournaments-page"));
const TournamentsMainPage = publicPage(() => import("@client/features/tournaments/pages/tournaments-main-page"));
const ControlPage = publicPage(() => import("@client/features/live/pages/control-page"));
const SpectatorPage = publicPage(() => import("@client/features/live/pages/spectator-page"));
const SeatPage = publicPage(() => import("@client/features/live/pages/seat-page"));
const SeatCardsPage = publicPage(() => import("@client/features/live/pages/seat-cards-page"));
const CashierPage = publicPage(() => import("@client/features/live/pages/cashier-page"));
const PayoutSlipsPage = publicPage(() => import("@client/features/live/pages/payout-slips-page"));
// the three calculators share one chunk entry, so the landing's script carries one route for them
const ToolsPage = publicPage(() => import("@client/features/tools/pages/tools-page"));
const PlayerPage = publicPage(() => import("@client/features/players/pages/player-page"));
const SeriesListPage = publicPage(() => import("@client/features/series/pages/series-list-page"));
const SeriesPage = publicPage(() => import("@client/features/series/pages/series-page"));
const OperatorPage = page(() => import("@client/features/operator/pages/operator-page"));

/** Signed-out visitors see this, then go to the login redirect target (which sends them to /auth and back here). */
export function RedirectingToLogin() {
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    const timer = setTimeout(() => window.location.assign(`/api/login?next=${encodeURIComponent(here)}`), 500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 felt-bg">
      <Spinner />
      <p className="text-muted-foreground">Redirecting to login...</p>
    </div>
  );
}

/** A member's page inside the signed-in layout; a visitor sees `visitor` instead (the landing page, or sign-in). */
function MemberPage({ page: Page, visitor }: { page: ComponentType<PageProps>; visitor: ReactElement }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return visitor;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppLayout user={user}>
        <Suspense fallback={<FullPageSpinner />}>
          <Page user={user} />
        </Suspense>
      </AppLayout>
    </Suspense>
  );
}

function AuthRoute() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Redirect to={safeNextPath(new URLSearchParams(search).get("next")) ?? paths.home} replace />;
  return <AuthPage />;
}

/** The component each page of the table shows (src/core/routes.ts): a signed-in page gets the user. */
const PAGE_VIEWS: { [Id in PageId]: Id extends MemberPageId ? ComponentType<PageProps> : ComponentType } = {
  auth: AuthRoute,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  demo: DemoPage,
  stakingMain: StakingMainPage,
  tournamentsMain: TournamentsMainPage,
  invest: InvestDetailPage,
  player: PlayerPage,
  tournamentView: SpectatorPage,
  demoView: SpectatorPage,
  tournamentControl: ControlPage,
  demoControl: ControlPage,
  seatCards: SeatCardsPage,
  cashier: CashierPage,
  payoutSlips: PayoutSlipsPage,
  seat: SeatPage,
  chopTool: ToolsPage,
  payoutsTool: ToolsPage,
  structureTool: ToolsPage,
  satelliteTool: ToolsPage,
  packageTool: ToolsPage,
  flightsTool: ToolsPage,
  seriesList: SeriesListPage,
  series: SeriesPage,
  dashboard: DashboardPage,
  browse: BrowsePage,
  createCampaign: CreateCampaignPage,
  portfolio: PortfolioPage,
  openInvestments: OpenInvestmentsPage,
  payInvestors: PayInvestorsPage,
  tournaments: MyTournamentsPage,
  sponsoredTournaments: MyTournamentsPage,
  createTournament: CreateTournamentPage,
  specialTournaments: SpecialTournamentsPage,
  profile: ProfilePage,
  staking: StakingPage,
  operator: OperatorPage,
};

/** Each route's own tab title; it reads the sign-in answer others asked for and never asks itself. */
function RouteTitle() {
  const { data } = useCurrentUser({ ask: false });
  useDocumentTitle(!!data);
  return null;
}

export function AppRouter() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RouteTitle />
      <Switch>
        <Route path="/">
          <MemberPage page={DashboardPage} visitor={<LandingPage />} />
        </Route>
        {PAGE_IDS.map((id) =>
          id in MEMBER_PAGES ? (
            <Route key={id} path={PAGES[id].path}>
              <MemberPage page={PAGE_VIEWS[id] as ComponentType<PageProps>} visitor={<RedirectingToLogin />} />
            </Route>
          ) : (
            <Route key={id} path={PAGES[id].path} component={PAGE_VIEWS[id] as ComponentType} />
          ),
        )}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
