import type { ReactNode } from "react";
import { Brand } from "@client/components/brand";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";

/** The small centred card the reset and verification pages share. */
export function TokenPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-10 felt-bg">
      <div className="w-full max-w-md space-y-6">
        <Brand />
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">{title}</CardTitle>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
