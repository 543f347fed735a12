import { Menu } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { paths } from "@client/lib/routes";
import { Brand } from "./brand";

const PUBLIC_LINKS = [
  { href: paths.stakingMain, label: "Staking" },
  { href: paths.tournamentsMain, label: "Tournaments" },
];

/** The top bar of the public pages: Staking, Tournaments, Join Elite Network. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Brand />
        <nav className="hidden items-center gap-6 text-sm font-medium text-muted-foreground md:flex">
          {PUBLIC_LINKS.map((l) => (
            <Link key={l.href} href={l.href} className="hover:text-foreground">
              {l.label}
            </Link>
          ))}
          <Button asChild>
            <Link href={paths.auth}>Join Elite Network</Link>
          </Button>
        </nav>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <Menu />
        </Button>
      </div>
      {open && (
        <nav className="flex flex-col gap-1 border-t px-4 py-3 md:hidden">
          {PUBLIC_LINKS.map((l) => (
            <Link key={l.href} href={l.href} className="rounded-md px-3 py-2 hover:bg-accent">
              {l.label}
            </Link>
          ))}
          <Button asChild className="mt-1">
            <Link href={paths.auth}>Join Elite Network</Link>
          </Button>
        </nav>
      )}
    </header>
  );
}
