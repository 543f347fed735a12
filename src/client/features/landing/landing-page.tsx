import { BadgeCheck, Crown, TrendingUp } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { PublicHeader } from "@client/components/public-header";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { JoinCallout } from "@client/components/join-callout";
import { authLink, paths } from "@client/lib/routes";

// the sample sections below the first screen come in their own chunk, so the first paint waits only for the hero
const LandingShowcase = lazy(() => import("./landing-showcase"));

export default function LandingPage() {
  return (
    <div className="min-h-screen felt-bg">
      <PublicHeader />
      <main>
        <section className="mx-auto max-w-7xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-20">
          <div className="mb-6 flex flex-wrap justify-center gap-2">
            <Badge variant="outline" className="border-primary/40 bg-primary/10 text-primary">
              <BadgeCheck className="h-3.5 w-3.5" /> Verified Players Only
            </Badge>
            <Badge variant="outline" className="border-emerald-500/40 bg-emerald-500/10 text-emerald-300">
              <TrendingUp className="h-3.5 w-3.5" /> $500M+ Tracked
            </Badge>
            <Badge variant="outline" className="border-violet-400/40 bg-violet-500/10 text-violet-300">
              <Crown className="h-3.5 w-3.5" /> Elite Performance
            </Badge>
          </div>
          <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            <span className="gold-text">Elite Poker Investments</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Back verified professional players in the world's biggest tournaments and share in their prize pools. Every stake paid by card, every payout
            computed from the final result.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href={authLink("investor")}>Start Investing</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link href={paths.stakingMain}>Explore Staking</Link>
            </Button>
          </div>
          <p className="mt-12 text-xs font-semibold uppercase tracking-widest text-muted-foreground">Trusted by</p>
          <dl
            aria-label="Trusted by 10,000+ Players, $500M+ Tournaments Tracked, 98% Success Rate"
            className="mx-auto mt-3 grid max-w-3xl grid-cols-3 gap-3 sm:gap-4"
          >
            {[
              ["10,000+", "Players"],
              ["$500M+", "Tournaments Tracked"],
              ["98%", "Success Rate"],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col-reverse rounded-lg border bg-card/60 px-2 py-4 sm:px-4 sm:py-5">
                <dt className="mt-1 text-xs text-muted-foreground sm:text-sm">{label}</dt>
                <dd className="text-xl font-extrabold text-primary sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
          <LandingShowcase />
        </Suspense>

        <div className="mx-auto max-w-7xl px-4 pb-20 pt-8 sm:px-6">
          <JoinCallout
            title="Take a seat at the table"
            text="Invest in proven players, raise your next buy-in, or host tournaments for the community."
            buttons={[
              ["investor", undefined],
              ["player", "secondary"],
              ["sponsor", "outline"],
            ]}
          />
        </div>
      </main>
      <footer className="border-t py-8 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} StakeLine. Poker involves risk; only invest what you can afford to lose.
      </footer>
    </div>
  );
}
