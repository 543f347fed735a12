import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { paths } from "@client/lib/routes";

/** A page's own "not found" (a campaign or player that does not exist), with the way back home. */
export function NotFoundMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-md py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <Button asChild className="mt-6">
        <Link href={paths.home}>
          <ArrowLeft /> Back to Home
        </Link>
      </Button>
    </div>
  );
}
