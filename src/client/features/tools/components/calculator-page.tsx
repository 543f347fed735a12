import type { ReactNode } from "react";
import { PublicHeader } from "@client/components/public-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { errorMessage } from "@client/lib/api";

/** A public calculator's page: the header, its title and what it does, then its form and result. */
export function CalculatorPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <PublicHeader />
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">{intro}</p>
        </div>
        {children}
      </main>
    </div>
  );
}

/** A calculator's form in its card: the fields, then Calculate and the call's error under it. */
export function CalculatorForm({
  contentClassName,
  onSubmit,
  pending,
  error,
  children,
}: {
  contentClassName: string;
  onSubmit: () => void;
  pending: boolean;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className={contentClassName}>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <Button type="submit" disabled={pending}>
            Calculate
          </Button>
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {errorMessage(error)}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
