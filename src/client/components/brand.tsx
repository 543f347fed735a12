import { Link } from "wouter";
import { cn } from "@client/lib/utils";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("h-8 w-8", className)}>
      <rect width="32" height="32" rx="8" fill="#f5b524" />
      <path d="M16 6c-3 4-8 7-8 11a4 4 0 0 0 7 2.6L14 25h4l-1-5.4A4 4 0 0 0 24 17c0-4-5-7-8-11z" fill="#0b1020" />
    </svg>
  );
}

export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 font-extrabold tracking-tight text-lg">
      <BrandMark />
      <span>
        Stake<span className="text-primary">Line</span>
      </span>
    </Link>
  );
}
