import { Link } from "wouter";
import { Button, type ButtonProps } from "@client/components/ui/button";
import { authLink } from "@client/lib/routes";

const JOIN_LABELS = { investor: "Start Investing", player: "Join as Player", sponsor: "Become Sponsor" } as const;

/** The sign-up calls to action closing a public page: each role's button, in the page's order and look. */
export function JoinButtons({ className, buttons }: { className: string; buttons: Array<[keyof typeof JOIN_LABELS, ButtonProps["variant"]]> }) {
  return (
    <div className={className}>
      {buttons.map(([role, variant]) => (
        <Button key={role} size="lg" variant={variant} asChild>
          <Link href={authLink(role)}>{JOIN_LABELS[role]}</Link>
        </Button>
      ))}
    </div>
  );
}
