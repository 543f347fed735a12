import { safeNextPath } from "@core/safe-next";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Redirect, Route, Switch, useSearch } from "wouter";
import { FullPageSpinner, Spinner } from "@client/components/ui/spinner";
import { useCurrentUser } from "@client/features/auth/api/get-current-user";
import { useAuth } from "@client/features/auth/use-auth";
import { useDocumentTitle } from "@client/lib/document-title";
import LandingPage from "@client/features/landing/landing-page";
// the signed-in frame (menus, dialogs) is not part of the landing page either
import { LazyAppLayout as AppLayout } from "@client/features/layout/lazy-app-layout";
import { paths, type PageProps } from "@client/lib/routes";

// pages are lazy so the landing page stays small
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) => lazy(load);
const publicPage = (load: () => Promise<{ default: ComponentType<object> }>) => lazy(load);

const NotFoundPage = publicPage(() => import("@client/features/layout/not-found-page"));
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
// the three calculators share one chunk entry, so the landing's script carries one route for them
const ToolsPage = publicPage(() => import("@client/features/tools/pages/tools-page"));
const PlayerPage = publicPage(() => import("@client/features/players/pages/player-page"));
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

function Protected({ component: Page }: { component: ComponentType<PageProps> }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <RedirectingToLogin />;
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

function Home() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppLayout user={user}>
        <Suspense fallback={<FullPageSpinner />}>
          <DashboardPage user={user} />
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

const PROTECTED: Array<[string, ComponentType<PageProps>]> = [
  [paths.dashboard, DashboardPage],
  [paths.browse, BrowsePage],
  [paths.createCampaign, CreateCampaignPage],
  [paths.portfolio, PortfolioPage],
  [paths.openInvestments, OpenInvestmentsPage],
  [paths.payInvestors, PayInvestorsPage],
  [paths.tournaments, MyTournamentsPage],
  [paths.sponsoredTournaments, MyTournamentsPage],
  [paths.createTournament, CreateTournamentPage],
  [paths.specialTournaments, SpecialTournamentsPage],
  [paths.profile, ProfilePage],
  [paths.staking, StakingPage],
  [paths.operator, OperatorPage],
];

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
        <Route path="/" component={Home} />
        <Route path={paths.auth} component={AuthRoute} />
        <Route path="/auth/reset" component={ResetPasswordPage} />
        <Route path="/auth/verify" component={VerifyEmailPage} />
        <Route path={paths.demo} component={DemoPage} />
        <Route path={paths.stakingMain} component={StakingMainPage} />
        <Route path={paths.tournamentsMain} component={TournamentsMainPage} />
        <Route path="/invest/:id" component={InvestDetailPage} />
        <Route path="/players/:username" component={PlayerPage} />
        <Route path="/tournament/:id/view" component={SpectatorPage} />
        <Route path="/tournament-view" component={SpectatorPage} />
        <Route path="/tournament/:id/control" component={ControlPage} />
        <Route path="/tournament-control" component={ControlPage} />
        <Route path="/tournament/:id/seat-cards" component={SeatCardsPage} />
        <Route path="/seat/:token" component={SeatPage} />
        <Route path="/tools/chop" component={ToolsPage} />
        <Route path="/tools/payouts" component={ToolsPage} />
        <Route path="/tools/structure" component={ToolsPage} />
        {PROTECTED.map(([path, component]) => (
          <Route key={path} path={path}>
            <Protected component={component} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
