import { ROLE_LABELS, ROLE_PICKER_DESCRIPTIONS, ROLES } from "@core/roles";
import { Briefcase, Spade, Trophy } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useUpdateRole } from "@client/lib/auth/update-role";

const ICONS = { investor: Briefcase, player: Spade, sponsor: Trophy } as const;

export function RolePicker() {
  const updateRole = useUpdateRole();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose how you use StakeLine</CardTitle>
        <CardDescription>You can switch later from the user menu.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        {ROLES.map((role) => {
          const Icon = ICONS[role];
          return (
            <Button
              key={role}
              variant="outline"
              className="h-auto flex-col items-start gap-1 whitespace-normal p-4 text-left"
              disabled={updateRole.isPending}
              onClick={() => updateRole.mutate(role)}
            >
              <span className="flex items-center gap-2 text-base">
                <Icon className="text-primary" /> {ROLE_LABELS[role]}
              </span>
              <span className="text-sm font-normal text-muted-foreground">{ROLE_PICKER_DESCRIPTIONS[role]}</span>
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}
