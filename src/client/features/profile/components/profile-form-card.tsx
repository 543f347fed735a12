import type { FormEventHandler, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

/** A section of Profile Settings: its title, what it is for, and its form (validated by the form's resolver, not the browser). */
export function ProfileFormCard({
  title,
  description,
  formClassName = "space-y-5",
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  formClassName?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className={formClassName} onSubmit={onSubmit}>
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
