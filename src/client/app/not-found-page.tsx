import { Link } from "wouter";
import { BrandMark } from "@client/components/brand";
import { Button } from "@client/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center felt-bg">
      <BrandMark className="h-12 w-12" />
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for folded before the flop. Check the address or head back home.</p>
      <Button asChild>
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}
