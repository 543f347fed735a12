import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

interface CaseCardProps {
  testId: string;
  title: string;
  description: string;
  /** the sum at stake, formatted */
  amount: string;
  amountClassName: string;
  /** the row of badges and dates under the title */
  meta: ReactNode;
  decisionTitle: string;
  decision: ReactNode;
  /** the facts the operator decides on */
  children: ReactNode;
}

/** A case waiting for the operator (a payout dispute, a card dispute): what and when, the sum, its facts, then the form that decides it. */
export function CaseCard({ testId, title, description, amount, amountClassName, meta, decisionTitle, decision, children }: CaseCardProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle className="text-lg wrap-anywhere">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          <p className={`text-xl font-bold tabular-nums ${amountClassName}`}>{amount}</p>
        </div>
        {meta}
      </CardHeader>
      <CardContent className="space-y-4">
        {children}
        <section className="space-y-2 border-t border-border/60 pt-4">
          <h4 className="text-sm font-semibold">{decisionTitle}</h4>
          {decision}
        </section>
      </CardContent>
    </Card>
  );
}
